import type {
  TChangeDifferences,
  TScheduleChangeDetails,
  TScheduleChangeListQuery,
  TScheduleChangeRow as TRowView,
} from '@safar/contracts';
import { agencies, bookings, scheduleChanges, users, type Db } from '@safar/db';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { list } from '@/core/envelope';
import type { AuthUser } from '@/core/types';
import { paidAndKept } from '@/modules/bookings/services/refund-if-paid';
import type { TSupplierSlice } from '@/modules/flights/suppliers/supplier';
import { changedFlights, changeFlights } from './change-differences';
import { answersFor, assertReachesChange, changesScope } from './schedule-changes.policy';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const selection = {
  change: scheduleChanges,
  booking: { id: bookings.id, reference: bookings.reference, pnr: bookings.pnr, status: bookings.status },
  agencyName: agencies.name,
  answeredByName: users.name,
};

type TFound = {
  change: typeof scheduleChanges.$inferSelect;
  booking: { id: string; reference: string; pnr: string | null; status: string };
  agencyName: string | null;
  answeredByName: string | null;
};

const base = (db: Db) =>
  db
    .select(selection)
    .from(scheduleChanges)
    .innerJoin(bookings, eq(bookings.id, scheduleChanges.bookingId))
    .leftJoin(agencies, eq(agencies.id, scheduleChanges.agencyId))
    .leftJoin(users, eq(users.id, scheduleChanges.answeredBy));

function presentRow(f: TFound): TRowView {
  const c = f.change;
  const differences = c.differences as TChangeDifferences;
  return {
    id: c.id,
    kind: c.kind,
    status: c.status,
    booking: f.booking,
    agency: c.agencyId && f.agencyName !== null ? { id: c.agencyId, name: f.agencyName } : null,
    supplier: c.supplierCode,
    changed_flights: changedFlights(differences),
    lost_connection: differences.lost_connections.length > 0,
    answer_by: iso(c.answerBy),
    answered_by: c.answeredBy ? { id: c.answeredBy, name: f.answeredByName ?? '' } : null,
    answered_at: iso(c.answeredAt),
    created_at: c.createdAt.toISOString(),
  };
}

/** A page of the changes a user reaches, newest first; by status and by booking. */
export async function listChanges(db: Db, user: AuthUser, q: TScheduleChangeListQuery) {
  const conditions: (SQL | undefined)[] = [changesScope(user)];
  if (q.status) conditions.push(eq(scheduleChanges.status, q.status));
  if (q.booking_id) conditions.push(eq(scheduleChanges.bookingId, q.booking_id));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(scheduleChanges.createdAt), desc(scheduleChanges.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(scheduleChanges).where(where),
  ]);
  return list(rows.map(presentRow), q.page, q.per_page, total?.n ?? 0);
}

/** One change with the flights before and after, what changed, and what the user may answer. */
export async function changeDetails(db: Db, user: AuthUser, id: string): Promise<TScheduleChangeDetails> {
  const [found] = await base(db).where(eq(scheduleChanges.id, id));
  assertReachesChange(user, found?.change);
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, found!.change.bookingId));
  const c = found!.change;
  return {
    ...presentRow(found!),
    before: changeFlights(c.before as TSupplierSlice[]),
    after: changeFlights(c.after as TSupplierSlice[]),
    differences: c.differences as TChangeDifferences,
    answers: answersFor(user, c),
    refund: booking && paidAndKept(booking) ? { amount_minor: booking.dueMinor, currency: booking.currency } : null,
  };
}
