import {
  ZBookingListQuery,
  ZCancelOfflineBooking,
  ZImportedBooking,
  ZImportPnr,
  ZImportPnrPreview,
  ZImportPnrQuery,
  ZOfflineBookingDetails,
  ZOfflineBookingRow,
  ZSaveOfflineBooking,
  ZSendOfflineBookingEmail,
  ZUpdateOfflineBooking,
  zIdQuery,
} from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { idempotencyKeyOf, idempotent } from '@/core/idempotency';
import { envelope, errors, listEnvelope } from '@/core/responses';
import type { TBookingDeps } from '../booking-deps';
import { cancelOfflineBooking } from './cancel-offline-booking';
import { importPnr, previewPnr } from './import-pnr';
import { createOfflineBooking, deleteOfflineBooking, updateOfflineBooking } from './offline-bookings.service';
import { listOfflineBookings, offlineBookingDetails, sendOfflineBookingEmail } from './offline-read';

const tags = ['offline bookings'];
const oneOffline = envelope(ZOfflineBookingDetails);

/**
 * Bookings made outside Safar: staff record an offline sale (charged once to the agency's
 * wallet), edit it (the difference posted), delete one no money moved for, mail it; and bring in
 * a PNR made at another terminal. Agents read their own agency's.
 */
export function offlineBookingsRoutes(base: FastifyInstance, deps: TBookingDeps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/offline-bookings',
    {
      ...idempotent,
      config: { access: 'bookingsDesk', ownership: 'staff record sales for any agency or a walk-in customer' },
      schema: {
        tags,
        summary: "Record a sale made outside Safar: charged to the agency's wallet, or a walk-in customer's",
        body: ZSaveOfflineBooking,
        response: { 200: oneOffline, ...errors(404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const booking = await createOfflineBooking(req, user, req.body, idempotencyKeyOf(req));
      return ok(req, await offlineBookingDetails(req, user, booking.id), 'messages.offline_booking_saved');
    },
  );

  app.post(
    '/update-offline-booking',
    {
      ...idempotent,
      config: { access: 'bookingsDesk', ownership: 'staff edit any offline booking' },
      schema: {
        tags,
        summary: 'Edit an offline booking; changed amounts post the difference',
        body: ZUpdateOfflineBooking,
        response: { 200: oneOffline, ...errors(404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const booking = await updateOfflineBooking(req, user, req.body);
      return ok(req, await offlineBookingDetails(req, user, booking.id), 'messages.booking_updated');
    },
  );

  app.post(
    '/cancel-offline-booking',
    {
      ...idempotent,
      // Money going back to a wallet is admin's, as for any booking.
      config: { access: 'admin', ownership: 'admin cancels any offline booking' },
      schema: {
        tags,
        summary: "Cancel an offline sale: the wallet gets the supplier's refund back, less the cancellation fee",
        body: ZCancelOfflineBooking,
        response: { 200: oneOffline, ...errors(404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const booking = await cancelOfflineBooking(req, user, req.body);
      return ok(req, await offlineBookingDetails(req, user, booking.id), 'messages.booking_canceled');
    },
  );

  app.delete(
    '/delete-offline-booking',
    {
      config: { access: 'bookingsDesk', ownership: 'staff delete any offline booking no money moved for' },
      schema: {
        tags,
        summary: 'Delete an offline booking no money ever moved for',
        querystring: zIdQuery,
        response: { 200: envelope(z.strictObject({ id: z.string() })), ...errors(404, 409) },
      },
    },
    async (req) => {
      await deleteOfflineBooking(req, req.query.id);
      return ok(req, { id: req.query.id }, 'messages.offline_booking_deleted');
    },
  );

  app.get(
    '/get-offline-bookings',
    {
      config: { access: 'bookingsRead', ownership: 'bookingsScope' },
      schema: {
        tags,
        summary: 'Bookings made outside Safar that the reader reaches',
        querystring: ZBookingListQuery,
        response: { 200: listEnvelope(ZOfflineBookingRow), ...errors(403) },
      },
    },
    async (req) => ok(req, await listOfflineBookings(req, requireUser(req), req.query)),
  );

  app.get(
    '/get-offline-booking-details',
    {
      config: { access: 'bookingsRead', ownership: 'assertReaches' },
      schema: { tags, summary: 'One booking made outside Safar', querystring: zIdQuery, response: { 200: oneOffline, ...errors(404) } },
    },
    async (req) => ok(req, await offlineBookingDetails(req, requireUser(req), req.query.id)),
  );

  app.post(
    '/send-offline-booking-email',
    {
      config: { access: 'bookingsDesk', ownership: 'staff mail any offline booking', idempotency: 'optional' },
      schema: {
        tags,
        summary: "Mail an offline booking's summary in its language",
        body: ZSendOfflineBookingEmail,
        response: { 200: envelope(z.strictObject({ to: z.string() })), ...errors(404) },
      },
    },
    async (req) => ok(req, await sendOfflineBookingEmail(req, requireUser(req), req.body.id, req.body.to), 'booking_documents.email_sent'),
  );

  app.get(
    '/import-pnr',
    {
      config: { access: 'bookingsDesk', ownership: 'staff read any supplier record' },
      schema: {
        tags,
        summary: "A supplier's record of a PNR made outside Safar, before it is attached",
        querystring: ZImportPnrQuery,
        response: { 200: envelope(z.strictObject({ record: ZImportPnrPreview })), ...errors(404, 409) },
      },
    },
    async (req) => ok(req, { record: await previewPnr(deps, req.query.supplier, req.query.pnr) }),
  );

  app.post(
    '/import-pnr',
    {
      ...idempotent,
      config: { access: 'bookingsDesk', ownership: 'staff attach records to any agency' },
      schema: {
        tags,
        summary: "Attach a supplier's PNR to an agency as a booking, charged to its wallet or not",
        body: ZImportPnr,
        response: { 200: envelope(z.strictObject({ booking: ZImportedBooking })), ...errors(404, 409) },
      },
    },
    async (req) => {
      const booking = await importPnr(deps, req, requireUser(req), req.body, idempotencyKeyOf(req));
      return ok(req, { booking: { id: booking.id, reference: booking.reference } }, 'messages.pnr_imported');
    },
  );
}
