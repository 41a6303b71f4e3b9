import { todayIn, type TCurrencyFigure, type TFinanceSummary } from '@safar/contracts';
import { creditAllowanceRequests, deposits, ledgerAccounts, ledgerAdjustments, type Db } from '@safar/db';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { dayStart } from '@/core/agency-days';
import { exactSum } from '@/core/exact-sums';

/**
 * GET /finance-summary (finance): the admin dashboard's money figures. "This month" is the
 * current month in the agency time zone; approved deposits count by their review time.
 */
export async function financeSummary(db: Db, timeZone: string, now = new Date()): Promise<TFinanceSummary> {
  const month = todayIn(timeZone, now).slice(0, 7);
  const monthStart = dayStart(`${month}-01`, timeZone);
  const nextMonthStart = sql`((${`${month}-01`})::date + interval '1 month')::timestamp at time zone ${timeZone}`;

  const pending = await db
    .select({
      currency: deposits.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<string | null>`sum(${deposits.amountMinor})::text`,
    })
    .from(deposits)
    .where(and(eq(deposits.status, 'pending'), isNull(deposits.deletedAt)))
    .groupBy(deposits.currency)
    .orderBy(asc(deposits.currency));

  const approved = await db
    .select({
      currency: deposits.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<string | null>`sum(coalesce(${deposits.approvedAmountMinor}, ${deposits.amountMinor}))::text`,
    })
    .from(deposits)
    .where(
      and(
        eq(deposits.status, 'approved'),
        isNull(deposits.deletedAt),
        gte(deposits.reviewedAt, monthStart),
        lt(deposits.reviewedAt, nextMonthStart),
      ),
    )
    .groupBy(deposits.currency)
    .orderBy(asc(deposits.currency));

  const wallets = await db
    .select({
      currency: ledgerAccounts.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<string | null>`sum(${ledgerAccounts.balanceMinor})::text`,
      negative: sql<number>`(count(*) filter (where ${ledgerAccounts.balanceMinor} < 0))::int`,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'agency_wallet'))
    .groupBy(ledgerAccounts.currency)
    .orderBy(asc(ledgerAccounts.currency));

  const [adjustments] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerAdjustments)
    .where(eq(ledgerAdjustments.status, 'pending'));

  const [allowanceChanges] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(creditAllowanceRequests)
    .where(eq(creditAllowanceRequests.status, 'pending'));

  const figures = (rows: { currency: string; count: number; amount: string | null }[]): TCurrencyFigure[] =>
    rows.map((r) => ({ currency: r.currency, count: r.count, amount_minor: exactSum(r.amount) }));
  const total = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);

  return {
    timezone: timeZone,
    month,
    pending_topups: { count: total(pending), by_currency: figures(pending) },
    approved_this_month: { count: total(approved), by_currency: figures(approved) },
    agent_balances: {
      by_currency: wallets.map((w) => ({
        currency: w.currency,
        count: w.count,
        amount_minor: exactSum(w.amount),
        negative_wallets: w.negative,
      })),
      negative_wallets: wallets.reduce((n, w) => n + w.negative, 0),
    },
    pending_adjustments: adjustments?.count ?? 0,
    pending_allowance_changes: allowanceChanges?.count ?? 0,
  };
}
