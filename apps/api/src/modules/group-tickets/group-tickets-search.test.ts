import { groupTickets } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { buildGroupTicket, dayFromNow, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { takeGroupSeats } from './group-ticket-seats';
import { findGroupTicketForOffer, findGroupTicketsForSearch } from './group-tickets-search';

let t: TestApp;
let admin: string;
const day = dayFromNow(60);
const back = dayFromNow(67);

beforeAll(async () => {
  t = await buildTestApp({ demo: true });
  await ensureDemoAirRows(t.database.db);
  admin = await tokenFor(t, 'admin@example.com');
});
afterAll(() => t.close());

async function block(overrides: Record<string, unknown>): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/group-tickets', token: admin, payload: buildGroupTicket(overrides, 60) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.group_ticket.id;
}

const lheToDxb = (date: string, time: string, arrival: string) => [
  { flight_number: 'EK 623', origin: 'LHE', destination: 'DXB', departure_local: `${date}T${time}`, arrival_local: arrival },
];
const oneWay = (legs: unknown[], more: Record<string, unknown> = {}) =>
  block({ airline_code: 'EK', trip_type: 'one_way', return_legs: [], outbound_legs: legs, ...more });
const search = (more: Partial<Parameters<typeof findGroupTicketsForSearch>[1]> = {}) =>
  findGroupTicketsForSearch(t.database.db, {
    origin: 'LHE',
    destination: 'DXB',
    departureDate: day,
    seated: 2,
    infants: 0,
    cabin: 'economy',
    ...more,
  });

describe('findGroupTicketsForSearch', () => {
  let cheap: string;
  let dear: string;
  let early: string;
  beforeAll(async () => {
    const fares = (adult: number) => ({
      ...(buildGroupTicket().fares as object),
      adult: { net_minor: adult - 500_000, selling_minor: adult },
    });
    cheap = await oneWay(lheToDxb(day, '04:30', `${day}T06:40`), { fares: fares(8_000_000) });
    dear = await oneWay(lheToDxb(day, '16:30', `${day}T18:40`), { fares: fares(9_000_000) });
    // 01:15 in Lahore is 20:15 UTC the day before: it still departs on `day` at the origin.
    early = await oneWay(lheToDxb(day, '01:15', `${day}T03:25`), { fares: fares(9_500_000), seats_total: 3 });
    // Not matching: off sale, business class, the day before, another route.
    await oneWay(lheToDxb(day, '10:00', `${day}T12:10`), { status: 'inactive' });
    await oneWay(lheToDxb(day, '11:00', `${day}T13:10`), { cabin_class: 'business' });
    await oneWay(lheToDxb(dayFromNow(59), '10:00', `${dayFromNow(59)}T12:10`), { booking_cutoff_at: `${dayFromNow(57)}T12:00:00Z` });
    await oneWay([
      { flight_number: 'EK 621', origin: 'ISB', destination: 'DXB', departure_local: `${day}T04:30`, arrival_local: `${day}T06:40` },
    ]);
  });

  it('finds the route on its day at the origin, cheapest first, with the airline and airports joined', async () => {
    const hits = await search();
    expect(hits.map((h) => h.ticket.id)).toEqual([cheap, dear, early]);
    const [first] = hits;
    expect(first!.airline).toMatchObject({ iataCode: 'EK', name: 'Emirates' });
    expect(first!.origin).toMatchObject({ iataCode: 'LHE', timeZone: 'Asia/Karachi' });
    expect(first!.destination).toMatchObject({ iataCode: 'DXB', city: 'Dubai' });
    expect(Object.keys(first!.airports).sort()).toEqual(['DXB', 'LHE']);
    expect(first!.outbound[0]).toMatchObject({
      flight_number: 'EK 623',
      departure_at: `${dayFromNow(59)}T23:30:00.000Z`,
      duration_minutes: 190,
    });
    expect(first!.inbound).toEqual([]);
    expect(hits.find((h) => h.ticket.id === early)!.outbound[0]!.departure_at).toBe(`${dayFromNow(59)}T20:15:00.000Z`);
  });

  it('leaves out blocks without enough seats for the seated passengers (infants take none), and past their cut-off', async () => {
    expect((await search({ seated: 4, infants: 3 })).map((h) => h.ticket.id)).toEqual([cheap, dear]);
    await t.database.db.transaction((tx) => takeGroupSeats(tx, dear, 39));
    expect((await search({ seated: 2 })).map((h) => h.ticket.id)).toEqual([cheap, early]);
    expect((await search({ now: new Date(`${dayFromNow(58)}T12:00:00Z`) })).map((h) => h.ticket.id)).toEqual([cheap, early]);
    // After the cut-off (two days before departure in the factory's block).
    expect(await search({ now: new Date(`${dayFromNow(59)}T00:00:00Z`) })).toEqual([]);
    expect(await search({ seated: 0 })).toEqual([]);
  });

  it('matches a return search with return blocks coming back to the origin on the return day, and a one-way search with one-way blocks only', async () => {
    const khiDay = { origin: 'KHI', destination: 'JED', departureDate: day } as const;
    const roundTrip = await block({});
    // Into Jeddah, back from Madinah to Karachi (open jaw): still a return to Karachi.
    const openJaw = await block({
      return_legs: [
        { flight_number: 'SV 709', origin: 'MED', destination: 'KHI', departure_local: `${back}T12:00`, arrival_local: `${back}T18:40` },
      ],
    });
    // Back to Lahore: not a return to Karachi.
    await block({
      return_legs: [
        { flight_number: 'SV 739', origin: 'JED', destination: 'LHE', departure_local: `${back}T12:00`, arrival_local: `${back}T19:00` },
      ],
    });
    const hits = await search({ ...khiDay, returnDate: back });
    expect(hits.map((h) => h.ticket.id).sort()).toEqual([roundTrip, openJaw].sort());
    expect(hits.find((h) => h.ticket.id === openJaw)!.inbound[0]).toMatchObject({ origin: 'MED', destination: 'KHI' });
    expect(await search({ ...khiDay, returnDate: dayFromNow(68) })).toEqual([]);
    expect(await search(khiDay)).toEqual([]);
    const [row] = await t.database.db.select().from(groupTickets).where(eq(groupTickets.id, roundTrip));
    expect(row!.returnDestination).toBe('KHI');
  });

  it('reads one block again for an offer while it is on sale, and not after', async () => {
    const hit = await findGroupTicketForOffer(t.database.db, cheap);
    expect(hit).toMatchObject({ ticket: { id: cheap }, airline: { iataCode: 'EK' }, origin: { iataCode: 'LHE' } });
    expect(hit!.outbound[0]!.flight_number).toBe('EK 623');
    expect(await findGroupTicketForOffer(t.database.db, cheap, new Date(`${dayFromNow(59)}T00:00:00Z`))).toBeNull();
    await t.database.db.update(groupTickets).set({ status: 'inactive' }).where(eq(groupTickets.id, cheap));
    expect(await findGroupTicketForOffer(t.database.db, cheap)).toBeNull();
    expect(await findGroupTicketForOffer(t.database.db, '0190a0a0-0000-7000-8000-000000000000')).toBeNull();
  });
});
