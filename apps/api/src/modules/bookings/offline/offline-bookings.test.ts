import type { TSaveOfflineBooking } from '@safar/contracts';
import { activityLogs, bookings, ledgerTransactions } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgency, expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { dayFromNow } from '@/test/factories';
import { buildBookingWorld, type TBookingWorld } from '../bookings.test-kit';

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld();
});
afterAll(() => w.t.close());

const sale = (over: Partial<TSaveOfflineBooking> = {}): TSaveOfflineBooking => ({
  agency_id: w.agencyId,
  supplier_name: 'Crescent Consolidators',
  pnr: 'OFF123',
  flights: [
    {
      flight_number: 'PK 213',
      origin: 'KHI',
      destination: 'DXB',
      departure_local: `${dayFromNow(20)}T10:00`,
      arrival_local: `${dayFromNow(20)}T11:30`,
    },
  ],
  passengers: [{ type: 'adult', title: 'mr', given_name: 'Imran', family_name: 'Khan', ticket_number: '214-2401234567' }],
  net_minor: 80_000,
  selling_minor: 95_000,
  currency: 'PKR',
  locale: 'en',
  ...over,
});

const save = (body: unknown, key: string, token = w.tok.admin) =>
  w.t.request({ method: 'POST', url: '/api/offline-bookings', token, headers: { 'idempotency-key': key }, payload: body as object });
const update = (body: unknown, token = w.tok.admin) =>
  w.t.request({ method: 'POST', url: '/api/update-offline-booking', token, payload: body as object });
