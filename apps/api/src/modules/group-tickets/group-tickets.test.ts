import { activityLogs, airlines, airports, groupTickets } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { buildGroupTicket, dayFromNow, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { takeGroupSeats } from './group-ticket-seats';

let t: TestApp;
let admin: string;
let accounts: string;
let salesman: string;
let reservation: string;
let agent: string;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureDemoAirRows(t.database.db);
  const token = (who: string) => tokenFor(t, `${who}@example.com`);
  [admin, accounts, salesman, reservation, agent] = await Promise.all([
    token('admin'),
    token('accounts'),
    token('salesman'),
    token('reservation'),
    token('agent'),
  ]);
});
afterAll(() => t.close());

interface TTicket {
  id: string;
  reference: string;
  seats_left: number;
  seats_total: number;
  status: string;
  fares: { adult: { net_minor?: number; selling_minor: number } };
  [key: string]: unknown;
}

async function create(overrides: Record<string, unknown> = {}, daysAhead = 30): Promise<TTicket> {
  const res = await t.request({ method: 'POST', url: '/api/group-tickets', token: admin, payload: buildGroupTicket(overrides, daysAhead) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.group_ticket;
}

const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(groupTickets))[0]!.n;
const logsFor = (id: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.subjectType, 'group_ticket'), eq(activityLogs.subjectId, id)));
const sell = (id: string, seats: number) => t.database.db.transaction((tx) => takeGroupSeats(tx, id, seats));

