import {
  decideAccess,
  ZBookingDetails,
  ZCancelProductBooking,
  ZConvertEnquiry,
  ZCreateProductBooking,
  ZCustomerBookingDetails,
  ZVisaStepBody,
} from '@safar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerOf, requireUser } from '@/core/access-hooks';
import { recordActivity } from '@/core/activity';
import { forbidden } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { idempotencyKeyOf, idempotent } from '@/core/idempotency';
import { envelope, errors } from '@/core/responses';
import type { TBookingActor, TBookingDeps } from '@/modules/bookings/booking-deps';
import { agencyOfAgent, assertReaches } from '@/modules/bookings/bookings.policy';
import { bookingDetails } from '@/modules/bookings/services/read-bookings';
import { assertStorefrontBooker } from '@/modules/bookings/storefront/storefront.policy';
import { customerBookingDetails } from '@/modules/bookings/storefront/storefront-bookings';
import { mailProductBooking } from './product-mails';
import type { TProductSources } from './product-source';
import { createProductBooking } from './services/create-product-booking';
import { cancelProductBooking, expireProductBookings, lockProductBooking } from './services/end-product-booking';
import { convertEnquiry } from './services/convert-enquiry';
import { moveVisaStep } from './services/move-visa-step';

const tags = ['bookings'];
const oneBooking = envelope(z.strictObject({ booking: ZBookingDetails }));
export const EXPIRE_PRODUCT_BOOKINGS_JOB = 'product-bookings.expire';

/**
 * Booking the products the agency sells itself (visas, packages, insurance): approved agents
 * pay from the agency's wallet at once; customers and visitors on the storefront pay by card
 * within the payment window (GET /safepay-url, as for a flight). Staff cancel (refunding in full)
 * and move visa applications through their steps. The booking is then read, listed and
 * documented with the flights' booking routes.
 */
