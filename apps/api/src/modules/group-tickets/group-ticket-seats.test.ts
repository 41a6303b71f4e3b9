import { activityLogs, groupTickets } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/core/app-error';
import { translate } from '@safar/contracts';
import { ensureDemoAirRows } from '@/seed/demo-air';
import { buildGroupTicket, tokenFor } from '@/test/factories';
import { buildTestApp, TEST_DRIVER, type TestApp } from '@/test/test-app';
import { releaseGroupSeats, takeGroupSeats } from './group-ticket-seats';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureDemoAirRows(t.database.db);
  admin = await tokenFor(t, 'admin@example.com');
});
afterAll(() => t.close());

async function block(overrides: Record<string, unknown> = {}): Promise<{ id: string; reference: string }> {
  const res = await t.request({ method: 'POST', url: '/api/group-tickets', token: admin, payload: buildGroupTicket(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.group_ticket;
}

const take = (id: string, n: number) => t.database.db.transaction((tx) => takeGroupSeats(tx, id, n));
const release = (id: string, n: number) => t.database.db.transaction((tx) => releaseGroupSeats(tx, id, n));
const seatsLeft = async (id: string) => (await t.database.db.select().from(groupTickets).where(eq(groupTickets.id, id)))[0]!.seatsLeft;

/** The English message of a refused take, as the API would answer it. */
async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const appError = err as AppError;
  return { status: appError.status, message: translate('en', appError.key, appError.options.params) };
}

describe('takeGroupSeats / releaseGroupSeats', () => {
  it('takes and gives back seats, each in the activity log', async () => {
    const { id } = await block();
    expect((await take(id, 5)).seatsLeft).toBe(35);
    expect((await release(id, 2)).seatsLeft).toBe(37);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'group_ticket'), eq(activityLogs.subjectId, id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['group_ticket.created', 'group_ticket.seats_released', 'group_ticket.seats_taken']);
  });

  it('refuses more seats than are left (409 naming them), and changes nothing', async () => {
    const { id, reference } = await block({ seats_total: 4 });
    await take(id, 3);
    expect(await refusal(take(id, 2))).toEqual({ status: 409, message: `Not enough seats on ${reference}: 1 left, 2 asked for.` });
    expect(await seatsLeft(id)).toBe(1);
  });

  it('refuses a block off sale or past its cut-off, and an unknown block (404)', async () => {
    const off = await block({ status: 'inactive' });
    expect(await refusal(take(off.id, 1))).toEqual({ status: 409, message: `${off.reference} is not on sale.` });
    const closed = await block();
    await t.database.db
      .update(groupTickets)
      .set({ bookingCutoffAt: new Date(Date.now() - 1000) })
      .where(eq(groupTickets.id, closed.id));
    expect(await refusal(take(closed.id, 1))).toEqual({
      status: 409,
      message: `Booking on ${closed.reference} closed at its cut-off time.`,
    });
    // A cancelled booking still gives its seats back after the cut-off.
    await t.database.db.update(groupTickets).set({ seatsLeft: 38 }).where(eq(groupTickets.id, closed.id));
    expect((await release(closed.id, 2)).seatsLeft).toBe(40);
    expect((await refusal(take('0190a0a0-0000-7000-8000-000000000000', 1))).status).toBe(404);
  });

  it('refuses to give back more seats than were sold', async () => {
    const { id, reference } = await block({ seats_total: 10 });
    await take(id, 2);
    expect(await refusal(release(id, 3))).toEqual({ status: 409, message: `3 seats cannot go back to ${reference}: only 2 are sold.` });
    expect(await seatsLeft(id)).toBe(8);
  });

  it('refuses a count that is no whole number of seats', async () => {
    const { id } = await block();
    await expect(take(id, 0)).rejects.toThrow(RangeError);
    await expect(take(id, 1.5)).rejects.toThrow(RangeError);
  });

  it(`never oversells: 20 concurrent takes of 3 seats from 40 leave 13 sold and 1 seat (${TEST_DRIVER})`, async () => {
    const { id } = await block({ seats_total: 40 });
    // Each transaction keeps its row lock a moment after its take, so the others queue on it and
    // must re-check the seats left as the holder committed them.
    const takeAndHold = () =>
      t.database.db.transaction(async (tx) => {
        const row = await takeGroupSeats(tx, id, 3);
        await tx.execute(sql`select pg_sleep(0.01)`);
        return row;
      });
    const results = await Promise.allSettled(Array.from({ length: 20 }, takeAndHold));
    const taken = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(taken).toHaveLength(13);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect((r.reason as AppError).status).toBe(409);
    expect(await seatsLeft(id)).toBe(1);
    // Each success saw a different count of seats left: no two took the same seats.
    const lefts = taken.map((r) => (r as PromiseFulfilledResult<{ seatsLeft: number }>).value.seatsLeft).sort((a, b) => a - b);
    expect(lefts).toEqual(Array.from({ length: 13 }, (_, i) => 1 + 3 * i));
  });

  it('keeps seats_left between 0 and the total whatever writes it (CHECK constraints)', async () => {
    const { id } = await block({ seats_total: 5 });
    await expect(t.database.db.update(groupTickets).set({ seatsLeft: -1 }).where(eq(groupTickets.id, id))).rejects.toThrow();
    await expect(t.database.db.update(groupTickets).set({ seatsLeft: 6 }).where(eq(groupTickets.id, id))).rejects.toThrow();
    expect(await seatsLeft(id)).toBe(5);
  });
});