describe('POST /group-tickets', () => {
  it('creates a block with its reference, the airline and airports, instants from local times, and an activity entry', async () => {
    const res = await t.request({ method: 'POST', url: '/api/group-tickets', token: admin, payload: buildGroupTicket() });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Group ticket saved successfully.');
    const ticket = res.json().data.group_ticket;
    const day = dayFromNow(30);
    expect(ticket).toMatchObject({
      reference: expect.stringMatching(/^GT-\d{6}$/),
      airline: { iata_code: 'SV', name: 'Saudia' },
      origin: { iata_code: 'KHI', city: 'Karachi' },
      destination: { iata_code: 'JED', city: 'Jeddah' },
      departure_date: day,
      return_date: dayFromNow(37),
      seats_total: 40,
      seats_left: 40,
      seats_sold: 0,
      status: 'active',
      fares: { adult: { net_minor: 17_500_000, selling_minor: 18_950_000 } },
    });
    // 04:30 in Karachi (UTC+5) is 23:30 UTC the day before; 07:05 in Jeddah (UTC+3) is 04:05 UTC.
    expect(ticket.outbound_legs[0]).toMatchObject({
      flight_number: 'SV 701',
      departure_time_zone: 'Asia/Karachi',
      arrival_time_zone: 'Asia/Riyadh',
      departure_at: `${dayFromNow(29)}T23:30:00.000Z`,
      arrival_at: `${day}T04:05:00.000Z`,
      duration_minutes: 275,
    });
    expect(ticket.departure_at).toBe(`${dayFromNow(29)}T23:30:00.000Z`);
    expect((await logsFor(ticket.id)).map((l) => l.action)).toEqual(['group_ticket.created']);
  });

  it('answers in Arabic when asked', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      headers: { 'x-locale': 'ar' },
      payload: buildGroupTicket(),
    });
    expect(res.json().message.description).toBe('تم حفظ تذكرة المجموعة بنجاح.');
  });

  it('refuses selling below net, in English and Arabic, and saves nothing', async () => {
    const before = await count();
    const fares = { ...(buildGroupTicket().fares as object), adult: { net_minor: 100_000, selling_minor: 90_000 } };
    const en = await t.request({ method: 'POST', url: '/api/group-tickets', token: admin, payload: buildGroupTicket({ fares }) });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ 'fares.adult.selling_minor': ['The selling fare cannot be lower than the net fare.'] });
    const ar = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      headers: { 'x-locale': 'ar' },
      payload: buildGroupTicket({ fares }),
    });
    expect(ar.json().errors['fares.adult.selling_minor']).toEqual(['لا يمكن أن يكون سعر البيع أقل من السعر الصافي.']);
    expect(await count()).toBe(before);
  });

  it('refuses unknown airline and airports, each on its field', async () => {
    const before = await count();
    const legs = buildGroupTicket().outbound_legs as Record<string, unknown>[];
    const res = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: buildGroupTicket({ airline_code: 'ZZ', outbound_legs: [{ ...legs[0], destination: 'QQQ' }] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      airline_code: ['No active airline has this code.'],
      'outbound_legs.0.destination': ['No active airport has this code.'],
    });
    // An inactive airline is not offered for new blocks.
    await t.database.db.insert(airlines).values({ iataCode: 'X9', name: 'Closed Air', active: false });
    const inactive = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: buildGroupTicket({ airline_code: 'X9' }),
    });
    expect(inactive.json().errors).toEqual({ airline_code: ['No active airline has this code.'] });
    expect(await count()).toBe(before);
  });

  it('refuses flights out of order: arrival before departure, a return before the outbound lands, the cut-off after departure', async () => {
    const day = dayFromNow(30);
    const body = buildGroupTicket({
      outbound_legs: [
        { flight_number: 'SV 701', origin: 'KHI', destination: 'JED', departure_local: `${day}T04:30`, arrival_local: `${day}T02:00` },
      ],
    });
    const backwards = await t.request({ method: 'POST', url: '/api/group-tickets', token: admin, payload: body });
    expect(backwards.json().errors).toEqual({
      'outbound_legs.0.arrival_local': ["The arrival must be after the departure (each in its airport's local time)."],
    });
    const earlyReturn = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: buildGroupTicket({
        return_legs: [
          { flight_number: 'SV 700', origin: 'JED', destination: 'KHI', departure_local: `${day}T06:30`, arrival_local: `${day}T13:20` },
        ],
      }),
    });
    expect(earlyReturn.json().errors).toEqual({
      'return_legs.0.departure_local': ['The return must leave after the outbound flights land.'],
    });
    // 04:00 in Karachi on the day is after the 04:30 departure? No: 23:30 UTC the day before is the departure, so 23:45 UTC is after it.
    const lateCutoff = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: buildGroupTicket({ booking_cutoff_at: `${dayFromNow(29)}T23:45:00Z` }),
    });
    expect(lateCutoff.json().errors).toEqual({ booking_cutoff_at: ['The booking cut-off must be before the first departure.'] });
  });

  it('refuses a return without return flights, a one-way with them, and flights that do not connect', async () => {
    const none = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: buildGroupTicket({ return_legs: [] }),
    });
    expect(none.json().errors).toEqual({ return_legs: ['A return group ticket needs its return flights.'] });
    const oneWay = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: buildGroupTicket({ trip_type: 'one_way' }),
    });
    expect(oneWay.json().errors).toEqual({ return_legs: ['A one-way group ticket has no return flights.'] });
    const day = dayFromNow(30);
    const gap = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: buildGroupTicket({
        outbound_legs: [
          { flight_number: 'EK 601', origin: 'KHI', destination: 'DXB', departure_local: `${day}T04:30`, arrival_local: `${day}T05:40` },
          { flight_number: 'EK 803', origin: 'MED', destination: 'JED', departure_local: `${day}T09:40`, arrival_local: `${day}T10:45` },
        ],
      }),
    });
    expect(gap.json().errors).toEqual({
      'outbound_legs.1.origin': ['A connecting flight leaves from the airport where the previous flight lands.'],
    });
  });

  it('refuses a block whose departure has passed', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: buildGroupTicket({ booking_cutoff_at: `${dayFromNow(-4)}T10:00:00Z` }, -2),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'outbound_legs.0.departure_local': ['The first departure has already passed.'],
      booking_cutoff_at: ['The booking cut-off has already passed.'],
    });
  });

  it('lets only admin write: 403 for other staff and agents, 401 signed out', async () => {
    for (const token of [accounts, salesman, reservation, agent]) {
      expect((await t.request({ method: 'POST', url: '/api/group-tickets', token, payload: buildGroupTicket() })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: '/api/group-tickets', payload: buildGroupTicket() })).statusCode).toBe(401);
    const ticket = await create();
    expect(
      (await t.request({ method: 'PUT', url: `/api/group-tickets?id=${ticket.id}`, token: reservation, payload: { status: 'inactive' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/group-tickets?id=${ticket.id}`, token: agent })).statusCode).toBe(403);
  });
});

describe('times across time zones', () => {
  beforeAll(async () => {
    await t.database.db
      .insert(airports)
      .values({ iataCode: 'LHR', name: 'Heathrow', city: 'London', latitude: 51.47, longitude: -0.45, timeZone: 'Europe/London' })
      .onConflictDoNothing();
  });

  it('refuses a local time the clocks skip, and derives the summer offset after the change', async () => {
    // Clocks in London go forward at 01:00 on the last Sunday of March 2027 (28 March): 01:30 does not exist.
    const legs = (dep: string, arr: string) => [
      { flight_number: 'PK 757', origin: 'LHR', destination: 'LHE', departure_local: dep, arrival_local: arr },
    ];
    const body = (dep: string, arr: string) =>
      buildGroupTicket({
        airline_code: 'PK',
        trip_type: 'one_way',
        return_legs: [],
        outbound_legs: legs(dep, arr),
        booking_cutoff_at: '2027-03-20T12:00:00Z',
      });
    const gap = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: body('2027-03-28T01:30', '2027-03-28T14:00'),
    });
    expect(gap.json().errors).toEqual({
      'outbound_legs.0.departure_local': ['This local time does not exist at the airport (the clocks skip it).'],
    });
    const summer = await t.request({
      method: 'POST',
      url: '/api/group-tickets',
      token: admin,
      payload: body('2027-03-28T10:30', '2027-03-29T00:30'),
    });
    expect(summer.statusCode, summer.body).toBe(200);
    // 10:30 BST is 09:30 UTC; 00:30 in Lahore (UTC+5) is 19:30 UTC: 10 h.
    expect(summer.json().data.group_ticket.outbound_legs[0]).toMatchObject({
      departure_at: '2027-03-28T09:30:00.000Z',
      arrival_at: '2027-03-28T19:30:00.000Z',
      duration_minutes: 600,
    });
    expect(summer.json().data.group_ticket.departure_date).toBe('2027-03-28');
  });
});

describe('GET /group-tickets', () => {
  let oneWay: TTicket;
  let inactive: TTicket;
  let full: TTicket;
  beforeAll(async () => {
    oneWay = await create(
      {
        airline_code: 'FZ',
        trip_type: 'one_way',
        return_legs: [],
        outbound_legs: [
          {
            flight_number: 'FZ 354',
            origin: 'ISB',
            destination: 'DXB',
            departure_local: `${dayFromNow(40)}T07:40`,
            arrival_local: `${dayFromNow(40)}T09:55`,
          },
        ],
        seats_total: 2,
      },
      40,
    );
    inactive = await create({ status: 'inactive', title: 'Hidden block' }, 45);
    full = await create({ seats_total: 3, title: 'Full block' }, 50);
    await sell(full.id, 3);
  });

  it('answers the list under `flights` with its pagination, and filters by route, airline, days, status and seats', async () => {
    const res = await t.request({ method: 'GET', url: '/api/group-tickets?origin=ISB&destination=DXB&per_page=5', token: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['flights', 'pagination']);
    expect(data.flights.map((f: TTicket) => f.id)).toEqual([oneWay.id]);
    expect(data.pagination).toEqual({ page: 1, per_page: 5, total: 1 });

    const ids = async (query: string) =>
      (
        (await t.request({ method: 'GET', url: `/api/group-tickets?per_page=100&${query}`, token: admin })).json().data.flights as TTicket[]
      ).map((f) => f.id);
    expect(await ids('airline=fz')).toEqual([oneWay.id]);
    expect(await ids(`from=${dayFromNow(44)}&to=${dayFromNow(46)}`)).toEqual([inactive.id]);
    expect(await ids('active=0')).toContain(inactive.id);
    expect(await ids('active=1')).not.toContain(inactive.id);
    expect(await ids('has_seats=0')).toEqual([full.id]);
    expect(await ids('has_seats=1')).not.toContain(full.id);
    expect(await ids('search=fz%20354')).toEqual([oneWay.id]);
    expect(await ids(`search=${full.reference}`)).toEqual([full.id]);
  });

  it('sorts by departure both ways and refuses an unknown sort', async () => {
    const list = async (order: string) =>
      (
        (await t.request({ method: 'GET', url: `/api/group-tickets?per_page=100&sort=departure_at&order=${order}`, token: admin })).json()
          .data.flights as { departure_at: string }[]
      ).map((f) => f.departure_at);
    const asc = await list('asc');
    expect(asc).toEqual([...asc].sort());
    expect(await list('desc')).toEqual([...asc].reverse());
    const bad = await t.request({ method: 'GET', url: '/api/group-tickets?sort=net', token: admin });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['sort']);
  });

  it('lets every staff role read the staff view, with the net cost', async () => {
    for (const token of [accounts, salesman, reservation]) {
      const res = await t.request({ method: 'GET', url: `/api/group-tickets/${inactive.id}`, token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.group_ticket).toMatchObject({
        status: 'inactive',
        seats_total: 40,
        fares: { adult: { net_minor: 17_500_000 } },
      });
    }
  });

  it('shows agents only blocks on sale, without the net cost or the bookkeeping', async () => {
    const res = await t.request({ method: 'GET', url: '/api/group-tickets?per_page=100', token: agent });
    expect(res.statusCode).toBe(200);
    const flights = res.json().data.flights as TTicket[];
    expect(flights.map((f) => f.id)).toContain(oneWay.id);
    expect(flights.map((f) => f.id)).not.toContain(inactive.id);
    for (const f of flights) {
      expect(f.fares).toEqual({
        adult: { selling_minor: expect.any(Number) },
        child: { selling_minor: expect.any(Number) },
        infant: { selling_minor: expect.any(Number) },
      });
      for (const key of ['seats_total', 'seats_sold', 'status', 'created_by', 'created_at']) expect(f).not.toHaveProperty(key);
    }
    expect((await t.request({ method: 'GET', url: `/api/group-tickets/${inactive.id}`, token: agent })).statusCode).toBe(404);
    const one = await t.request({ method: 'GET', url: `/api/group-tickets/${oneWay.id}`, token: agent });
    expect(one.json().data.group_ticket.fares.adult).toEqual({ selling_minor: 18_950_000 });
  });

  it('hides from agents a block whose cut-off has passed', async () => {
    const closing = await create({ title: 'Closing block' }, 20);
    await t.database.db
      .update(groupTickets)
      .set({ bookingCutoffAt: new Date(Date.now() - 60_000) })
      .where(eq(groupTickets.id, closing.id));
    expect((await t.request({ method: 'GET', url: `/api/group-tickets/${closing.id}`, token: agent })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/group-tickets/${closing.id}`, token: admin })).statusCode).toBe(200);
  });

  it('refuses agents not yet approved and customers (403)', async () => {
    for (const email of ['pending-agent@example.com', 'customer@example.com']) {
      expect((await t.request({ method: 'GET', url: '/api/group-tickets', token: await tokenFor(t, email) })).statusCode).toBe(403);
    }
  });
});

