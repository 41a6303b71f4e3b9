import type { TBookingDocumentSend } from '@safar/contracts';
import { defang, type MailMessage } from '@/core/mail/mailer';
import { mailContacts } from '@/modules/agent-profile/agency-letterhead';
import { documentLabel, type TDocumentText } from './document-text';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mail that carries a booking's documents, in the documents' language: which documents, the
 * booking, the route, the first departure and the passengers. The texts live in the
 * booking_documents namespace (the `mail` one belongs to the mailer's own kinds), so this builds
 * the two parts itself, as renderMail does: every value is defanged (the agency's name and the
 * passengers' are typed by users), the HTML escaped, and the mail carries no link.
 */
export function documentsMail(d: TDocumentText, sending: TBookingDocumentSend, viaAgency: boolean): Omit<MailMessage, 'to'> {
  const t = (key: string, params: Record<string, unknown> = {}) =>
    documentLabel(d.locale, key, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, defang(String(v))])));
  const facts = { number: d.invoiceNumber, reference: d.reference, pnr: d.pnr };
  const subject = t(`mail_subject_${sending}`, facts);
  const body = t('mail_body', {
    ...facts,
    documents: documentLabel(d.locale, `mail_attached_${sending}`, { number: d.invoiceNumber }),
    route: d.routeCodes,
    departs: d.firstDeparture,
    passengers: new Intl.ListFormat(d.locale === 'ar' ? 'ar' : 'en-GB', { type: 'conjunction' }).format(d.passengerNames),
  });
  // The agency signs what goes to its customer (sent through Safar's address); Safar signs the agency's own copy.
  // With the agency's own contacts when it has saved them, so its customer answers the agency, not Safar.
  const contacts = viaAgency && d.letterhead ? mailContacts(d.letterhead).map(defang) : [];
  const signature = [viaAgency ? t('mail_signature_agency', { sender: d.issuer }) : t('mail_signature_safar'), ...contacts].join('\n');
  const text = `${t('mail_greeting')}\n\n${body}\n\n${signature}`;
  const dir = d.locale === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = [t('mail_greeting'), body, signature].map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>\n')}</p>`);
  const html = `<!doctype html><html lang="${d.locale}" dir="${dir}"><body style="font-family:sans-serif">${paragraphs.join('')}</body></html>`;
  return { subject, text, html };
}
