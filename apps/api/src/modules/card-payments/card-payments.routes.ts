import { ZPaymentRequestSent, ZSafepayUrl, ZSafepayUrlQuery, ZSendPaymentRequest } from '@safar/contracts';
import { bookings, cardPayments } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { AppError, forbidden } from '@/core/app-error';
import { perUserLimit } from '@/core/rate-limit';
import { DOCUMENT_MAILS_PER_HOUR } from '@/modules/bookings/booking-documents.routes';
import { assertReaches } from '@/modules/bookings/bookings.policy';
import { confirmBooking } from '@/modules/bookings/services/confirm-booking';
import { recordActivity } from '@/core/activity';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import type { TBookingDeps } from '@/modules/bookings/booking-deps';
import { bookingLinkToken } from '@/modules/bookings/storefront/booking-link-token';
import { mailStorefrontBooking } from '@/modules/bookings/storefront/storefront-mails';
import { storefrontBooking } from '@/modules/bookings/storefront/storefront.policy';
import { issuePaidBooking } from '@/modules/bookings/services/confirm-booking';
import { GatewayError } from './card-gateway';
import type { TCardGateways } from './card-gateways';
import { CARD_REFUNDS_JOB, sendDueRefunds } from './card-refunds';
import { startCardPayment } from './services/start-card-payment';
import { CARD_CONFIRM_JOB, CARD_ISSUE_JOB, settleCardPayment } from './services/settle-card-payment';
import { sendPaymentRequest } from './services/send-payment-request';

const tags = ['card payments'];

/** What a settled payment queued runs as soon as the answer is sent, not at the next poll. */
function wakeAfter(req: FastifyRequest, outcome: string | null) {
  if (outcome === 'paid') for (const job of [CARD_ISSUE_JOB, CARD_CONFIRM_JOB]) req.wakeJobs.add(job);
  if (outcome === 'refund_owed') req.wakeJobs.add(CARD_REFUNDS_JOB);
}

/** A payment as the payer is told of it on their way back: paid, refund_owed, failed, cancelled (left the page) or pending. */
function standing(payment: typeof cardPayments.$inferSelect, cancelled: boolean): string {
  if (payment.status === 'paid') return payment.transactionId ? 'paid' : 'refund_owed';
  if (payment.status === 'failed') return 'failed';
  return cancelled ? 'cancelled' : 'pending';
}

/**
 * Card payments of storefront bookings: open one (GET /safepay-url), the payer's return from the
 * gateway's page, and the gateway's webhooks. The return and the webhook only prompt a read of
 * the payment from the gateway (settle-card-payment.ts); neither is believed by itself.
 */