describe('PUT /group-tickets', () => {
  it('changes a fare, with the before and after in the activity log', async () => {
    const ticket = await create();
    const fares = { ...(buildGroupTicket().fares as object), adult: { net_minor: 17_500_000, selling_minor: 19_500_000 } };
    const res = await t.request({ method: 'PUT', url: `/api/group-tickets?id=${ticket.id}`, token: admin, payload: { fares } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.group_ticket.fares.adult.selling_minor).toBe(19_500_000);
    const [, updated] = await logsFor(ticket.id);
    expect(updated?.action).toBe('group_ticket.updated');
    const changes = updated?.changes as { before: TTicket; after: TTicket };
    expect([changes.before.fares.adult.selling_minor, changes.after.fares.adult.selling_minor]).toEqual([18_950_000, 19_500_000]);
  });

  it('takes a block off sale and back, and refuses selling below the stored net', async () => {
    const ticket = await create();
    const off = await t.request({
      method: 'PUT',
      url: `/api/group-tickets?id=${ticket.id}`,
      token: admin,
      payload: { status: 'inactive' },
    });
    expect(off.json().data.group_ticket.status).toBe('inactive');
    const fares = { ...(buildGroupTicket().fares as object), child: { net_minor: 15_000_000, selling_minor: 1 } };
    const below = await t.request({ method: 'PUT', url: `/api/group-tickets?id=${ticket.id}`, token: admin, payload: { fares } });
    expect(below.statusCode).toBe(422);
    expect(Object.keys(below.json().errors)).toEqual(['fares.child.selling_minor']);
    // A one-way change without dropping the return flights is refused on the merged block.
    const oneWay = await t.request({
      method: 'PUT',
      url: `/api/group-tickets?id=${ticket.id}`,
      token: admin,
      payload: { trip_type: 'one_way' },
    });
    expect(oneWay.json().errors).toEqual({ return_legs: ['A one-way group ticket has no return flights.'] });
  });

  it('keeps the seats sold: the total cannot go below them, and a new total moves the seats left with it', async () => {
    const ticket = await create({ seats_total: 10 });
    await sell(ticket.id, 4);
    const below = await t.request({ method: 'PUT', url: `/api/group-tickets?id=${ticket.id}`, token: admin, payload: { seats_total: 3 } });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ seats_total: ['4 seats are already sold: the total cannot be lower.'] });
    const raised = await t.request({
      method: 'PUT',
      url: `/api/group-tickets?id=${ticket.id}`,
      token: admin,
      payload: { seats_total: 15 },
    });
    expect(raised.json().data.group_ticket).toMatchObject({ seats_total: 15, seats_left: 11, seats_sold: 4 });
    const lowered = await t.request({
      method: 'PUT',
      url: `/api/group-tickets?id=${ticket.id}`,
      token: admin,
      payload: { seats_total: 4 },
    });
    expect(lowered.json().data.group_ticket).toMatchObject({ seats_total: 4, seats_left: 0 });
  });

  it('keeps the flights of a block with seats sold (409), while the same body and new fares are fine', async () => {
    const ticket = await create();
    await sell(ticket.id, 2);
    const same = await t.request({ method: 'PUT', url: `/api/group-tickets?id=${ticket.id}`, token: admin, payload: buildGroupTicket() });
    expect(same.statusCode, same.body).toBe(200);
    const day = dayFromNow(31);
    const moved = await t.request({
      method: 'PUT',
      url: `/api/group-tickets?id=${ticket.id}`,
      token: admin,
      payload: {
        outbound_legs: [
          { flight_number: 'SV 701', origin: 'KHI', destination: 'JED', departure_local: `${day}T04:30`, arrival_local: `${day}T07:05` },
        ],
      },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message.description).toBe(
      `2 seats of ${ticket.reference} are sold, so its airline, flights, cabin and currency can no longer change. Deactivate it and create a new group ticket instead.`,
    );
    const [row] = await t.database.db.select().from(groupTickets).where(eq(groupTickets.id, ticket.id));
    expect(row!.departureDate).toBe(dayFromNow(30));
  });

  it('changes the status of a block that has flown, but refuses new flights in the past', async () => {
    const ticket = await create();
    // Move its flights (and the columns derived from them) behind us, as time would.
    const [row] = await t.database.db.select().from(groupTickets).where(eq(groupTickets.id, ticket.id));
    const flown = dayFromNow(-3);
    const back = dayFromNow(-1);
    await t.database.db
      .update(groupTickets)
      .set({
        outboundLegs: row!.outboundLegs.map((l) => ({ ...l, departureLocal: `${flown}T04:30`, arrivalLocal: `${flown}T07:05` })),
        returnLegs: row!.returnLegs.map((l) => ({ ...l, departureLocal: `${back}T08:30`, arrivalLocal: `${back}T15:20` })),
        departureAt: new Date(`${dayFromNow(-4)}T23:30:00Z`),
        departureDate: flown,
        returnDepartureAt: new Date(`${back}T05:30:00Z`),
        returnDate: back,
        bookingCutoffAt: new Date(`${dayFromNow(-5)}T13:00:00Z`),
      })
      .where(eq(groupTickets.id, ticket.id));
    const off = await t.request({
      method: 'PUT',
      url: `/api/group-tickets?id=${ticket.id}`,
      token: admin,
      payload: { status: 'inactive' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.group_ticket).toMatchObject({ status: 'inactive', departure_date: flown });
    const moved = dayFromNow(-2);
    const res = await t.request({
      method: 'PUT',
      url: `/api/group-tickets?id=${ticket.id}`,
      token: admin,
      payload: {
        outbound_legs: [
          {
            flight_number: 'SV 701',
            origin: 'KHI',
            destination: 'JED',
            departure_local: `${moved}T04:30`,
            arrival_local: `${moved}T07:05`,
          },
        ],
      },
    });
    expect(res.json().errors).toEqual({ 'outbound_legs.0.departure_local': ['The first departure has already passed.'] });
  });
});

describe('DELETE /group-tickets', () => {
  it('deletes a block with no seat sold, with its activity entry', async () => {
    const ticket = await create();
    const res = await t.request({ method: 'DELETE', url: `/api/group-tickets?id=${ticket.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { id: ticket.id }, message: { description: 'Group ticket deleted successfully.' } });
    expect((await logsFor(ticket.id)).map((l) => l.action)).toEqual(['group_ticket.created', 'group_ticket.deleted']);
    expect((await t.request({ method: 'GET', url: `/api/group-tickets/${ticket.id}`, token: admin })).statusCode).toBe(404);
  });

  it('refuses (409) once a seat is sold, naming them, and keeps the block', async () => {
    const ticket = await create();
    await sell(ticket.id, 1);
    const res = await t.request({ method: 'DELETE', url: `/api/group-tickets?id=${ticket.id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message.description).toBe(`1 seats of ${ticket.reference} are sold, so it cannot be deleted. Deactivate it instead.`);
    expect((await t.request({ method: 'GET', url: `/api/group-tickets/${ticket.id}`, token: admin })).statusCode).toBe(200);
  });

  it('keeps an airline or airport a block uses from being deleted', async () => {
    const ticket = await create({ airline_code: 'PA' });
    const [pa] = await t.database.db.select().from(airlines).where(eq(airlines.iataCode, 'PA'));
    await expect(t.database.db.delete(airlines).where(eq(airlines.id, pa!.id))).rejects.toThrow();
    await expect(t.database.db.delete(airports).where(eq(airports.iataCode, 'KHI'))).rejects.toThrow();
    expect(ticket.id).toBeTruthy();
  });
});
