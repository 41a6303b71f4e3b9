import { bookings, type DbOrTx } from '@safar/db';
import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { JobDefinition } from '@/core/jobs/job-queue';
import type { TBookingDeps } from '../booking-deps';
import { BOOKING_CALL_MS } from '../booking-supplier';
import { noteOnBooking, type TBookingRow } from '../booking-transition';
import { noticeDeadlineNear } from './booking-notices';
import { expireHold } from './expire-hold';
import { reconcileBooking } from './reconcile-booking';

/*
 * The jobs that act on bookings by themselves: a check with the supplier for a booking whose
 * answer was lost, and the agency's deadline on an unpaid hold. Each is sent in the transaction
 * that made it necessary (it exists exactly when that change committed), keyed by booking, and
 * acts only if the booking is still where it was left: running one twice, late or after a person
 * acted changes nothing. A call under way needs no job: the booking says so itself
 * (`pendingCall`), and the sweep, every few minutes and soon after each start, hands a call left
 * unanswered by a stopped process to the check, as it hands holds past their deadline to theirs.
 */

export const RECONCILE_JOB = 'bookings.reconcile';
export const DEADLINE_JOB = 'bookings.deadline';
export const SWEEP_JOB = 'bookings.sweep';
export const REMIND_JOB = 'bookings.remind';

/**
 * A call with no answer this long after the booking last changed is taken as left by a stopped
 * process, and a lost answer's first check comes this long after it. It must outlast the longest
 * call: a check while an issue call is still running finds the order held, gives the money back,
 * and the tickets the call then issues are left unpaid for.
 */
const RECONCILE_AFTER_SECONDS = Math.ceil(BOOKING_CALL_MS / 1000) + 15;
/** Retries back off from this. */
const RECONCILE_RETRY_SECONDS = 30;

/**
 * The agency's own deadline: the supplier's less the buffer admin set, never later than the
 * supplier's, and not in the past either (a hold made close to its deadline gets a few minutes).
 */
export function agencyDeadline(supplierDeadline: Date | null, bufferMinutes: number, now = Date.now()): Date | null {
  if (!supplierDeadline) return null;
  const wanted = supplierDeadline.getTime() - bufferMinutes * 60_000;
  return new Date(Math.min(supplierDeadline.getTime(), Math.max(wanted, now + 5 * 60_000)));
}

/** RECONCILE_AFTER_SECONDS, or less where a test brings it down (BOOKING_RECONCILE_DELAY_SECONDS). */
function reconcileAfterSeconds(deps: TBookingDeps): number {
  return deps.app.config.bookingReconcileDelaySeconds ?? RECONCILE_AFTER_SECONDS;
}

export async function scheduleReconcile(deps: TBookingDeps, tx: DbOrTx, booking: TBookingRow): Promise<void> {
  await deps.app.jobs.sendIn(
    tx,
    RECONCILE_JOB,
    { bookingId: booking.id },
    // An instant, not seconds: a number reaches the database as text it cannot read inside a transaction.
    { startAfter: new Date(Date.now() + reconcileAfterSeconds(deps) * 1000), singletonKey: `reconcile:${booking.id}` },
  );
}

/** The agency's deadline, and a reminder before it at each time admin set that is still ahead. */
export async function scheduleDeadlines(deps: TBookingDeps, tx: DbOrTx, booking: TBookingRow, reminderMinutes: number[]): Promise<void> {
  const deadline = booking.agencyDeadlineAt;
  if (!deadline) return;
  const at = deadline.toISOString();
  await deps.app.jobs.sendIn(
    tx,
    DEADLINE_JOB,
    { bookingId: booking.id },
    { startAfter: deadline, singletonKey: `deadline:${booking.id}:${at}` },
  );
  for (const minutes of reminderMinutes) {
    const when = new Date(deadline.getTime() - minutes * 60_000);
    if (when.getTime() <= Date.now()) continue;
    await deps.app.jobs.sendIn(
      tx,
      REMIND_JOB,
      { bookingId: booking.id, deadline: at },
      { startAfter: when, singletonKey: `remind:${booking.id}:${at}:${minutes}` },
    );
  }
}

export function bookingJobs(deps: TBookingDeps): JobDefinition[] {
  return [
    {
      name: RECONCILE_JOB,
      // Backing off from 30 s: about five hours of checks before it is left to a person.
      retryLimit: 12,
      retryDelay: RECONCILE_RETRY_SECONDS,
      retryBackoff: true,
      async handler(job) {
        await reconcileBooking(deps, (job.data as { bookingId: string }).bookingId);
      },
    },
    {
      name: DEADLINE_JOB,
      retryLimit: 8,
      retryDelay: 60,
      async handler(job) {
        await expireHold(deps, (job.data as { bookingId: string }).bookingId);
      },
    },
    {
      name: REMIND_JOB,
      retryLimit: 3,
      async handler(job) {
        const { bookingId, deadline } = job.data as { bookingId: string; deadline: string };
        await remindHold(deps, bookingId, deadline);
      },
    },
    {
      name: SWEEP_JOB,
      cron: '*/5 * * * *',
      // A process that stopped mid-call is usually started again: its calls are checked then.
      afterStartSeconds: reconcileAfterSeconds(deps),
      retryLimit: 1,
      async handler() {
        await sweep(deps);
      },
    },
  ];
}

/** Reminds the agency of a hold's deadline, if the hold still stands and the deadline is still that one. */
export async function remindHold(deps: TBookingDeps, bookingId: string, deadlineIso: string): Promise<void> {
  await deps.app.db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!b || b.status !== 'held' || b.agencyDeadlineAt?.toISOString() !== deadlineIso) return;
    await noticeDeadlineNear(tx, deps.app, b);
    await noteOnBooking(tx, b.id, 'reminded', null, { deadline: deadlineIso });
  });
}

/**
 * Holds past the agency's deadline and calls left unanswered by a stopped process, handed to their
 * jobs, unless one is still waiting or retrying for that booking (a check can retry for hours).
 */
export async function sweep(deps: TBookingDeps): Promise<void> {
  const db = deps.app.db;
  const overdue = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'held'), isNotNull(bookings.agencyDeadlineAt), lte(bookings.agencyDeadlineAt, sql`now()`)))
    .limit(50);
  await handOver(deps, DEADLINE_JOB, overdue, (id) => `deadline:${id}:sweep`);
  const stale = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        or(inArray(bookings.status, ['outcome_unknown', 'pending', 'ticketing']), isNotNull(bookings.pendingCall)),
        lt(bookings.updatedAt, sql`now() - make_interval(secs => ${reconcileAfterSeconds(deps)})`),
        sql`${bookings.status} not in ('voided', 'cancelled', 'expired', 'failed')`,
      ),
    )
    .limit(50);
  await handOver(deps, RECONCILE_JOB, stale, (id) => `reconcile:${id}`);
}

async function handOver(deps: TBookingDeps, job: string, found: { id: string }[], keyOf: (id: string) => string): Promise<void> {
  const live = await deps.app.jobs.liveKeys(
    job,
    found.map((b) => keyOf(b.id)),
  );
  for (const { id } of found) {
    if (!live.has(keyOf(id))) await deps.app.jobs.sendIn(deps.app.db, job, { bookingId: id }, { singletonKey: keyOf(id) });
  }
}
