import { renderMail, type MailMessage } from '@/core/mail/mailer';
import { quoteLabel, type TQuoteText } from './quote-text';

/**
 * The quote mail in the client's language: who sends it, the itinerary a line per flight, the
 * price, how long it holds and the sender's note. Every parameter is text the mailer escapes and
 * defangs (the agency's name and the note are typed by users); the mail carries no link.
 */
export function quoteMail(q: TQuoteText): Omit<MailMessage, 'to'> {
  const t = (key: string, params?: Record<string, unknown>) => quoteLabel(q.locale, key, params);
  const itinerary = q.slices.map((slice) => t('slice_line', { ...slice })).join('\n');
  const note = q.note ? `\n\n${t('note', { sender: q.sender })}\n${q.note}` : '';
  return renderMail(
    q.locale,
    'quote',
    q.client,
    {
      sender: q.sender,
      reference: q.reference,
      route: q.routeCodes,
      itinerary,
      total: q.total,
      passengers: q.passengers,
      valid_until: q.validUntil,
      note,
    },
    // An agency signs its own quote (sent through Safar's address); staff sign as the Safar team.
    q.viaAgency ? { signature: { key: 'mail.quote_signature', params: { sender: q.sender } } } : {},
  );
}

/** The PDF's file name: ASCII, which every mail client shows as it is. */
export const quoteFileName = (reference: string) => `quote-${reference}.pdf`;
