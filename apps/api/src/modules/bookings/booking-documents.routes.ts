import { ZBookingDocumentQuery, ZBookingDocumentsSent, ZSendBookingDocuments } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { perUserLimit } from '@/core/rate-limit';
import { envelope, errors, fileResponse } from '@/core/responses';
import type { TBookingDeps } from './booking-deps';
import { bookingDocumentPdf, replyWithPdf, sendBookingDocuments } from './documents/booking-documents.service';

const tags = ['bookings'];

/** Document mails per sender per hour: a busy agent's day of tickets, not a mailing list. */
export const DOCUMENT_MAILS_PER_HOUR = 60;

/**
 * A ticketed booking's invoice and e-ticket, as PDF: downloaded (GET /create-invoice) or mailed
 * (POST /send-email). Whoever reads the booking may have them (an agent its agency's, staff
 * any); a booking without tickets is a 409 naming its state.
 */
// Takes the bookings' deps like bookingsRoutes, so both register alike; documents call no supplier.
export function bookingDocumentsRoutes(base: FastifyInstance, _deps: TBookingDeps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/create-invoice',
    {
      config: { access: 'bookingsRead', ownership: 'assertReaches' },
      schema: {
        tags,
        summary: "A ticketed booking's invoice or e-ticket as PDF",
        querystring: ZBookingDocumentQuery,
        response: { 200: fileResponse('The document as PDF', ['application/pdf']), ...errors(404, 409) },
      },
    },
    async (req, reply) => {
      const { id, document, ...choice } = req.query;
      return replyWithPdf(reply, await bookingDocumentPdf(req, requireUser(req), id, document, choice));
    },
  );

  app.post(
    '/send-email',
    {
      config: { access: 'bookingsRead', ownership: 'assertReaches', idempotency: 'optional' },
      // Counted per sender whatever the outcome, so probing booking ids spends the same allowance.
      preHandler: perUserLimit(app, 'booking-documents-mail', DOCUMENT_MAILS_PER_HOUR, 60 * 60_000),
      schema: {
        tags,
        summary: "Mail a ticketed booking's invoice, e-ticket or both as PDF attachments",
        body: ZSendBookingDocuments,
        response: { 200: envelope(ZBookingDocumentsSent), ...errors(404, 409, 429) },
      },
    },
    async (req) => ok(req, await sendBookingDocuments(req, requireUser(req), req.body), 'booking_documents.email_sent'),
  );
}
