import {
  ZAdminBooking,
  ZBookingActionBody,
  ZBookingDetails,
  ZBookingIdBody,
  ZBookingListQuery,
  ZBookingRow,
  ZCancelBooking,
  ZCreateBooking,
  ZCustomerBookingDetails,
  ZPnrDetails,
  decideAccess,
  ZPnrQuery,
  zIdQuery,
} from '@safar/contracts';
import { bookings } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerOf, requireUser } from '@/core/access-hooks';
import { activityRow, recordActivity } from '@/core/activity';
import { failpoint } from '@/core/failpoints';
import { ok } from '@/core/envelope';
import { idempotencyKeyOf, idempotent } from '@/core/idempotency';
import { envelope, errors, listEnvelope } from '@/core/responses';
import type { TBookingDeps } from './booking-deps';
import { agencyOfAgent, assertAction, assertReaches } from './bookings.policy';
import { forbidden } from '@/core/app-error';
import { assertStorefrontBooker } from './storefront/storefront.policy';
import { customerBookingDetails } from './storefront/storefront-bookings';
import { mailStorefrontBooking } from './storefront/storefront-mails';
import { agentBookedFor } from './services/booked-for';
import { bookingJobs } from './services/booking-jobs';
import { cancelBooking } from './services/cancel-booking';
import { confirmBooking } from './services/confirm-booking';
import { createBooking } from './services/create-booking';
import { pnrDetails } from './services/pnr-details';
import { bookingDetails, listBookings } from './services/read-bookings';
import { declineVoid, requestVoid, voidBooking } from './services/void-booking';
import type { TBookingAction } from '@safar/contracts';

const tags = ['bookings'];
const oneBooking = envelope(z.strictObject({ booking: ZBookingDetails }));
/** POST /bookings answers an agent with the booking, a storefront booker with the customer's view of it. */
const bookedAnswer = envelope(
  z.union([z.strictObject({ booking: ZBookingDetails }), z.strictObject({ customer_booking: ZCustomerBookingDetails })]),
);
const ZCancelAnswer = envelope(
  z.strictObject({
    booking: ZBookingDetails,
    /** A ticketed booking's refund, in the agency currency: shown before it is agreed to. */
    quote: z
      .strictObject({
        supplier_refund_minor: z.number().int(),
        fee_minor: z.number().int(),
        refund_minor: z.number().int(),
        currency: z.string(),
        expires_at: z.string(),
      })
      .nullable(),
  }),
);

/**
 * Flight bookings: agents book for their agency against its wallet, staff for a named agency;
 * both confirm (pay and ticket), cancel and void through the same services. Thin handlers:
 * validate, authorize, act, present.
 */
