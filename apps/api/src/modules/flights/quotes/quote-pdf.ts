import { CONTENT, pageLayout, type TLetterhead } from '@/core/pdf/page-layout';
import { numberPages, startPdf } from '@/core/pdf/pdf-document';
import { letterheadForPdf } from '@/modules/agent-profile/agency-letterhead';
import { quoteLabel, type TQuoteText } from './quote-text';

/**
 * The quote as a one-page A4 PDF (more pages only for a long itinerary or note): the agency's
 * letterhead when it has saved its public profile (with `logo`, its image as PNG), who it is for and
 * from, the itinerary, the fare, the price per passenger type and in all, the sender's note and
 * the terms. Arabic mirrors the page: labels on the right, text right-aligned, shaped right to
 * left in the statements' font; amounts stay right-aligned in their column so decimals line up.
 */

/** Price table: passengers | each | amount, in reading order. */
const EACH_WIDTH = 170;
const AMOUNT_WIDTH = 120;
const PASSENGER_WIDTH = CONTENT - EACH_WIDTH - AMOUNT_WIDTH;

export async function renderQuotePdf(q: TQuoteText, logo: TLetterhead['logo'] = null): Promise<Buffer> {
  const t = (key: string, params?: Record<string, unknown>) => quoteLabel(q.locale, `pdf_${key}`, params);
  const { doc, done } = await startPdf({ title: `${t('title')} ${q.reference}`, subject: q.routeCodes, locale: q.locale });
  const page = pageLayout(doc, q.locale, { labelWidth: 130 });

  if (q.letterhead) page.letterhead(letterheadForPdf(q.letterhead, logo, q.locale));
  page.title(t('title'));
  page.field(t('reference'), q.reference, 'ltr');
  page.field(t('client'), q.client, 'auto');
  page.field(t('sender'), q.sender, 'auto');
  page.field(t('issued'), q.issued);
  page.field(t('valid_until'), q.validUntil);

  page.heading(t('itinerary'));
  q.slices.forEach((slice, i) => {
    if (i > 0) page.space(6);
    page.subheading(`${slice.title}: ${slice.route}`);
    page.field(t('departs'), slice.departs);
    page.field(t('arrives'), slice.arrives);
    page.field(t('duration'), slice.duration);
    page.field(t('stops'), slice.stops);
    page.field(t('flights'), slice.flights, 'ltr');
  });

  page.heading(t('fare'));
  page.field(t('airline'), q.airline, 'auto');
  page.field(t('cabin'), q.cabin);
  if (q.fareBrand) page.field(t('fare_brand'), q.fareBrand, 'auto');
  page.field(t('baggage'), q.baggage);
  page.field(t('refunds'), q.refunds);

  page.heading(t('price'));
  const widths: [number, number] = [PASSENGER_WIDTH, EACH_WIDTH];
  for (const line of q.lines) page.row([line.label, line.each, line.amount], widths, { amount: true });
  page.row([t('total'), '', q.total], widths, { font: 'bold', shaded: true, amount: true });

  if (q.note) {
    page.heading(t('note'));
    for (const paragraph of q.note.split('\n')) page.paragraph(paragraph, { direction: 'auto' });
  }

  page.space(14);
  page.paragraph(t('disclaimer', { currency: q.currency }), { small: true });

  numberPages(doc, (n, pages) => t('page_of', { page: n, pages }), q.locale === 'ar' ? 'rtl' : 'ltr');
  doc.end();
  return done;
}