export function cardPaymentsRoutes(base: FastifyInstance, deps: TBookingDeps, gateways: TCardGateways) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.jobs.define({
    name: CARD_ISSUE_JOB,
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    async handler(job) {
      const after = await issuePaidBooking(deps, (job.data as { bookingId: string }).bookingId, async (tx, booking) => {
        if (booking.status === 'ticketed') await mailStorefrontBooking(tx, { server: app }, booking, 'storefront_ticketed');
      });
      // A refused issue gave the card's money back in the ledger: send it to the card now, not at the next sweep.
      if (after?.refundTransactionId) await app.jobs.sendIn(app.db, CARD_REFUNDS_JOB, {}, { singletonKey: 'card-refunds' });
    },
  });
  app.jobs.define({
    name: CARD_REFUNDS_JOB,
    retryLimit: 3,
    retryDelay: 60,
    // Woken whenever a refund is owed; the schedule sends what a stopped process left owed.
    cron: '*/5 * * * *',
    async handler() {
      await sendDueRefunds(app.db, gateways, app.log);
    },
  });

  app.jobs.define({
    name: CARD_CONFIRM_JOB,
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    async handler(job) {
      const { bookingId } = job.data as { bookingId: string };
      try {
        await confirmBooking(deps, null, bookingId);
      } catch (err) {
        // The booking moved on meanwhile (the agent paid it from the wallet, it lapsed): the card's
        // money stays in the agency's wallet, as the booking's timeline says.
        if (err instanceof AppError && err.status === 409) return void app.log.info({ bookingId, err }, 'card-paid booking not confirmed');
        throw err;
      }
    },
  });

  app.post(
    '/send-payment-request',
    {
      config: { access: 'bookingsRead', ownership: 'assertReaches', idempotency: 'optional' },
      // Mails to any address: counted per sender, like the documents' mails.
      preHandler: perUserLimit(app, 'payment-request-mail', DOCUMENT_MAILS_PER_HOUR, 60 * 60_000),
      schema: {
        tags,
        summary: "Mail a held booking's customer the link to pay it by card before its deadline",
        body: ZSendPaymentRequest,
        response: { 200: envelope(ZPaymentRequestSent), ...errors(403, 404, 409, 429) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const [row] = await app.db.select().from(bookings).where(eq(bookings.id, req.body.booking_id));
      const booking = assertReaches(user, row);
      // Finance read bookings; asking a customer for money is the desk's and the agent's.
      if (user.role === 'accounts') throw forbidden();
      return ok(req, await sendPaymentRequest(req, user, booking, req.body), 'messages.payment_request_sent');
    },
  );

  app.get(
    '/safepay-url',
    {
      config: { access: 'public', optionalUser: true, ownership: 'storefront booking owner or link' },
      schema: {
        tags,
        summary: "Opens a card payment for a held storefront booking; answers the gateway's hosted page",
        querystring: ZSafepayUrlQuery,
        response: { 200: envelope(ZSafepayUrl), ...errors(404, 409, 503) },
      },
    },
    async (req) => {
      const booking = await storefrontBooking(app, req.user, req.query.booking_id, req.query.token);
      const { url, paymentId } = await startCardPayment(deps, gateways, booking, req.user?.id ?? null);
      await recordActivity(app.db, req, {
        action: 'card_payment.started',
        subjectType: 'booking',
        subjectId: booking.id,
        after: { payment_id: paymentId, amount_minor: booking.grossMinor, currency: booking.currency },
      });
      return ok(req, { url, payment_id: paymentId });
    },
  );

  app.get(
    '/card-payments/:id/return',
    {
      config: { access: 'public', ownership: 'the payment id in the address the gateway was given' },
      schema: {
        // A browser's navigation (a redirect), not a call a client makes: kept out of the API's document.
        hide: true,
        tags,
        summary: "The payer's way back from the gateway: reads the payment, then opens the booking",
        params: z.strictObject({ id: z.uuid() }),
        // The gateway may add its own parameters to the address; none of them is trusted or needed.
        querystring: z.looseObject({ cancelled: z.string().max(5).optional() }),
        response: { 303: z.null().describe('To the booking on the storefront'), ...errors(404) },
      },
    },
    async (req, reply) => {
      const [payment] = await app.db.select().from(cardPayments).where(eq(cardPayments.id, req.params.id));
      if (!payment) throw new AppError('not_found');
      let outcome: string | null;
      try {
        outcome = await settleCardPayment(deps, gateways, payment, null);
      } catch (err) {
        // The gateway could not be read now: the webhook or the payer's next visit settles it.
        if (!(err instanceof GatewayError)) throw err;
        req.log.warn({ err, cardPayment: payment.id }, 'card payment not read on return');
        outcome = null;
      }
      wakeAfter(req, outcome);
      const [booking] = await app.db
        .select({ id: bookings.id, lastFlightOn: bookings.lastFlightOn })
        .from(bookings)
        .where(eq(bookings.id, payment.bookingId));
      // What the payer is told is where the payment stands now, whichever of the return and the webhook applied it.
      const [now] = await app.db.select().from(cardPayments).where(eq(cardPayments.id, payment.id));
      const to = new URLSearchParams({
        booking_id: payment.bookingId,
        token: bookingLinkToken(app.config, booking!),
        payment: outcome === 'mismatch' ? outcome : standing(now!, req.query.cancelled !== undefined),
      });
      return reply.redirect(`/bookings-details?${to.toString()}`, 303);
    },
  );

  app.post(
    '/webhooks/card/:gateway',
    {
      config: { access: 'public', ownership: 'signed by the gateway', rawBody: true },
      schema: {
        tags: ['webhooks'],
        summary: "A card gateway's payment events (Safepay's scheme: X-SFPY-SIGNATURE over the timestamp and raw body)",
        params: z.strictObject({ gateway: z.string().max(20) }),
        body: z.looseObject({}),
        response: {
          200: envelope(z.strictObject({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() })),
          ...errors(401, 404),
        },
      },
    },
    async (req) => {
      const gateway = await gateways.byCode(req.params.gateway);
      if (!gateway) throw new AppError('not_found');
      let event;
      try {
        event = gateway.verifyWebhook(Buffer.from(req.rawBody ?? '', 'utf8'), req.headers);
      } catch (err) {
        req.log.warn({ reason: err instanceof GatewayError ? err.details.reason : 'unreadable' }, 'card webhook refused');
        throw new AppError('unauthenticated', { key: 'messages.webhook_signature' });
      }
      const [payment] = await app.db
        .select()
        .from(cardPayments)
        .where(and(eq(cardPayments.gateway, gateway.code), eq(cardPayments.tracker, event.tracker)));
      // Not ours (another shop on the same account, a test from the dashboard): acknowledged, nothing done.
      if (!payment) return ok(req, { received: true as const, duplicate: false, outcome: 'unknown_payment' });
      const outcome = await settleCardPayment(deps, gateways, payment, event);
      wakeAfter(req, outcome);
      return ok(req, { received: true as const, duplicate: outcome === 'duplicate', outcome });
    },
  );
}
