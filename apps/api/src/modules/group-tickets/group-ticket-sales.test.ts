import { groupTickets, users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { systemKey } from '@/modules/ledger/ledger-accounts';
import { creditWallet } from '@/modules/ledger/ledger.service';
import { groupTicketLoaders } from '@/modules/flights/group-ticket-loaders';
import { describeBookingContract } from '@/modules/flights/suppliers/booking-contract';
import { createGroupTicketsSupplier } from '@/modules/flights/suppliers/group-tickets/group-tickets-supplier';
import type { TSupplierSearchRequest } from '@/modules/flights/suppliers/supplier';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { buildGroupTicket, dayFromNow, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

// Seat blocks sold through the booking flow: a sale takes the block's seats in its own
// transaction and gives them back when it ends, so a block is never oversold.

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureDemoAirRows(t.database.db);
  admin = await tokenFor(t, 'admin@example.com');
  agent = await tokenFor(t, 'agent@example.com');
});
afterAll(async () => {
  await mailsTried(t.app);
  await t.close();
});

async function block(seats: number, daysAhead: number): Promise<{ id: string; out: string; back: string }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/group-tickets',
    token: admin,
    payload: buildGroupTicket({ seats_total: seats }, daysAhead),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.group_ticket.id, out: dayFromNow(daysAhead), back: dayFromNow(daysAhead + 7) };
}

const returnTrip = (out: string, back: string): TSupplierSearchRequest => ({
  slices: [
    { origin: 'KHI', destination: 'JED', departureDate: out },
    { origin: 'JED', destination: 'KHI', departureDate: back },
  ],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
});

describe('group tickets: booking contract', () => {
  const supplier = () => createGroupTicketsSupplier({ code: 'group-tickets', ...groupTicketLoaders(t.database.db) });
  let search: TSupplierSearchRequest = returnTrip(dayFromNow(40), dayFromNow(47));
  beforeAll(async () => {
    const b = await block(40, 40);
    search = returnTrip(b.out, b.back);
  });
  describeBookingContract('group tickets', supplier, {
    get search() {
      return search;
    },
    travellers: [
      {
        ref: 'p1',
        type: 'adult',
        title: 'MR',
        givenName: 'ALI',
        familyName: 'RAZA',
        bornOn: '1980-01-01',
        gender: 'm',
        email: null,
        phone: null,
        document: null,
      },
    ],
    expire: (offer) => ({ ...offer, expiresAt: new Date(Date.now() - 60_000).toISOString() }),
    numbersTickets: false,
  });
});

describe('group tickets: bookings racing for a block', () => {
  it('50 agents booking a block of 5 seats at once get exactly 5 bookings; a cancellation gives a seat back', async () => {
    const b = await block(5, 45);
    const [agentRow] = await t.database.db.select({ agencyId: users.agencyId }).from(users).where(eq(users.email, 'agent@example.com'));
    const agencyId = agentRow!.agencyId!;
    await t.database.db.transaction((tx) =>
      creditWallet(tx, {
        agencyId,
        currency: 'PKR',
        amountMinor: 1_000_000_000_00,
        counter: systemKey('revenue', 'adjustments', 'PKR'),
        description: 'test funds',
      }),
    );
    const found = await t.request({
      method: 'GET',
      url: `/api/flights?trip_type=round_trip&origin=KHI&destination=JED&departure_date=${b.out}&return_date=${b.back}&adults=1`,
      token: agent,
    });
    const row = (found.json().data.flights as { flight_id: string; supplier: string }[]).find((f) => f.supplier === 'group-tickets');
    expect(row, found.body.slice(0, 300)).toBeDefined();
    const letters = (n: number) => String.fromCharCode(65 + (n % 26)) + String.fromCharCode(65 + Math.floor(n / 26));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/bookings',
          token: agent,
          payload: {
            flight_id: row!.flight_id,
            contact: { email: 'group@agency.example', phone: '+923001234567' },
            passengers: [
              {
                title: 'mr',
                given_name: `RUSH ${letters(i)}`,
                family_name: 'GROUP',
                born_on: '1982-02-02',
                gender: 'm',
                nationality: 'PK',
                passport_number: 'GP1234567',
                passport_country: 'PK',
                passport_expires_on: '2036-01-01',
              },
            ],
          },
        }),
      ),
    );
    const held = answers.filter((a) => a.statusCode === 200);
    expect(held).toHaveLength(5);
    expect(held.every((a) => a.json().data.booking.status === 'held')).toBe(true);
    const seatsLeft = async () =>
      (await t.database.db.select({ n: groupTickets.seatsLeft }).from(groupTickets).where(eq(groupTickets.id, b.id)))[0]!.n;
    expect(await seatsLeft()).toBe(0);
    const cancelled = await t.request({
      method: 'POST',
      url: '/api/cancel-pnr',
      token: agent,
      payload: { booking_id: held[0]!.json().data.booking.id },
    });
    expect(cancelled.json().data.booking.status).toBe('cancelled');
    expect(await seatsLeft()).toBe(1);
  });
});
