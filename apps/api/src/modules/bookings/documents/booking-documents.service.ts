import type { TBookingDocument, TBookingDocumentCopy, TBookingDocumentsSent, TLocale, TSendBookingDocuments } from '@safar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { queueMails } from '@/core/mail/outbox';
import type { AuthUser } from '@/core/types';
import { letterheadLogo } from '@/modules/agent-profile/agency-letterhead';
import type { TBookingRow } from '../booking-transition';
import { documentFacts, documentFactsOf, type TDocumentFacts } from './document-facts';
import { documentsMail } from './document-mail';
import { documentFileName, renderDocumentPdf } from './document-pdf';
import { documentText, type TDocumentText } from './document-text';

export interface TDocumentChoice {
  copy: TBookingDocumentCopy;
  /** Absent: an invoice shows its price, an e-ticket does not. */
  show_price?: boolean | undefined;
  agency_name?: string | undefined;
  locale?: TLocale | undefined;
}

/** One document of the booking in words, with the choices' defaults filled in. */
function textOf(req: FastifyRequest, facts: TDocumentFacts, document: TBookingDocument, choice: TDocumentChoice): TDocumentText {
  return documentText(facts, {
    document,
    copy: choice.copy,
    showPrice: choice.show_price ?? document === 'invoice',
    agencyName: choice.agency_name ?? null,
    // The reader's language unless another is asked for (an agent mailing an Arabic-speaking customer).
    locale: choice.locale ?? req.locale,
    timeZone: req.server.config.agencyTimezone,
  });
}

/** A document answered inline, never cached or sniffed (it names travellers and prices). */
export function replyWithPdf(reply: FastifyReply, document: { pdf: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${document.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
}

/** GET /create-invoice: one document of a booking the user reaches, as PDF bytes and a file name. */
export async function bookingDocumentPdf(
  req: FastifyRequest,
  user: AuthUser,
  bookingId: string,
  document: TBookingDocument,
  choice: TDocumentChoice,
): Promise<{ pdf: Buffer; fileName: string }> {
  return pdfOf(req, await documentFacts(req.server.db, user, bookingId), document, choice);
}

/** A storefront booking's document, for its customer: their copy (an invoice shows the price they paid). */
export async function customerDocumentPdf(
  req: FastifyRequest,
  booking: TBookingRow,
  document: TBookingDocument,
): Promise<{ pdf: Buffer; fileName: string }> {
  return pdfOf(req, await documentFactsOf(req.server.db, booking), document, { copy: 'customer' });
}

async function pdfOf(req: FastifyRequest, facts: TDocumentFacts, document: TBookingDocument, choice: TDocumentChoice) {
  const text = textOf(req, facts, document, choice);
  return { pdf: await renderDocumentPdf(text, await letterheadLogo(req, text.letterhead)), fileName: documentFileName(text) };
}

/**
 * POST /send-email: mails the documents as PDF attachments through the outbox. The PDFs are made
 * before the transaction (CPU, not the database); the mail, its attachments and the activity
 * entry then commit together, and the mail job sends it after the answer.
 */
export async function sendBookingDocuments(
  req: FastifyRequest,
  user: AuthUser,
  input: TSendBookingDocuments,
): Promise<TBookingDocumentsSent> {
  const facts = await documentFacts(req.server.db, user, input.booking_id);
  const documents: TBookingDocument[] = input.document === 'both' ? ['invoice', 'eticket'] : [input.document];
  const texts = documents.map((document) => textOf(req, facts, document, input));
  // Both documents of one mail carry the same letterhead: its logo is prepared once.
  const logo = await letterheadLogo(req, texts[0]!.letterhead);
  const attachments = await Promise.all(
    texts.map(async (text) => ({
      filename: documentFileName(text),
      contentType: 'application/pdf',
      content: await renderDocumentPdf(text, logo),
    })),
  );
  const first = texts[0]!;

  await req.server.db.transaction(async (tx) => {
    await queueMails(tx, req, [
      { to: input.to, kind: 'booking_documents', ...documentsMail(first, input.document, input.copy === 'customer'), attachments },
    ]);
    await recordActivity(tx, req, {
      action: 'booking.documents_sent',
      subjectType: 'booking',
      subjectId: facts.booking.id,
      after: {
        documents,
        to: input.to,
        copy: input.copy,
        priced: Object.fromEntries(texts.map((t) => [t.document, t.price !== null])),
        agency_name: input.agency_name ?? null,
        locale: first.locale,
        invoice_number: first.invoiceNumber,
      },
    });
  });
  return { invoice_number: first.invoiceNumber, files: attachments.map((a) => a.filename) };
}
