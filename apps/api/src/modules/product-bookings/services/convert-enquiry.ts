import type { TConvertEnquiry } from '@safar/contracts';
import { enquiries, users } from '@safar/db';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { conflict, fieldError, notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TBookingActor, TBookingDeps } from '@/modules/bookings/booking-deps';
import type { TBookingRow } from '@/modules/bookings/booking-transition';
import { idempotencyKeyOf } from '@/core/idempotency';
import { senderAgencyOf } from '@/modules/enquiries/enquiries.presenter';
import type { TProductSources } from '../product-source';
import { createProductBooking } from './create-product-booking';

/** How long an enquirer has to pay the booking staff made for it: a day, since it learns of it by mail. */
export const CONVERTED_PAYMENT_WINDOW_MINUTES = 24 * 60;

/**
 * Turns an enquiry into the booking agreed with the enquirer, priced from the catalogue like any
 * other. An agent's enquiry becomes its agency's booking, paid from the wallet at once (staff book
 * on the agent's behalf); anyone else's a storefront booking that waits a day for the card, whose
 * link is mailed to the enquirer. The enquiry is marked converted in the booking's transaction:
 * a closed or already converted enquiry refuses, and two staff converting at once make one booking.
 */
export async function convertEnquiry(
  deps: TBookingDeps,
  sources: TProductSources,
  req: FastifyRequest,
  staff: AuthUser,
  input: TConvertEnquiry,
): Promise<{ booking: TBookingRow; reference: string }> {
  const db = deps.app.db;
  const [found] = await db
    .select({ enquiry: enquiries, senderRole: users.role, senderAgency: users.agencyId })
    .from(enquiries)
    .leftJoin(users, eq(users.id, enquiries.senderId))
    .where(eq(enquiries.id, input.enquiry_id));
  if (!found) throw notFound();
  const { enquiry } = found;
  const phone = input.phone ?? enquiry.phone;
  if (!phone) throw fieldError('phone', 'validation.required');
  const agencyId = senderAgencyOf(found.senderRole, found.senderAgency);
  const agent = agencyId ? { id: enquiry.senderId!, agencyId } : null;
  const actor: TBookingActor = {
    userId: staff.id,
    agencyId: agent?.agencyId ?? null,
    channel: agent ? 'staff' : 'customer',
    customerId: found.senderRole === 'customer' ? enquiry.senderId : null,
    onBehalfOfId: agent?.id ?? null,
    requestKey: idempotencyKeyOf(req),
    locale: enquiry.locale,
  };
  const { enquiry_id: _enquiry, phone: _phone, ...sale } = input;
  const booking = await createProductBooking(
    deps,
    sources,
    actor,
    { ...sale, contact: { email: enquiry.email, phone }, markup_minor: 0 },
    { user: null, visitorId: null },
    {
      payWithinMinutes: CONVERTED_PAYMENT_WINDOW_MINUTES,
      async within(tx, made) {
        const [marked] = await tx
          .update(enquiries)
          .set({ status: 'converted', bookingId: made.id, assignedTo: sql`coalesce(${enquiries.assignedTo}, ${staff.id}::uuid)` })
          .where(and(eq(enquiries.id, enquiry.id), notInArray(enquiries.status, ['closed', 'converted'])))
          .returning({ reference: enquiries.reference });
        if (!marked) throw conflict(enquiry.status === 'closed' ? 'messages.enquiry_not_open' : 'messages.enquiry_converted');
        await recordActivity(tx, req, {
          action: 'enquiry.converted',
          subjectType: 'enquiry',
          subjectId: enquiry.id,
          before: { status: enquiry.status },
          after: { status: 'converted', booking_id: made.id, booking_reference: made.reference },
        });
      },
    },
  );
  return { booking, reference: enquiry.reference };
}