const transactionsOf = async (bookingId: string) =>
  (
    await w.t.database.db
      .select()
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.source}->>'id' = ${bookingId}`)
  ).length;

describe('offline bookings', () => {
  it('charges the wallet once: a retry under the same Idempotency-Key does not charge again', async () => {
    await w.drainTo(200_000);
    const first = await save(sale(), 'offline-once');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message.description).toBe('Booking saved successfully.');
    const { booking, offline } = first.json().data;
    expect(booking).toMatchObject({ channel: 'offline', status: 'ticketed', pnr: 'OFF123', due_minor: 95_000, origin: 'KHI', actions: [] });
    expect(booking.passenger_list[0]).toMatchObject({ given_name: 'IMRAN', ticket_number: '214-2401234567', born_on: null });
    expect(offline).toMatchObject({
      supplier_name: 'Crescent Consolidators',
      net_minor: 80_000,
      selling_minor: 95_000,
      charged: true,
      deletable: false,
    });
    expect(await w.available()).toBe(105_000);

    const again = await save(sale(), 'offline-once');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.booking.id).toBe(booking.id);
    expect(await w.available()).toBe(105_000);
    expect(await transactionsOf(booking.id)).toBe(1);
    // Its invoice and e-ticket are made like any ticketed booking's.
    for (const document of ['invoice', 'eticket']) {
      const pdf = await w.t.request({
        method: 'GET',
        url: `/api/create-invoice?id=${booking.id}&document=${document}`,
        token: w.tok.agent,
      });
      expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    const [logged] = await w.t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'offline_booking.created'), eq(activityLogs.subjectId, booking.id)));
    expect(logged).toBeDefined();
    await expectLedgerInvariants(w.t.database.db);
  });

  it('an edit posts the difference of the amounts as one adjustment, and nothing when they stay', async () => {
    await w.drainTo(195_000);
    const made = (await save(sale({ pnr: 'EDT123' }), 'offline-edit')).json().data.booking;
    expect(await w.available()).toBe(100_000);

    const dearer = await update({ ...sale({ pnr: 'EDT124' }), id: made.id, net_minor: 82_000, selling_minor: 100_000 });
    expect(dearer.statusCode, dearer.body).toBe(200);
    expect(dearer.json().message.description).toBe('Booking updated successfully.');
    expect(dearer.json().data.booking).toMatchObject({ pnr: 'EDT124', due_minor: 100_000 });
    expect(await w.available()).toBe(95_000);
    expect(await transactionsOf(made.id)).toBe(2);

    const same = await update({ ...sale({ pnr: 'EDT124' }), id: made.id, net_minor: 82_000, selling_minor: 100_000 });
    expect(same.statusCode).toBe(200);
    expect(await transactionsOf(made.id)).toBe(2);

    const cheaper = await update({ ...sale({ pnr: 'EDT124' }), id: made.id, net_minor: 82_000, selling_minor: 90_000 });
    expect(cheaper.statusCode).toBe(200);
    expect(await w.available()).toBe(105_000);
    expect(await transactionsOf(made.id)).toBe(3);
    const row = await w.row(made.id);
    expect({ net: row.netMinor, margin: row.airlineMarginMinor, due: row.dueMinor }).toEqual({ net: 82_000, margin: 8_000, due: 90_000 });

    // A rise the wallet cannot pay is refused like any purchase, and nothing changes.
    const tooDear = await update({ ...sale({ pnr: 'EDT125' }), id: made.id, net_minor: 82_000, selling_minor: 200_000 });
    expect(tooDear.statusCode).toBe(422);
    expect(tooDear.json().message.code).toBe('insufficient_balance');
    expect((await w.row(made.id)).pnr).toBe('EDT124');
    await expectLedgerInvariants(w.t.database.db);
  });

  it('refuses a sale the wallet cannot pay, saving nothing', async () => {
    await w.drainTo(1_000);
    const res = await save(sale({ pnr: 'POOR12' }), 'offline-poor');
    expect(res.statusCode).toBe(422);
    expect(res.json().message.code).toBe('insufficient_balance');
    expect(await w.t.database.db.select().from(bookings).where(eq(bookings.pnr, 'POOR12'))).toHaveLength(0);
  });

  it('refuses a selling price below the net and a booking with no owner (422 per field)', async () => {
    const res = await save(sale({ selling_minor: 70_000, agency_id: null }), 'offline-bad');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['agency_id', 'selling_minor']);
  });

  it('deletes a walk-in sale no money moved for, and refuses once money has moved', async () => {
    await w.drainTo(100_000);
    const charged = (await save(sale({ pnr: 'DEL123' }), 'offline-del-charged')).json().data.booking;
    const refused = await w.t.request({ method: 'DELETE', url: `/api/delete-offline-booking?id=${charged.id}`, token: w.tok.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.description).toContain('cannot be deleted');
    expect(await w.row(charged.id)).toBeDefined();

    const walkIn = await save(
      sale({ pnr: 'WLK123', agency_id: null, customer: { name: 'Sara Ahmed', email: 'sara@walkin.example', phone: '+923001112233' } }),
      'offline-walk-in',
    );
    expect(walkIn.statusCode, walkIn.body).toBe(200);
    expect(walkIn.json().data.offline).toMatchObject({ charged: false, deletable: true, customer: { name: 'Sara Ahmed' } });
    expect(await w.available()).toBe(5_000);
    const id = walkIn.json().data.booking.id;

    const mail = await w.t.request({ method: 'POST', url: '/api/send-offline-booking-email', token: w.tok.admin, payload: { id } });
    expect(mail.statusCode, mail.body).toBe(200);
    expect((await w.t.lastMail('sara@walkin.example'))?.subject).toContain('WLK123');

    const gone = await w.t.request({ method: 'DELETE', url: `/api/delete-offline-booking?id=${id}`, token: w.tok.admin });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message.description).toBe('Booking deleted successfully.');
    expect(await w.t.database.db.select().from(bookings).where(eq(bookings.id, id))).toHaveLength(0);
  });

  it("cancelling gives the wallet the supplier's refund back less the fee, keeps the margin, and happens once", async () => {
    await w.drainTo(100_000);
    const made = (await save(sale({ pnr: 'CNX123' }), 'offline-cancel')).json().data.booking;
    expect(await w.available()).toBe(5_000);
    const cancel = (body: Record<string, unknown>, token = w.tok.admin) =>
      w.t.request({
        method: 'POST',
        url: '/api/cancel-offline-booking',
        token,
        payload: { id: made.id, reason: 'Traveller cancelled', ...body },
      });
    expect((await cancel({ supplier_refund_minor: 70_000 }, w.tok.reservation)).statusCode).toBe(403);
    const tooMuch = await cancel({ supplier_refund_minor: 80_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(Object.keys(tooMuch.json().errors)).toEqual(['supplier_refund_minor']);

    const done = await cancel({ supplier_refund_minor: 70_000 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.booking).toMatchObject({ status: 'cancelled', refund: { reference: expect.stringMatching(/^TXN-/) } });
    // No cancellation fee is set in this world: the supplier's refund goes back whole.
    expect(await w.available()).toBe(75_000);
    expect(await transactionsOf(made.id)).toBe(2);
    const row = await w.row(made.id);
    expect(row.refundTransactionId).not.toBeNull();

    const again = await cancel({ supplier_refund_minor: 70_000 });
    expect(again.statusCode).toBe(409);
    expect(await w.available()).toBe(75_000);
    const edit = await update({ ...sale({ pnr: 'CNX123' }), id: made.id });
    expect(edit.statusCode).toBe(409);
    await expectLedgerInvariants(w.t.database.db);
  });

  it("an agent sees its own agency's offline bookings only, and may not record one", async () => {
    const other = await buildAgency(w.t.database.db, 'Other Skies Travel');
    await w.fund(500_000, other.id);
    const theirs = (await save(sale({ agency_id: other.id, pnr: 'OTH123' }), 'offline-other')).json().data.booking;
    const list = await w.t.request({ method: 'GET', url: '/api/get-offline-bookings?per_page=100', token: w.tok.agent });
    expect(list.statusCode).toBe(200);
    const pnrs = list.json().data.items.map((i: { pnr: string }) => i.pnr);
    expect(pnrs).toContain('OFF123');
    expect(pnrs).not.toContain('OTH123');
    expect(list.json().data.items[0].supplier_name).toBe('Crescent Consolidators');
    const staffList = await w.t.request({ method: 'GET', url: '/api/get-offline-bookings?per_page=100', token: w.tok.admin });
    expect(staffList.json().data.items.map((i: { pnr: string }) => i.pnr)).toContain('OTH123');
    // The agent's own bookings list them too.
    const own = await w.t.request({ method: 'GET', url: '/api/get-bookings?per_page=100', token: w.tok.agent });
    expect(own.json().data.items.map((i: { pnr: string }) => i.pnr)).toContain('OFF123');

    const hidden = await w.t.request({ method: 'GET', url: `/api/get-offline-booking-details?id=${theirs.id}`, token: w.tok.agent });
    expect(hidden.statusCode).toBe(404);
    const mine = list.json().data.items.find((i: { pnr: string }) => i.pnr === 'OFF123');
    const details = await w.t.request({ method: 'GET', url: `/api/get-offline-booking-details?id=${mine.id}`, token: w.tok.agent });
    expect(details.statusCode).toBe(200);
    // Agents see what they paid, not the supplier's price.
    expect(details.json().data.offline).toMatchObject({ net_minor: null, selling_minor: 95_000 });

    const forbidden = await save(sale({ pnr: 'AGT123' }), 'offline-agent', w.tok.agent);
    expect(forbidden.statusCode).toBe(403);
    const cancel = await w.action('cancel-pnr', mine.id);
    expect(cancel.statusCode).toBe(403);
  });
});

describe('importing a PNR made outside Safar', () => {
  beforeAll(async () => {
    const { seedDemoPnrs } = await import('@/seed/demo-pnrs');
    const { seedDemoExchangeRates } = await import('@/seed/demo-exchange-rates');
    await seedDemoExchangeRates(w.t.app);
    await seedDemoPnrs(w.t.app);
  });

  const importBody = (pnr: string, over: Record<string, unknown> = {}) => ({
    supplier: 'sim-gds-a',
    pnr,
    agency_id: w.agencyId,
    charge: true,
    reason: 'Moved from the old terminal',
    ...over,
  });

  it('shows the record, attaches it once, and refuses it again with the booking it is in', async () => {
    const preview = await w.t.request({ method: 'GET', url: '/api/import-pnr?supplier=sim-gds-a&pnr=extkhi', token: w.tok.admin });
    expect(preview.statusCode, preview.body).toBe(200);
    const record = preview.json().data.record;
    expect(record.passengers.map((p: { name: string }) => p.name)).toEqual(['QURESHI/IMRAN MR', 'QURESHI/SADIA MRS']);
    expect(record.tickets).toHaveLength(2);
    expect(record.flights[0].origin).toBe('KHI');

    await w.drainTo(100_000_000);
    const done = await w.t.request({ method: 'POST', url: '/api/import-pnr', token: w.tok.admin, payload: importBody('EXTKHI') });
    expect(done.statusCode, done.body).toBe(200);
    const id = done.json().data.booking.id;
    const row = await w.row(id);
    expect(row).toMatchObject({ channel: 'import', status: 'ticketed', supplierCode: 'sim-gds-a', pnr: 'EXTKHI', currency: 'PKR' });
    expect(row.paymentTransactionId).not.toBeNull();
    expect(await w.available()).toBe(100_000_000 - row.dueMinor);
    const details = (await w.t.request({ method: 'GET', url: `/api/get-offline-booking-details?id=${id}`, token: w.tok.admin })).json()
      .data;
    expect(details.booking.timeline.map((e: { kind: string }) => e.kind)).toContain('pnr_imported');
    expect(details.booking.passenger_list.map((p: { family_name: string; ticket_number: string | null }) => p.ticket_number)).not.toContain(
      null,
    );

    for (const path of ['/api/import-pnr?supplier=sim-gds-a&pnr=EXTKHI']) {
      const again = await w.t.request({ method: 'GET', url: path, token: w.tok.admin });
      expect(again.statusCode).toBe(409);
      expect(again.json().message.details.booking).toEqual({ id, reference: row.reference });
    }
    const twice = await w.t.request({ method: 'POST', url: '/api/import-pnr', token: w.tok.admin, payload: importBody('EXTKHI') });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message.details.booking.id).toBe(id);
  });

  it('two imports of the same PNR at once: one succeeds', async () => {
    const answers = await Promise.all(
      [1, 2].map(() =>
        w.t.request({ method: 'POST', url: '/api/import-pnr', token: w.tok.admin, payload: importBody('EXTLHE', { charge: false }) }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await w.t.database.db.select().from(bookings).where(eq(bookings.pnr, 'EXTLHE'))).toHaveLength(1);
  });

  it('the database holds one import per supplier and PNR, whatever reaches it past the check', async () => {
    const [first] = await w.t.database.db.select().from(bookings).where(eq(bookings.pnr, 'EXTKHI'));
    const { id: _id, reference: _reference, requestKey: _key, ...copy } = first!;
    const duplicate = w.t.database.db.insert(bookings).values({ ...copy, paymentTransactionId: null });
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
    // Only imports are held to it: a row of another channel under the same locator is written.
    await w.t.database.db.insert(bookings).values({ ...copy, channel: 'offline', paymentTransactionId: null, agencyId: w.agencyId });
  });

  it('a held record is imported without a charge, and refused with one', async () => {
    const charged = await w.t.request({ method: 'POST', url: '/api/import-pnr', token: w.tok.admin, payload: importBody('EXTISB') });
    expect(charged.statusCode).toBe(422);
    expect(Object.keys(charged.json().errors)).toEqual(['charge']);
    const held = await w.t.request({
      method: 'POST',
      url: '/api/import-pnr',
      token: w.tok.admin,
      payload: importBody('EXTISB', { charge: false, reason: 'Paid when confirmed' }),
    });
    expect(held.statusCode, held.body).toBe(200);
    const row = await w.row(held.json().data.booking.id);
    expect(row).toMatchObject({ status: 'held', paymentTransactionId: null });
    expect((row.query as { offline: { no_charge_reason: string } }).offline.no_charge_reason).toBe('Paid when confirmed');
  });

  it('is for staff: an agent is refused, and an unknown PNR is not found', async () => {
    const agent = await w.t.request({ method: 'GET', url: '/api/import-pnr?supplier=sim-gds-a&pnr=EXTISB', token: w.tok.agent });
    expect(agent.statusCode).toBe(403);
    const unknown = await w.t.request({ method: 'GET', url: '/api/import-pnr?supplier=sim-gds-a&pnr=NOSUCH', token: w.tok.admin });
    expect(unknown.statusCode).toBe(404);
  });
});
