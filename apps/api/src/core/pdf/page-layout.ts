import type { TLocale } from '@safar/contracts';
import { A4, FOOTER } from './pdf-document';
import { drawLine, type TDirection, wrapLines } from './pdf-text';

/*
 * The drawing the app's documents (quotes, invoices, e-tickets) are made of, on A4 from the top
 * down: a title, headings with a rule, label-and-value fields, three-column rows, paragraphs.
 * Arabic mirrors the page (labels on the right, text right-aligned, shaped right to left);
 * amounts stay right-aligned in their column so decimals line up, whatever the language.
 */

export const CONTENT = A4.width - 2 * A4.margin;
const SIZE = { title: 18, heading: 11.5, body: 9.5, small: 8 };
const LINE = 13;
const GAP = 8;

type TFont = 'regular' | 'bold';

/** The box a letterhead's logo fits in, in points (about 5.3 × 2 cm). */
const LOGO_BOX = { width: 150, height: 56 };

/** Who a document comes from, at the top of its first page: a logo, a name and how to reach them. */
export interface TLetterhead {
  /** PNG or JPEG bytes and their size in pixels; null draws the text alone. */
  logo: { data: Buffer; width: number; height: number } | null;
  name: string;
  /** Lines under the name (an address, "Phone: …"), each in its own direction. */
  lines: { text: string; dir: TDirection }[];
}

/** `labelWidth`: how wide the label column of `field` is (the longest label of the document decides). */
export function pageLayout(doc: PDFKit.PDFDocument, locale: TLocale, { labelWidth = 140 }: { labelWidth?: number } = {}) {
  const LABEL_WIDTH = labelWidth;
  const rtl = locale === 'ar';
  const dir: TDirection = rtl ? 'rtl' : 'ltr';
  const start = rtl ? 'right' : 'left';
  let y = A4.margin;

  /** A box `offset` points from the reading edge of the content: mirrored for Arabic. */
  const boxX = (offset: number, width: number) => (rtl ? A4.margin + CONTENT - offset - width : A4.margin + offset);
  const use = (font: TFont, size: number, color = '#000000') => doc.font(font).fontSize(size).fillColor(color);
  const room = (height: number) => {
    if (y + height <= FOOTER.bottom) return;
    doc.addPage();
    y = A4.margin;
  };
  /** Lines of one text in a box, wrapped to its width; answers the height drawn. */
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
  const shade = (height: number, color: string) =>
    doc
      .save()
      .rect(A4.margin, y - 3, CONTENT, height)
      .fill(color)
      .restore();

  return {
    /**
     * The sender's letterhead: the logo at the reading edge, fitted into its box with its shape
     * kept, and the name and lines at the other edge; a rule below. Arabic mirrors it.
     */
    letterhead({ logo, name, lines: rows }: TLetterhead) {
      const scale = logo ? Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height) : 0;
      const box = logo ? { width: logo.width * scale, height: logo.height * scale } : { width: 0, height: 0 };
      if (logo) doc.image(logo.data, boxX(0, box.width), y, { width: box.width, height: box.height });
      const offset = logo ? box.width + 16 : 0;
      const width = CONTENT - offset;
      const end = rtl ? 'left' : 'right';
      let textY = y;
      use('bold', SIZE.heading);
      for (const line of wrapLines(doc, name, width)) {
        drawLine(doc, line, boxX(offset, width), textY, width, end, 'auto');
        textY += LINE + 1;
      }
      use('regular', SIZE.small, '#333333');
      for (const row of rows)
        for (const line of wrapLines(doc, row.text, width)) {
          drawLine(doc, line, boxX(offset, width), textY, width, end, row.dir);
          textY += LINE - 2;
        }
      y = Math.max(y + box.height, textY) + 8;
      rule();
      y += 14;
    },
    /** The document's title, with a line at the other edge (a number, a date) when given. */
    title(text: string, aside?: string) {
      use('bold', SIZE.title);
      drawLine(doc, text, A4.margin, y, CONTENT, start, dir);
      use('regular', SIZE.body, '#555555');
      if (aside) drawLine(doc, aside, A4.margin, y + 6, CONTENT, rtl ? 'left' : 'right', dir);
      y += 30;
    },
    /** A band across the page, for what the reader must not miss (a voided ticket). */
    banner(text: string) {
      use('bold', SIZE.body);
      const height = wrapLines(doc, text, CONTENT - 12).length * LINE + 8;
      room(height);
      shade(height, '#fde2e1');
      use('bold', SIZE.body, '#9b1c1c');
      y += lines(text, 6, CONTENT - 12, dir) + 10;
    },
    heading(text: string) {
      room(LINE * 4);
      y += 10;
      use('bold', SIZE.heading);
      drawLine(doc, text, A4.margin, y, CONTENT, start, dir);
      y += 17;
      rule();
      y += 6;
    },
    subheading(text: string) {
      use('bold', SIZE.body);
      room(LINE * 3);
      y += 4;
      y += lines(text, 0, CONTENT, dir) + 2;
    },
    /** A label and its value; `direction` is the value's (user text takes that of its own first letter). */
    field(label: string, value: string, direction: TDirection = dir) {
      use('regular', SIZE.body);
      const height = wrapLines(doc, value, CONTENT - LABEL_WIDTH).length * LINE;
      room(height);
      use('regular', SIZE.body, '#555555');
      drawLine(doc, label, boxX(0, LABEL_WIDTH - GAP), y, LABEL_WIDTH - GAP, start, dir);
      use('regular', SIZE.body);
      lines(value, LABEL_WIDTH, CONTENT - LABEL_WIDTH, direction);
      y += height + 3;
    },
    /**
     * A row of three cells in reading order, the first two of the widths given; an `amount` third
     * cell is right-aligned, left to right, so decimals line up in either language.
     */
    row(cells: [string, string, string], widths: [number, number], options: { font?: TFont; shaded?: boolean; amount?: boolean } = {}) {
      const [first, second] = widths;
      const third = CONTENT - first - second;
      room(LINE + 8);
      if (options.shaded) shade(LINE + 6, '#eef2f7');
      use(options.font ?? 'regular', SIZE.body);
      drawLine(doc, cells[0], boxX(0, first) + 4, y, first - 8, start, 'auto');
      drawLine(doc, cells[1], boxX(first, second), y, second, start, dir);
      if (options.amount) drawLine(doc, cells[2], boxX(first + second, third) + 4, y, third - 8, 'right', 'ltr');
      else drawLine(doc, cells[2], boxX(first + second, third), y, third, start, 'ltr');
      y += LINE + 8;
    },
    /** Text across the page; `direction` 'auto' for what a person typed (a note). A blank line is half a line. */
    paragraph(text: string, { small = false, direction = dir }: { small?: boolean; direction?: TDirection } = {}) {
      use('regular', small ? SIZE.small : SIZE.body, small ? '#555555' : '#000000');
      room(wrapLines(doc, text, CONTENT).length * LINE);
      y += text.trim() ? lines(text, 0, CONTENT, direction) : LINE / 2;
    },
    space(points: number) {
      y += points;
    },
  };
}
