import { addMonths } from '@safar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { demoTokens, type TDemo } from '@/modules/users/users.test-helpers';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { buildGroupTicket, dayFromNow } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

// A block's name list (GET /group-tickets/{id}/names): every passenger sold on it, with the
// booking, the type and the sale's status, for the staff who book and ticket; agents never.

let t: TestApp;
let tok: Record<TDemo, string>;
let blockId: string;
let reference: string;
const OUT = dayFromNow(50);
const BACK = dayFromNow(57);

beforeAll(async () => {
  t = await buildTestApp();
  await ensureDemoAirRows(t.database.db);
  tok = await demoTokens(t);
  const res = await t.request({
    method: 'POST',
    url: '/api/group-tickets',
    token: tok.admin,
    payload: buildGroupTicket({ seats_total: 10 }, 50),
  });
  expect(res.statusCode, res.body).toBe(200);
  ({ id: blockId, reference } = res.json().data.group_ticket);
});
afterAll(async () => {
  await mailsTried(t.app);
  await t.close();
});

const person = (given: string, family: string, bornOn: string, title = 'mr', gender = 'm') => ({
  title,
  given_name: given,
  family_name: family,
  born_on: bornOn,
  gender,
  nationality: 'PK',
  passport_number: `GP${given.length}${family.length}34567`,
  passport_country: 'PK',
  passport_expires_on: '2036-01-01',
});

/** The agent books the block for a party, through the flight search like any flight. */
async function bookBlock(children: number, passengers: ReturnType<typeof person>[]) {
  const found = await t.request({
    method: 'GET',
    url: `/api/flights?trip_type=round_trip&origin=KHI&destination=JED&departure_date=${OUT}&return_date=${BACK}&adults=1&children=${children}`,
    token: tok.agent,
  });
  const row = (found.json().data.flights as { flight_id: string; supplier: string }[]).find((f) => f.supplier === 'group-tickets');
  expect(row, found.body.slice(0, 300)).toBeDefined();
  const res = await t.request({
    method: 'POST',
    url: '/api/bookings',
    token: tok.agent,
    payload: { flight_id: row!.flight_id, contact: { email: 'group@agency.example', phone: '+923001234567' }, passengers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.booking as { id: string; reference: string };
}

const names = (token: string, id = blockId) => t.request({ method: 'GET', url: `/api/group-tickets/${id}/names`, token });

describe("a block's name list", () => {
  it("lists each sale's passengers, oldest first, with the booking, the type and the status", async () => {
    const empty = await names(tok.admin);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual({ reference, names: [] });

    const family = await bookBlock(1, [person('ALI', 'RAZA', '1980-01-01'), person('SANA', 'RAZA', addMonths(BACK, -12 * 6), 'miss', 'f')]);
    const single = await bookBlock(0, [person('OMAR', 'SHAH', '1975-05-05')]);
    const cancelled = await t.request({ method: 'POST', url: '/api/cancel-pnr', token: tok.agent, payload: { booking_id: single.id } });
    expect(cancelled.json().data.booking.status).toBe('cancelled');

    const res = await names(tok.reservation);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      reference,
      names: [
        { booking_reference: family.reference, booking_id: family.id, ref: 'p1', name: 'RAZA/ALI MR', type: 'adult', status: 'held' },
        { booking_reference: family.reference, booking_id: family.id, ref: 'p2', name: 'RAZA/SANA MISS', type: 'child', status: 'held' },
        { booking_reference: single.reference, booking_id: single.id, ref: 'p1', name: 'SHAH/OMAR MR', type: 'adult', status: 'cancelled' },
      ],
    });
  });

  it('is for the desk (admin, reservation) only: agents and other staff are refused, an unknown block is 404', async () => {
    expect((await names(tok.admin)).statusCode).toBe(200);
    for (const who of ['agent', 'accounts', 'salesman', 'customer'] as const) {
      const res = await names(tok[who]);
      expect(res.statusCode, who).toBe(403);
    }
    expect((await names(tok.admin, '0190a0a0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await names(tok.admin, 'GT-100001')).statusCode).toBe(422);
  });
});