export function bookingsRoutes(base: FastifyInstance, deps: TBookingDeps, storefront: { visitorOf(req: FastifyRequest): string | null }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tz = app.config.agencyTimezone;
  for (const job of bookingJobs(deps)) app.jobs.define(job);

  const details = (req: FastifyRequest, id: string) => bookingDetails(app.db, readerOf(req), id, tz);
  const logged = async (req: FastifyRequest, action: string, bookingId: string, after: Record<string, unknown>) =>
    recordActivity(app.db, req, { action, subjectType: 'booking', subjectId: bookingId, after });

  /** The booking the user reaches, after the role check for the action. */
  const reachable = async (req: FastifyRequest, bookingId: string, action: TBookingAction) => {
    const user = requireUser(req);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const booking = assertReaches(user, row);
    assertAction(user, booking, action);
    return { user, booking };
  };

  app.post(
    '/bookings',
    {
      ...idempotent,
      // Approved agents book for their agency; customers and visitors on the storefront (paid by
      // card after the hold); anyone else is refused in the handler (storefront.policy.ts).
      config: { access: 'public', optionalUser: true, ownership: 'agencyOfAgent or storefront booker' },
      schema: {
        tags,
        summary: "Book a stored offer: for the agent's agency, or on the storefront for a customer or a visitor",
        body: ZCreateBooking,
        response: { 200: bookedAnswer, ...errors(403, 404, 409, 410) },
      },
    },
    async (req) => {
      const user = req.user;
      if (!user || user.role !== 'agent') return storefrontBook(req, req.body);
      if (decideAccess('agentApproved', user) !== 'allow') throw forbidden();
      const { booking, messageKey } = await createBooking(
        deps,
        {
          userId: user.id,
          agencyId: agencyOfAgent(user),
          channel: 'agent',
          onBehalfOfId: null,
          requestKey: idempotencyKeyOf(req),
          locale: req.locale,
        },
        req.body,
      );
      await logged(req, 'booking.created', booking.id, { reference: booking.reference, status: booking.status });
      return ok(req, { booking: await details(req, booking.id) }, messageKey);
    },
  );

  /** A storefront booking: held, answered in the customer's view with the link that opens it. */
  const storefrontBook = async (req: FastifyRequest, body: z.output<typeof ZCreateBooking>) => {
    const user = req.user;
    assertStorefrontBooker(user);
    const { booking, messageKey } = await createBooking(
      deps,
      {
        userId: user?.id ?? null,
        agencyId: null,
        channel: 'customer',
        customerId: user?.id ?? null,
        visitorId: storefront.visitorOf(req),
        onBehalfOfId: null,
        requestKey: idempotencyKeyOf(req),
        locale: req.locale,
      },
      body,
    );
    await app.db.transaction(async (tx) => {
      // The link in this mail is a visitor's only way back to the booking.
      if (booking.status === 'held') await mailStorefrontBooking(tx, req, booking, 'storefront_held');
      await recordActivity(tx, req, {
        action: 'booking.created',
        subjectType: 'booking',
        subjectId: booking.id,
        after: { reference: booking.reference, status: booking.status, channel: 'customer' },
      });
    });
    return ok(req, { customer_booking: await customerBookingDetails(app.config, app.db, booking, req.locale) }, messageKey);
  };

  app.post(
    '/admin-booking',
    {
      ...idempotent,
      config: { access: 'bookingsDesk', ownership: 'staff book for any agency' },
      schema: {
        tags,
        summary: 'Book a stored offer for a named agency at its prices, optionally for one of its agents',
        body: ZAdminBooking,
        response: { 200: oneBooking, ...errors(403, 404, 409, 410) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const { agency_id: agencyId, on_behalf_of: named, ...input } = req.body;
      const onBehalfOfId = await agentBookedFor(app.db, agencyId, named);
      const { booking, messageKey } = await createBooking(
        deps,
        { userId: user.id, agencyId, channel: 'staff', onBehalfOfId, requestKey: idempotencyKeyOf(req), locale: req.locale },
        input,
      );
      await recordActivity(app.db, req, {
        action: 'booking.created',
        subjectType: 'booking',
        subjectId: booking.id,
        onBehalfOfId,
        after: { reference: booking.reference, status: booking.status, agency_id: agencyId },
      });
      return ok(req, { booking: await details(req, booking.id) }, messageKey);
    },
  );

  app.post(
    '/confirm-pnr',
    {
      ...idempotent,
      config: { access: 'bookingsWork', ownership: 'assertReaches' },
      schema: {
        tags,
        summary: 'Pay a held booking from the wallet and issue its tickets',
        body: ZBookingIdBody,
        response: { 200: oneBooking, ...errors(404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      // The policy is checked on the booking as the payment locks it (one read fewer than `reachable`).
      const done = await confirmBooking(deps, user.id, req.body.booking_id, {
        authorize: (booking) => assertAction(user, assertReaches(user, booking), 'confirm'),
        activity: (after) =>
          activityRow(req, { action: 'booking.confirmed', subjectType: 'booking', subjectId: after.id, after: { status: after.status } }),
      });
      failpoint('confirm.before_answer');
      return ok(req, { booking: await details(req, done.booking.id) }, done.messageKey);
    },
  );

  app.post(
    '/approve-booking',
    {
      ...idempotent,
      config: { access: 'bookingsDesk', ownership: 'staff approve any agency booking' },
      schema: {
        tags,
        summary: 'Approve a booking in the ticketing queue: pay if unpaid, and issue',
        body: ZBookingActionBody,
        response: { 200: oneBooking, ...errors(404, 409) },
      },
    },
    async (req) => {
      const { user, booking } = await reachable(req, req.body.booking_id, 'approve');
      const done = await confirmBooking(deps, user.id, booking.id, { approving: true, note: req.body.note });
      await logged(req, 'booking.approved', booking.id, { status: done.booking.status, note: req.body.note ?? null });
      return ok(
        req,
        { booking: await details(req, booking.id) },
        done.booking.status === 'ticketed' ? 'messages.booking_approved' : done.messageKey,
      );
    },
  );

  app.post(
    '/cancel-pnr',
    {
      ...idempotent,
      config: { access: 'bookingsWork', ownership: 'assertReaches' },
      schema: {
        tags,
        summary: 'Cancel a booking (a ticketed one at the refund shown first)',
        body: ZCancelBooking,
        response: { 200: ZCancelAnswer, ...errors(404, 409) },
      },
    },
    async (req) => {
      const { user, booking } = await reachable(req, req.body.booking_id, 'cancel');
      const { booking: after, quote } = await cancelBooking(deps, user.id, booking.id, req.body.accept_refund_minor);
      const changed = after.status !== booking.status;
      if (changed) await logged(req, 'booking.cancelled', booking.id, { status: after.status, refund: quote });
      return ok(req, { booking: await details(req, booking.id), quote }, changed ? 'messages.booking_canceled' : 'messages.ok');
    },
  );

  app.post(
    '/void-request',
    {
      ...idempotent,
      config: { access: 'agentApproved', ownership: 'assertReaches' },
      schema: {
        tags,
        summary: 'Ask staff to void a ticketed booking',
        body: ZBookingActionBody,
        response: { 200: oneBooking, ...errors(404, 409) },
      },
    },
    async (req) => {
      const { user, booking } = await reachable(req, req.body.booking_id, 'request_void');
      await requestVoid(deps, user.id, booking.id, req.body.note);
      await logged(req, 'booking.void_requested', booking.id, { note: req.body.note ?? null });
      return ok(req, { booking: await details(req, booking.id) }, 'messages.booking_void_requested');
    },
  );

  app.post(
    '/void-booking',
    {
      ...idempotent,
      config: { access: 'admin', ownership: 'admin voids any booking' },
      schema: {
        tags,
        summary: 'Void a ticketed booking with the supplier and refund the wallet less the void fee',
        body: ZBookingActionBody,
        response: { 200: oneBooking, ...errors(404, 409) },
      },
    },
    async (req) => {
      const { user, booking } = await reachable(req, req.body.booking_id, 'void');
      await voidBooking(deps, user.id, booking.id, req.body.note);
      await logged(req, 'booking.voided', booking.id, { note: req.body.note ?? null });
      return ok(req, { booking: await details(req, booking.id) }, 'messages.booking_voided');
    },
  );

  app.post(
    '/decline-void',
    {
      ...idempotent,
      config: { access: 'admin', ownership: 'admin decides any void request' },
      schema: {
        tags,
        summary: 'Decline a void request: the booking stays ticketed',
        body: ZBookingActionBody,
        response: { 200: oneBooking, ...errors(404, 409) },
      },
    },
    async (req) => {
      const { user, booking } = await reachable(req, req.body.booking_id, 'decline_void');
      await declineVoid(deps, user.id, booking.id, req.body.note);
      await logged(req, 'booking.void_declined', booking.id, { note: req.body.note ?? null });
      return ok(req, { booking: await details(req, booking.id) }, 'messages.booking_void_declined');
    },
  );

  const listSchema = (summary: string) => ({
    tags,
    summary,
    querystring: ZBookingListQuery,
    response: { 200: listEnvelope(ZBookingRow), ...errors(403) },
  });
  app.get(
    '/get-bookings',
    { config: { access: 'bookingsRead', ownership: 'bookingsScope' }, schema: listSchema('Bookings the reader reaches') },
    async (req) => ok(req, await listBookings(app.db, readerOf(req), req.query, tz)),
  );
  app.get(
    '/get-admin-bookings',
    { config: { access: 'bookingsDesk', ownership: 'staff read every booking' }, schema: listSchema('Every booking, for the desk') },
    async (req) => ok(req, await listBookings(app.db, readerOf(req), req.query, tz)),
  );

  app.get(
    '/get-pnr-details',
    {
      config: { access: 'bookingsRead', ownership: 'bookingsScope' },
      schema: {
        tags,
        summary: 'A record locator: our bookings under it and the supplier record',
        querystring: ZPnrQuery,
        response: { 200: envelope(ZPnrDetails), ...errors(404) },
      },
    },
    async (req) => ok(req, await pnrDetails(deps, requireUser(req), req.query.pnr, tz)),
  );

  const detailSchema = (summary: string) => ({ tags, summary, querystring: zIdQuery, response: { 200: oneBooking, ...errors(404) } });
  app.get(
    '/get-flight-booking-details',
    {
      config: { access: 'bookingsRead', ownership: 'assertReaches' },
      schema: detailSchema('One booking with its passengers and timeline'),
    },
    async (req) => ok(req, { booking: await details(req, req.query.id) }),
  );
  app.get(
    '/get-admin-booking',
    { config: { access: 'bookingsDesk', ownership: 'staff read every booking' }, schema: detailSchema('One booking, for the desk') },
    async (req) => ok(req, { booking: await details(req, req.query.id) }),
  );
}
