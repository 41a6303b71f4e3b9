import { A4, FOOTER, numberPages, startPdf } from '@/core/pdf/pdf-document';
import { drawLine, type TDirection, wrapLines } from '@/core/pdf/pdf-text';
import { quoteLabel, type TQuoteText } from './quote-text';

/**
 * The quote as a one-page A4 PDF (more pages only for a long itinerary or note): who it is for and
 * from, the itinerary, the fare, the price per passenger type and in all, the sender's note and
 * the terms. Arabic mirrors the page: labels on the right, text right-aligned, shaped right to
 * left in the statements' font; amounts stay right-aligned in their column so decimals line up.
 */

const CONTENT = A4.width - 2 * A4.margin;
const SIZE = { title: 18, heading: 11.5, body: 9.5, small: 8 };
const LINE = 13;
const LABEL_WIDTH = 130;
const GAP = 8;
/** Price table: passengers | each | amount, in reading order. */
const EACH_WIDTH = 170;
const AMOUNT_WIDTH = 120;
const PASSENGER_WIDTH = CONTENT - EACH_WIDTH - AMOUNT_WIDTH;

type TFont = 'regular' | 'bold';

export function renderQuotePdf(q: TQuoteText): Promise<Buffer> {
  const rtl = q.locale === 'ar';
  const dir: TDirection = rtl ? 'rtl' : 'ltr';
  const start = rtl ? 'right' : 'left';
  const t = (key: string, params?: Record<string, unknown>) => quoteLabel(q.locale, `pdf_${key}`, params);
  const { doc, done } = startPdf({ title: `${t('title')} ${q.reference}`, subject: q.routeCodes, locale: q.locale });

  let y = A4.margin;
  /** A box `offset` points from the reading edge of the content: mirrored for Arabic. */
  const boxX = (offset: number, width: number) => (rtl ? A4.margin + CONTENT - offset - width : A4.margin + offset);
  const use = (font: TFont, size: number, color = '#000000') => doc.font(font).fontSize(size).fillColor(color);
  const room = (height: number) => {
    if (y + height <= FOOTER.bottom) return;
    doc.addPage();
    y = A4.margin;
  };
  /** Lines of one text in a box, wrapped to its width; each line is drawn in `direction`. */
  const lines = (text: string, offset: number, width: number, direction: TDirection, align: 'left' | 'right' = start) => {
    const wrapped = wrapLines(doc, text, width);
    wrapped.forEach((line, i) => drawLine(doc, line, boxX(offset, width), y + i * LINE, width, align, direction));
    return wrapped.length * LINE;
  };
  const rule = () =>
    doc
      .save()
      .moveTo(A4.margin, y)
      .lineTo(A4.margin + CONTENT, y)
      .lineWidth(0.4)
      .stroke('#c8ced6')
      .restore();

  const heading = (text: string) => {
    room(LINE * 4);
    y += 10;
    use('bold', SIZE.heading);
    drawLine(doc, text, A4.margin, y, CONTENT, start, dir);
    y += 17;
    rule();
    y += 6;
  };
  /** A label and its value; `direction` is the value's (user text takes that of its own first letter). */
  const field = (label: string, value: string, direction: TDirection = dir) => {
    use('regular', SIZE.body);
    const height = wrapLines(doc, value, CONTENT - LABEL_WIDTH).length * LINE;
    room(height);
    use('regular', SIZE.body, '#555555');
    drawLine(doc, label, boxX(0, LABEL_WIDTH - GAP), y, LABEL_WIDTH - GAP, start, dir);
    use('regular', SIZE.body);
    lines(value, LABEL_WIDTH, CONTENT - LABEL_WIDTH, direction);
    y += height + 3;
  };
  const priceRow = (cells: [string, string, string], font: TFont, shade: boolean) => {
    room(LINE + 8);
    if (shade)
      doc
        .save()
        .rect(A4.margin, y - 3, CONTENT, LINE + 6)
        .fill('#eef2f7')
        .restore();
    use(font, SIZE.body);
    drawLine(doc, cells[0], boxX(0, PASSENGER_WIDTH) + 4, y, PASSENGER_WIDTH - 8, start, dir);
    drawLine(doc, cells[1], boxX(PASSENGER_WIDTH, EACH_WIDTH), y, EACH_WIDTH, start, dir);
    drawLine(doc, cells[2], boxX(PASSENGER_WIDTH + EACH_WIDTH, AMOUNT_WIDTH) + 4, y, AMOUNT_WIDTH - 8, 'right', 'ltr');
    y += LINE + 8;
  };

  use('bold', SIZE.title);
  drawLine(doc, t('title'), A4.margin, y, CONTENT, start, dir);
  y += 28;
  field(t('reference'), q.reference, 'ltr');
  field(t('client'), q.client, 'auto');
  field(t('sender'), q.sender, 'auto');
  field(t('issued'), q.issued);
  field(t('valid_until'), q.validUntil);

  heading(t('itinerary'));
  q.slices.forEach((slice, i) => {
    room(LINE * 7);
    if (i > 0) y += 6;
    use('bold', SIZE.body);
    y += lines(`${slice.title}: ${slice.route}`, 0, CONTENT, dir) + 4;
    field(t('departs'), slice.departs);
    field(t('arrives'), slice.arrives);
    field(t('duration'), slice.duration);
    field(t('stops'), slice.stops);
    field(t('flights'), slice.flights, 'ltr');
  });

  heading(t('fare'));
  field(t('airline'), q.airline, 'auto');
  field(t('cabin'), q.cabin);
  if (q.fareBrand) field(t('fare_brand'), q.fareBrand, 'auto');
  field(t('baggage'), q.baggage);
  field(t('refunds'), q.refunds);

  heading(t('price'));
  for (const line of q.lines) priceRow([line.label, line.each, line.amount], 'regular', false);
  priceRow([t('total'), '', q.total], 'bold', true);

  if (q.note) {
    heading(t('note'));
    use('regular', SIZE.body);
    for (const paragraph of q.note.split('\n')) {
      const height = wrapLines(doc, paragraph, CONTENT).length * LINE;
      room(height);
      y += paragraph.trim() ? lines(paragraph, 0, CONTENT, 'auto') : LINE / 2;
    }
  }

  y += 14;
  use('regular', SIZE.small, '#555555');
  const terms = t('disclaimer', { currency: q.currency });
  room(wrapLines(doc, terms, CONTENT).length * LINE);
  y += lines(terms, 0, CONTENT, dir);

  numberPages(doc, (page, pages) => t('page_of', { page, pages }), dir);
  doc.end();
  return done;
}