export function productBookingsRoutes(
  base: FastifyInstance,
  deps: TBookingDeps,
  sources: TProductSources,
  storefront: { visitorOf(req: FastifyRequest): string | null },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tz = app.config.agencyTimezone;
  app.jobs.define({
    name: EXPIRE_PRODUCT_BOOKINGS_JOB,
    cron: '* * * * *',
    retryLimit: 1,
    async handler() {
      await expireProductBookings(app.db, sources);
    },
  });

  app.post(
    '/product-bookings',
    {
      ...idempotent,
      // Approved agents for their agency; customers and visitors on the storefront; staff are refused here (storefront.policy.ts).
      config: { access: 'public', optionalUser: true, ownership: 'agencyOfAgent or storefront booker' },
      schema: {
        tags,
        summary: 'Book a visa, a package departure or an insurance plan: from the agency wallet, or on the storefront to pay by card',
        body: ZCreateProductBooking,
        response: {
          200: envelope(
            z.union([z.strictObject({ booking: ZBookingDetails }), z.strictObject({ customer_booking: ZCustomerBookingDetails })]),
          ),
          ...errors(403, 404, 409, 410),
        },
      },
    },
    async (req) => {
      const user = req.user;
      const agent = user?.role === 'agent';
      if (agent && decideAccess('agentApproved', user) !== 'allow') throw forbidden();
      if (!agent) assertStorefrontBooker(user);
      const actor: TBookingActor = agent
        ? {
            userId: user.id,
            agencyId: agencyOfAgent(user),
            channel: 'agent',
            onBehalfOfId: null,
            requestKey: idempotencyKeyOf(req),
            locale: req.locale,
          }
        : {
            userId: user?.id ?? null,
            agencyId: null,
            channel: 'customer',
            customerId: user?.id ?? null,
            visitorId: storefront.visitorOf(req),
            onBehalfOfId: null,
            requestKey: idempotencyKeyOf(req),
            locale: req.locale,
          };
      const booking = await createProductBooking(deps, sources, actor, req.body, { user, visitorId: storefront.visitorOf(req) });
      await app.db.transaction(async (tx) => {
        if (booking.status === 'awaiting_payment') await mailProductBooking(tx, req, booking, 'product_awaiting_payment');
        await recordActivity(tx, req, {
          action: 'booking.created',
          subjectType: 'booking',
          subjectId: booking.id,
          after: { reference: booking.reference, status: booking.status, product: booking.product, channel: booking.channel },
        });
      });
      if (agent) return ok(req, { booking: await bookingDetails(app.db, readerOf(req), booking.id, tz) }, 'messages.product_booking_paid');
      return ok(
        req,
        { customer_booking: await customerBookingDetails(app.config, app.db, booking, req.locale) },
        'messages.product_booking_made',
      );
    },
  );

  app.post(
    '/product-bookings/cancel',
    {
      ...idempotent,
      config: { access: 'bookingsDesk', ownership: 'staff act on any booking' },
      schema: {
        tags,
        summary: 'Cancel a product booking: its seats go back and what was paid is refunded in full',
        body: ZCancelProductBooking,
        response: { 200: oneBooking, ...errors(404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      await app.db.transaction(async (tx) => {
        const booking = assertReaches(user, await lockProductBooking(tx, req.body.booking_id));
        const cancelled = await cancelProductBooking(req, tx, sources, booking, user.id, req.body.reason);
        await recordActivity(tx, req, {
          action: 'booking.cancelled',
          subjectType: 'booking',
          subjectId: booking.id,
          before: { status: booking.status },
          after: { status: cancelled.status, reason: req.body.reason },
        });
      });
      return ok(
        req,
        { booking: await bookingDetails(app.db, readerOf(req), req.body.booking_id, tz) },
        'messages.product_booking_cancelled',
      );
    },
  );

  app.post(
    '/product-bookings/visa-step',
    {
      config: { access: 'bookingsDesk', ownership: 'staff act on any booking' },
      schema: {
        tags,
        summary: 'Move a paid visa application to its next step (mailed to the buyer)',
        body: ZVisaStepBody,
        response: { 200: oneBooking, ...errors(404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      await app.db.transaction(async (tx) => {
        const booking = assertReaches(user, await lockProductBooking(tx, req.body.booking_id));
        await moveVisaStep(req, tx, booking, user.id, req.body.step, req.body.note);
        await recordActivity(tx, req, {
          action: 'booking.visa_step',
          subjectType: 'booking',
          subjectId: booking.id,
          after: { step: req.body.step, ...(req.body.note ? { note: req.body.note } : {}) },
        });
      });
      return ok(req, { booking: await bookingDetails(app.db, readerOf(req), req.body.booking_id, tz) }, 'messages.visa_step_saved');
    },
  );

  app.post(
    '/enquiries/convert',
    {
      ...idempotent,
      config: { access: 'enquiriesDesk', ownership: 'staff act on any enquiry' },
      schema: {
        tags,
        summary: 'Turn an enquiry into the booking agreed with the enquirer',
        description:
          "An agent's enquiry becomes its agency's booking, paid from the wallet; anyone else's waits a day for the card, its link mailed to the enquirer. A closed or converted enquiry is 409.",
        body: ZConvertEnquiry,
        response: { 200: oneBooking, ...errors(404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const { booking, reference } = await convertEnquiry(deps, sources, req, user, req.body);
      await app.db.transaction(async (tx) => {
        if (booking.status === 'awaiting_payment') await mailProductBooking(tx, req, booking, 'product_awaiting_payment');
        await recordActivity(tx, req, {
          action: 'booking.created',
          subjectType: 'booking',
          subjectId: booking.id,
          after: {
            reference: booking.reference,
            status: booking.status,
            product: booking.product,
            channel: booking.channel,
            enquiry: reference,
          },
        });
      });
      return ok(req, { booking: await bookingDetails(app.db, readerOf(req), booking.id, tz) }, 'messages.enquiry_converted_to_booking');
    },
  );
}
