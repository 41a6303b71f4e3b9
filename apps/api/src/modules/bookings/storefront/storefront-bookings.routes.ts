import {
  ZCustomerBookingDetails,
  ZCustomerBookingList,
  ZCustomerBookingListQuery,
  ZCustomerBookingQuery,
  ZCustomerDocumentQuery,
} from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors, fileResponse } from '@/core/responses';
import { customerDocumentPdf, replyWithPdf } from '../documents/booking-documents.service';
import { storefrontBooking } from './storefront.policy';
import { customerBookingDetails, customerBookings } from './storefront-bookings';

const tags = ['bookings'];

/** The storefront's bookings: a customer's list, and one booking by its owner or by its link. */
export function storefrontBookingsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/get-customer-bookings',
    {
      config: { access: 'customer', ownership: 'own bookings' },
      schema: {
        tags,
        summary: "The signed-in customer's bookings, newest first",
        querystring: ZCustomerBookingListQuery,
        response: { 200: envelope(ZCustomerBookingList), ...errors(401, 403) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok(req, await customerBookings(app.db, user.id, req.query.page, req.query.per_page, req.locale));
    },
  );

  app.get(
    '/get-customer-flight-booking-details',
    {
      config: { access: 'public', optionalUser: true, ownership: 'storefront booking owner or link' },
      schema: {
        tags,
        summary: "One storefront booking, for its customer or whoever holds its link (the booking's token)",
        querystring: ZCustomerBookingQuery,
        response: { 200: envelope(z.strictObject({ booking: ZCustomerBookingDetails })), ...errors(404) },
      },
    },
    async (req) => {
      const booking = await storefrontBooking(app, req.user, req.query.booking_id, req.query.token);
      return ok(req, { booking: await customerBookingDetails(app.config, app.db, booking, req.locale) });
    },
  );

  app.get(
    '/customer-booking-document',
    {
      config: { access: 'public', optionalUser: true, ownership: 'storefront booking owner or link' },
      schema: {
        tags,
        summary: "A storefront booking's e-ticket or invoice as PDF, the customer's copy",
        querystring: ZCustomerDocumentQuery,
        response: { 200: fileResponse('The document as PDF', ['application/pdf']), ...errors(404, 409) },
      },
    },
    async (req, reply) => {
      const booking = await storefrontBooking(app, req.user, req.query.booking_id, req.query.token);
      return replyWithPdf(reply, await customerDocumentPdf(req, booking, req.query.document));
    },
  );
}
