import { bookings, bookingSettings, notifications, simSeatHolds, users } from '@safar/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { buildUser, dayFromNow, tokenFor } from '@/test/factories';
import { expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';
import { remindHold } from './services/booking-jobs';
import { expireHold } from './services/expire-hold';

let w: TBookingWorld;
let n = 0;
const someone = () => adult({ given_name: `ACT${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + Math.floor(n++ / 26))}` });

beforeAll(async () => {
  w = await buildBookingWorld();
  await w.fund(50_000_000_00);
  await w.t.database.db
    .insert(bookingSettings)
    .values({ id: 'flights', currency: 'PKR', voidFeeMinor: 1_500_00, cancelFeeMinor: 2_500_00 });
});
beforeEach(() => {
  w.setFault('none');
  w.setRepricing(0);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

async function booked(ticket = false) {
  const res = await w.book(await w.searchOffer(), { passengers: [someone()], ticketing: ticket ? 'now' : 'hold' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.booking as { id: string; due_minor: number; status: string; pnr: string; reference: string };
}

const seatsHeld = async (bookingId: string) => {
  const row = await w.row(bookingId);
  return w.t.database.db
    .select()
    .from(simSeatHolds)
    .where(and(eq(simSeatHolds.orderKey, row.supplierOrderKey!), isNull(simSeatHolds.releasedAt)));
};

describe('acting on a booking', () => {
  it('cancels a hold at no cost: its seats go back to the supplier', async () => {
    const hold = await booked();
    expect(await seatsHeld(hold.id)).toHaveLength(1);
    const before = await w.available();
    const res = await w.action('cancel-pnr', hold.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Booking canceled successfully.');
    expect(res.json().data.booking.status).toBe('cancelled');
    expect(await seatsHeld(hold.id)).toHaveLength(0);
    expect(await w.available()).toBe(before);
  });

  it('tickets at once on "ticket now", then voids on request, refunding all but the void fee', async () => {
    const before = await w.available();
    const ticketed = await booked(true);
    expect(ticketed.status).toBe('ticketed');
    expect(await w.available()).toBe(before - ticketed.due_minor);
    const requested = await w.action('void-request', ticketed.id, { note: 'Client changed plans' });
    expect(requested.json().message.description).toBe('Void request sent successfully.');
    expect(requested.json().data.booking.status).toBe('void_requested');
    // Declined, then asked again.
    const declined = await w.action('decline-void', ticketed.id, { note: 'Fare not voidable' }, w.tok.admin);
    expect(declined.json().data.booking.status).toBe('ticketed');
    expect((await w.action('decline-void', ticketed.id, {}, w.tok.admin)).statusCode).toBe(409);
    await w.action('void-request', ticketed.id);
    // Reservation staff work bookings but do not refund.
    expect((await w.action('void-booking', ticketed.id, {}, w.tok.reservation)).statusCode).toBe(403);
    const voided = await w.action('void-booking', ticketed.id, {}, w.tok.admin);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().message.description).toBe('Booking has been voided successfully.');
    expect(voided.json().data.booking.status).toBe('voided');
    expect(await w.available()).toBe(before - 1_500_00);
    await expectLedgerInvariants(w.t.database.db);
  });

  it('cancels a ticketed booking only at the refund shown first, less the cancellation fee', async () => {
    const ticketed = await booked(true);
    const before = await w.available();
    const quoted = await w.action('cancel-pnr', ticketed.id, {}, w.tok.admin);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json().data.quote;
    expect(quoted.json().data.booking.status).toBe('ticketed');
    expect(quote.fee_minor).toBe(Math.min(2_500_00, quote.supplier_refund_minor));
    expect(quote.refund_minor).toBe(quote.supplier_refund_minor - quote.fee_minor);
    const wrong = await w.action('cancel-pnr', ticketed.id, { accept_refund_minor: quote.refund_minor + 1 }, w.tok.admin);
    expect(wrong.statusCode).toBe(409);
    const done = await w.action('cancel-pnr', ticketed.id, { accept_refund_minor: quote.refund_minor }, w.tok.admin);
    expect(done.json().data.booking.status).toBe('cancelled');
    expect(await w.available()).toBe(before + quote.refund_minor);
    await expectLedgerInvariants(w.t.database.db);
  });

  it("answers another agency's agent 404 on a confirm, and nothing is locked in, paid or moved", async () => {
    const hold = await booked();
    const db = w.t.database.db;
    const skyline = (await db.select({ agencyId: users.agencyId }).from(users).where(eq(users.email, 'pending-agent@example.com')))[0]!
      .agencyId!;
    const elsewhere = await buildUser(db, { role: 'agent', agencyId: skyline, isApproved: true, isFormFilled: true });
    const before = await w.available();
    const res = await w.action('confirm-pnr', hold.id, undefined, await tokenFor(w.t, elsewhere.email));
    expect(res.statusCode, res.body).toBe(404);
    expect((await w.row(hold.id)).status).toBe('held');
    expect(await w.available()).toBe(before);
    // The agency's own agent confirms it as before.
    expect((await w.action('confirm-pnr', hold.id)).json().data.booking.status).toBe('ticketed');
  });

  it('refuses what the state does not allow with a 409 naming the state, in both languages', async () => {
    const hold = await booked();
    await w.action('cancel-pnr', hold.id);
    const en = await w.action('confirm-pnr', hold.id);
    expect(en.statusCode).toBe(409);
    expect(en.json().message.description).toBe('This booking is Cancelled: that cannot be done now.');
    expect(en.json().message.details).toEqual({ status: 'cancelled' });
    const ar = await w.t.request({
      method: 'POST',
      url: '/api/confirm-pnr',
      token: w.tok.agent,
      headers: { 'x-locale': 'ar' },
      payload: { booking_id: hold.id },
    });
    expect(ar.json().message.description).toBe('هذا الحجز في حالة «ملغى»: لا يمكن تنفيذ ذلك الآن.');
  });

  it('at the agency deadline an unpaid hold is cancelled with the supplier, its seats go back, nothing is charged', async () => {
    const hold = await booked();
    const before = await w.available();
    await w.t.database.db
      .update(bookings)
      .set({ agencyDeadlineAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, hold.id));
    await expireHold(w.deps, hold.id);
    expect((await w.row(hold.id)).status).toBe('expired');
    expect(await seatsHeld(hold.id)).toHaveLength(0);
    const told = await w.t.database.db.select().from(notifications).where(eq(notifications.type, 'booking_expired'));
    expect(told.map((x) => x.params)).toEqual([{ reference: hold.reference, pnr: hold.pnr }]);
    expect(await w.available()).toBe(before);
    // The job running again (a retry, the sweep) changes nothing.
    await expireHold(w.deps, hold.id);
    expect((await w.row(hold.id)).status).toBe('expired');
  });

  it('shows a PNR as Safar and the supplier know it; staff also see one made at another terminal', async () => {
    const hold = await booked();
    const own = await w.t.request({ method: 'GET', url: `/api/get-pnr-details?pnr=${hold.pnr.toLowerCase()}`, token: w.tok.agent });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.bookings.map((b: { id: string }) => b.id)).toEqual([hold.id]);
    expect(own.json().data.supplier).toMatchObject({ supplier: 'sim-gds-a', pnr: hold.pnr, status: 'held' });
    const { offers } = await w.supplier.search(
      {
        slices: [{ origin: 'KHI', destination: 'DXB', departureDate: dayFromNow(33) }],
        adults: 1,
        children: 0,
        infants: 0,
        cabin: 'economy',
      },
      { signal: AbortSignal.timeout(5000) },
    );
    const offer = offers.find((o) => o.ticketingDeadline !== null)!;
    const elsewhere = await w.supplier.bookElsewhere(
      {
        offer,
        travellers: [
          {
            ref: 'p1',
            type: 'adult',
            title: 'MR',
            givenName: 'OMAR',
            familyName: 'SHAH',
            bornOn: '1980-01-01',
            gender: 'm',
            email: null,
            phone: null,
            document: null,
          },
        ],
        services: [],
        mode: 'instant',
        expectedTotalMinor: offer.totalMinor,
      },
      'OTHER2',
      { signal: AbortSignal.timeout(5000) },
    );
    const staff = await w.t.request({ method: 'GET', url: '/api/get-pnr-details?pnr=OTHER2', token: w.tok.reservation });
    expect(staff.json().data).toMatchObject({
      bookings: [],
      supplier: { pnr: 'OTHER2', status: 'ticketed', passengers: ['SHAH/OMAR MR'] },
    });
    expect(staff.json().data.supplier.tickets).toHaveLength(elsewhere.tickets.length);
    // An agent does not look up other people's locators.
    expect((await w.t.request({ method: 'GET', url: '/api/get-pnr-details?pnr=OTHER2', token: w.tok.agent })).statusCode).toBe(404);
    expect((await w.t.request({ method: 'GET', url: '/api/get-pnr-details?pnr=A!', token: w.tok.agent })).statusCode).toBe(422);
  });

  it('reminds the agency before the deadline of a hold that still stands, once per reminder, in its language', async () => {
    const hold = await booked();
    const row = await w.row(hold.id);
    const deadline = row.agencyDeadlineAt!.toISOString();
    await remindHold(w.deps, hold.id, deadline);
    await remindHold(w.deps, hold.id, '2000-01-01T00:00:00.000Z'); // a deadline since moved: nothing
    const sent = await w.t.database.db.select().from(notifications).where(eq(notifications.type, 'booking_deadline_near'));
    expect(sent.filter((x) => (x.params as { reference: string }).reference === hold.reference)).toHaveLength(1);
    const mail = await w.t.lastMail('agent@example.com');
    expect(mail?.subject).toMatch(new RegExp(`^Booking ${hold.reference}: pay before`));
    await w.action('cancel-pnr', hold.id);
    await remindHold(w.deps, hold.id, deadline);
    expect((await w.t.database.db.select().from(notifications).where(eq(notifications.type, 'booking_deadline_near'))).length).toBe(
      sent.length,
    );
  });

  it('asks before booking the same person on the same flight again, and records the confirmation', async () => {
    const flightId = await w.searchOffer();
    const person = someone();
    expect((await w.book(flightId, { passengers: [person] })).statusCode).toBe(200);
    const again = await w.book(flightId, { passengers: [person] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message.description).toMatch(/is already booked on this flight in BKG-\d+/);
    const confirmed = await w.book(flightId, { passengers: [person], confirm_duplicate: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.booking.timeline[0].detail.duplicate_confirmed).toBe(true);
  });

  it('answers a changed price with 409 and the new price, and books only once it is accepted', async () => {
    const flightId = await w.searchOffer();
    w.setRepricing(1);
    const person = someone();
    const changed = await w.book(flightId, { passengers: [person] });
    expect(changed.statusCode).toBe(409);
    const newPrice = changed.json().message.details.price_changed;
    expect(newPrice.due_minor).toBeGreaterThan(0);
    const accepted = await w.book(flightId, { passengers: [person], accept_total_minor: newPrice.due_minor });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.booking.due_minor).toBe(newPrice.due_minor);
  });

  it('checks passengers against the trip, each message on its field', async () => {
    const flightId = await w.searchOffer();
    const res = await w.book(flightId, { passengers: [adult({ given_name: 'OLD', passport_expires_on: '2020-01-01' })] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['passengers.0.passport_expires_on']).toEqual([
      'The passport must be valid for six months after the last flight.',
    ]);
    const child = await w.book(flightId, { passengers: [adult({ given_name: 'KID', born_on: '2018-01-01', title: 'mstr' })] });
    expect(child.json().errors.passengers[0]).toMatch(/must match the fare: 1 adults, 0 children, 0 infants/);
  });

  it('lets staff book for an agency at its prices, and the agent finds it in its list', async () => {
    const flightId = await w.searchOffer({ token: w.tok.admin });
    const res = await w.t.request({
      method: 'POST',
      url: '/api/admin-booking',
      token: w.tok.reservation,
      payload: {
        flight_id: flightId,
        agency_id: w.agencyId,
        passengers: [someone()],
        contact: { email: 'a@b.example', phone: '+923001112233' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().data.booking;
    expect(booking.channel).toBe('staff');
    // An agent books only offers priced for its own agency.
    const other = await w.book(flightId);
    expect(other.statusCode).toBe(403);
    const list = await w.t.request({ method: 'GET', url: `/api/get-bookings?q=${booking.pnr}`, token: w.tok.agent });
    expect(list.json().data.items.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    const none = await w.t.request({
      method: 'GET',
      url: '/api/get-flight-booking-details?id=00000000-0000-4000-8000-000000000000',
      token: w.tok.agent,
    });
    expect(none.statusCode).toBe(404);
  });
});
