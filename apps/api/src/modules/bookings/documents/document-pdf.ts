import { numberPages, startPdf } from '@/core/pdf/pdf-document';
import { CONTENT, pageLayout, type TLetterhead } from '@/core/pdf/page-layout';
import { letterheadForPdf } from '@/modules/agent-profile/agency-letterhead';
import { documentLabel, type TDocumentText } from './document-text';

/** Passengers: name | type | ticket number; price: passengers | each | amount. */
const PASSENGER_COLUMNS: [number, number] = [CONTENT - 260, 90];
const PRICE_COLUMNS: [number, number] = [CONTENT - 290, 170];

/**
 * The invoice or the e-ticket as an A4 PDF: the agency's letterhead on its customer's copy (with
 * `logo`, its image as PNG, when it has one), the title and its copy, a band when the tickets are
 * no longer valid, who issues it to whom, the passengers with their tickets, the flights, the
 * fare's baggage and conditions, the price when it is shown, and the notice. Both documents are
 * the same drawing of different text (documentText decides what each says).
 */
export async function renderDocumentPdf(d: TDocumentText, logo: TLetterhead['logo'] = null): Promise<Buffer> {
  const subject = d.document === 'invoice' ? `${d.invoiceNumber} ${d.reference}` : d.reference;
  const { doc, done } = await startPdf({ title: `${d.title} ${subject}`, subject: d.routeCodes, locale: d.locale });
  const page = pageLayout(doc, d.locale);

  if (d.letterhead) page.letterhead(letterheadForPdf(d.letterhead, logo, d.locale));
  page.title(d.title, d.copyLabel);
  if (d.mark) page.banner(d.mark);
  for (const f of d.header) page.field(f.label, f.value, f.dir);

  page.heading(d.passengers.heading);
  page.row(d.passengers.columns, PASSENGER_COLUMNS, { font: 'bold' });
  for (const row of d.passengers.rows) page.row(row, PASSENGER_COLUMNS);

  page.heading(d.itinerary.heading);
  for (const segment of d.itinerary.segments) {
    page.subheading(segment.title);
    for (const f of segment.fields) page.field(f.label, f.value, f.dir);
  }

  page.heading(d.fare.heading);
  for (const f of d.fare.fields) page.field(f.label, f.value, f.dir);

  if (d.price) {
    page.heading(d.price.heading);
    for (const line of d.price.lines) page.row([line.label, line.each, line.amount], PRICE_COLUMNS, { amount: true });
    page.row([d.price.total.label, '', d.price.total.amount], PRICE_COLUMNS, { font: 'bold', shaded: true, amount: true });
    page.paragraph(d.price.note, { small: true });
  }

  page.space(14);
  page.paragraph(d.notice, { small: true });

  numberPages(doc, (n, pages) => documentLabel(d.locale, 'page_of', { page: n, pages }), d.locale === 'ar' ? 'rtl' : 'ltr');
  doc.end();
  return done;
}

/** The PDF's file name: ASCII, which every mail client and browser shows as it is. */
export const documentFileName = (d: Pick<TDocumentText, 'document' | 'invoiceNumber' | 'reference'>) =>
  d.document === 'invoice' ? `invoice-${d.invoiceNumber}.pdf` : `eticket-${d.reference}.pdf`;
