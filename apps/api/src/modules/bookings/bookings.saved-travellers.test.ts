import { addMonths, todayIn } from '@safar/contracts';
import { bookingPassengers, bookings } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { buildUser, tokenFor } from '@/test/factories';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';

// A passenger picked from saved travellers carries the traveller's id, which links the booking to
// the agency's record: only the booking agency's own travellers may be linked.

let w: TBookingWorld;
let otherToken: string;
beforeAll(async () => {
  w = await buildBookingWorld();
  const other = await buildAgency(w.t.database.db, 'Falcon Tours');
  const otherAgent = await buildUser(w.t.database.db, { role: 'agent', isApproved: true, isFormFilled: true, agencyId: other.id });
  otherToken = await tokenFor(w.t, otherAgent.email);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

async function saveTraveller(token: string, familyName: string): Promise<string> {
  const res = await w.t.request({
    method: 'POST',
    url: '/api/save-travellers',
    token,
    payload: {
      title: 'mr',
      given_name: 'IMRAN',
      family_name: familyName,
      born_on: '1985-04-01',
      gender: 'm',
      nationality: 'PK',
      passport_number: 'AB1234567',
      passport_country: 'PK',
      passport_expires_on: addMonths(todayIn('Asia/Karachi'), 60),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.traveller.id as string;
}

const bookingCount = async () => (await w.t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;

describe('a passenger picked from saved travellers', () => {
  it("is linked to the agency's own traveller", async () => {
    const own = await saveTraveller(w.tok.agent, 'OWNER');
    const res = await w.book(await w.searchOffer(), { passengers: [adult({ family_name: 'OWNER', traveller_id: own })] });
    expect(res.statusCode, res.body).toBe(200);
    const [passenger] = await w.t.database.db
      .select({ travellerId: bookingPassengers.travellerId })
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, res.json().data.booking.id));
    expect(passenger?.travellerId).toBe(own);
  });

  it("is refused on its field when the traveller is another agency's, or does not exist, and nothing is booked", async () => {
    const theirs = await saveTraveller(otherToken, 'STRANGER');
    const flightId = await w.searchOffer({ adults: 2 });
    const before = { bookings: await bookingCount(), orders: await w.supplierOrders() };
    for (const travellerId of [theirs, '0190a0a0-0000-7000-8000-000000000000']) {
      const res = await w.book(flightId, { passengers: [adult(), adult({ given_name: 'SAMI', traveller_id: travellerId })] });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ 'passengers.1.traveller_id': ["This saved traveller is not one of your agency's travellers."] });
    }
    expect({ bookings: await bookingCount(), orders: await w.supplierOrders() }).toEqual(before);
  });
});
