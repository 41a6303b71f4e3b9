import { randomUUID } from 'node:crypto';
import { openDatabase } from '@safar/db';
import { afterEach, describe, expect, it } from 'vitest';
import { call, data, signIn } from '@/test/api-client';
import {
  databaseEnv,
  freePort,
  quietProcessEnv,
  runCleanups,
  startProcess,
  until,
  waitUntilServing,
  type Running,
} from '@/test/api-process';
import { dayFromNow } from '@/test/factories';
import { adult, CONTACT } from './bookings.test-kit';

/*
 * Confirm, with the real process killed (SIGKILL, see core/failpoints.ts) at each step and started
 * again on the same database: after the payment committed, after the supplier issued, and after
 * the outcome committed but before the answer. Whatever the step, once the restarted process has
 * settled the booking, the agency paid exactly for what was ticketed: ticketed with ticket numbers,
 * the supplier's order issued and the wallet charged once; or not ticketed, the order not issued
 * and the wallet whole again. On both databases: the PGlite data directory outlives its process.
 *
 * One database and one chain of processes for the three steps (each process start takes seconds):
 * the process that settles one step's booking is the one killed at the next step. The settling
 * is the reconcile job's, which never goes through confirm, so the next step's failpoint cannot
 * fire in it.
 */

afterEach(runCleanups);

const STEPS = ['confirm.after_payment', 'confirm.after_issue', 'confirm.before_answer'] as const;
/** The reconcile job's first check, brought down from its default (which outlasts a supplier call). */
const RECONCILE_DELAY_SECONDS = 2;

interface TDetails {
  id: string;
  status: string;
  due_minor: number;
  passenger_list: { ticket_number: string | null }[];
}

describe('confirm killed at each step and restarted', () => {
  it('never keeps money without a ticket, nor issues a ticket unpaid', async () => {
    const port = await freePort();
    const database = await databaseEnv();
    // Demo data on this copy (it has no users yet): the approved demo agent and its funded wallet.
    const env = {
      ...quietProcessEnv(port),
      ...database,
      SEED_DEMO: 'true',
      BOOKING_RECONCILE_DELAY_SECONDS: String(RECONCILE_DELAY_SECONDS),
    };
    const start = async (failpoint: string | undefined): Promise<Running> => {
      const running = await startProcess({ ...env, ...(failpoint ? { SAFAR_FAILPOINT: failpoint } : {}) });
      await waitUntilServing(port, running, 120_000);
      return running;
    };

    let running = await start(STEPS[0]);
    const token = await signIn(port, 'agent@example.com');
    const balance = async () =>
      (await data<{ balance: { balance_minor: number } }>(port, 'GET', '/agency-balance', { token })).balance.balance_minor;
    const details = async (id: string) =>
      (await data<{ booking: TDetails }>(port, 'GET', `/get-flight-booking-details?id=${id}`, { token })).booking;

    const settled: { step: string; booking: TDetails }[] = [];
    for (const [i, step] of STEPS.entries()) {
      const held = await holdOne(port, token, i);
      const before = await balance();

      // The process dies inside the request: the connection drops, no answer comes.
      const key = randomUUID();
      await expect(call(port, 'POST', '/confirm-pnr', { token, key, body: { booking_id: held.id } })).rejects.toThrow();
      expect(await running.exited, running.output()).toEqual({ code: null, signal: 'SIGKILL' });

      running = await start(STEPS[i + 1]);
      let booking = await details(held.id);
      await until(
        async () => !['ticketing', 'outcome_unknown'].includes((booking = await details(held.id)).status),
        `the booking killed at ${step} settled`,
        RECONCILE_DELAY_SECONDS * 1000 + 30_000,
        running,
      );
      const ticketed = booking.status === 'ticketed';
      // The wallet paid exactly when there are tickets.
      expect(await balance(), step).toBe(ticketed ? before - held.due_minor : before);
      expect(
        booking.passenger_list.every((p) => (p.ticket_number !== null) === ticketed),
        step,
      ).toBe(true);
      // Only the step before the supplier was asked can end unticketed: the supplier had tickets for the others.
      if (step === 'confirm.after_payment') expect(booking).toMatchObject({ status: 'held' });
      else expect(booking).toMatchObject({ status: 'ticketed' });

      // The client retrying its lost request with the same key is not run twice.
      const retry = await call(port, 'POST', '/confirm-pnr', { token, key, body: { booking_id: held.id } });
      expect(retry.status, step).toBe(409);
      expect(await balance(), step).toBe(ticketed ? before - held.due_minor : before);
      settled.push({ step, booking });
    }

    // The last process stops cleanly, so that this one can open the database (PGlite serves one process).
    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    await expectLedgerAndSupplierAgree(database, settled);
    // Four process starts: well under a minute on a quiet machine, far longer on a busy one.
  }, 240_000);
});

/** A hold on the simulated GDS for one adult, a different traveller and day at each step (no duplicate guard). */
async function holdOne(port: number, token: string, step: number): Promise<TDetails> {
  const day = dayFromNow(30 + step);
  const { flights } = await data<{ flights: { flight_id: string; supplier: string; seats_left: number | null }[] }>(
    port,
    'GET',
    `/flights?origin=KHI&destination=DXB&departure_date=${day}&adults=1&children=0&infants=0`,
    { token },
  );
  const offer = flights.find((f) => f.supplier === 'sim-gds-a' && (f.seats_left ?? 0) >= 1);
  if (!offer) throw new Error(`no offer of sim-gds-a on ${day}: ${JSON.stringify(flights.slice(0, 3))}`);
  const { booking } = await data<{ booking: TDetails }>(port, 'POST', '/bookings', {
    token,
    body: { flight_id: offer.flight_id, ticketing: 'hold', contact: CONTACT, passengers: [adult({ given_name: `CRASH ${'ABC'[step]}` })] },
  });
  expect(booking.status).toBe('held');
  return booking;
}

/** The rows behind the answers: one payment each, a refund exactly when not ticketed, the supplier's order alike. */
async function expectLedgerAndSupplierAgree(database: NodeJS.ProcessEnv, settled: { step: string; booking: TDetails }[]) {
  const db = await openDatabase({ url: database.DATABASE_URL, dataDir: database.DATABASE_URL ? undefined : database.DATA_DIR });
  try {
    for (const { step, booking } of settled) {
      const ticketed = booking.status === 'ticketed';
      const [row] = (
        await db.executeSql(
          `select b.status, b.pending_call, o.status as order_status,
             (select count(*)::int from ledger_transactions t where t.source->>'id' = b.id::text and t.kind = 'purchase') as payments,
             (select count(*)::int from ledger_transactions t where t.source->>'id' = b.id::text and t.kind = 'refund') as refunds,
             (select coalesce(sum(e.amount_minor), 0)::bigint from ledger_entries e
                join ledger_transactions t on t.id = e.transaction_id
                join ledger_accounts a on a.id = e.account_id
               where t.source->>'id' = b.id::text and a.kind = 'agency_wallet') as wallet_minor
           from bookings b left join sim_orders o on o.order_key = b.supplier_order_key
           where b.id = $1`,
          [booking.id],
        )
      ).rows;
      expect(row, step).toMatchObject({
        status: booking.status,
        pending_call: null,
        order_status: ticketed ? 'ticketed' : 'held',
        payments: 1,
        refunds: ticketed ? 0 : 1,
      });
      expect(Number(row!.wallet_minor), step).toBe(ticketed ? -booking.due_minor : 0);
    }
  } finally {
    await db.close();
  }
}
