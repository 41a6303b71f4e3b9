import type { TProfitLossFigures, TProfitLossQuery, TProfitLossReport, TProfitLossRow } from '@safar/contracts';
import { agencies, ledgerAccounts, ledgerEntries, ledgerTransactions, type Db } from '@safar/db';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { dayEnd, dayStart } from '@/core/agency-days';
import { addExact, exactSum } from '@/core/exact-sums';
import { reportPeriod } from '../period';
import { flightMargins } from './flight-margins';

interface TLine {
  grp: string | null;
  currency: string;
  income: string;
  costs: string;
  transactions: number;
}

/*
 * GET /profit-loss-report (finance). Read ONLY from ledger entries on revenue accounts, so it
 * always agrees with the ledger and the statements: a credit to revenue is income, a debit
 * (a credit adjustment given to an agency, a reversed charge) is a cost. Anything that later
 * posts revenue (booking margins tagged with their product) shows up here unchanged.
 *
 * - product: the transaction's, else (for a reversal) the reversed transaction's, else 'other';
 * - agency: the owner of the transaction's agency-wallet entry (none for revenue without one);
 * - period and month: the entry's posting time in the agency time zone, as statements use it;
 * - beside the lines, the flight revenue of the same entries by margin kind (flight-margins.ts).
 */
export async function profitLoss(db: Db, q: TProfitLossQuery, timeZone: string, now = new Date()): Promise<TProfitLossReport> {
  const period = reportPeriod(now, timeZone, q);
  const groupExpr: Record<TProfitLossQuery['group_by'], SQL> = {
    product: sql`r.product`,
    agency: sql`r.agency_id::text`,
    month: sql`to_char(r.created_at at time zone ${timeZone}, 'YYYY-MM')`,
  };
  const conditions: SQL[] = [];
  if (q.product) conditions.push(sql`r.product = ${q.product}`);
  if (q.agency_id) conditions.push(sql`r.agency_id = ${q.agency_id}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

  const revenue = sql`
    with r as (
      select e.transaction_id, e.currency, e.amount_minor, e.created_at,
             coalesce(t.product, o.product, 'other') as product,
             (select wa.owner_id from ${ledgerEntries} we join ${ledgerAccounts} wa on wa.id = we.account_id
               where we.transaction_id = e.transaction_id and wa.kind = 'agency_wallet' limit 1) as agency_id,
             a.purpose
      from ${ledgerEntries} e
      join ${ledgerAccounts} a on a.id = e.account_id
      join ${ledgerTransactions} t on t.id = e.transaction_id
      left join ${ledgerTransactions} o on o.id = t.reverses_transaction_id
      where a.kind = 'revenue'
        and e.created_at >= ${dayStart(period.from, timeZone)}
        and e.created_at < ${dayEnd(period.to, timeZone)}
        ${q.currency ? sql`and e.currency = ${q.currency}` : sql``}
    )`;
  const query = sql`${revenue}
    select ${groupExpr[q.group_by]} as grp, r.currency,
           coalesce(sum(r.amount_minor) filter (where r.amount_minor > 0), 0)::text as income,
           coalesce(-sum(r.amount_minor) filter (where r.amount_minor < 0), 0)::text as costs,
           count(distinct r.transaction_id)::int as transactions
    from r ${where}
    group by 1, 2`;
  const lines = ((await db.execute(query)) as unknown as { rows: TLine[] }).rows;

  const names = await agencyNames(db, q.group_by === 'agency' ? lines.map((l) => l.grp) : []);
  const rows: TProfitLossRow[] = lines.map((l) => {
    const income = exactSum(l.income);
    const costs = exactSum(l.costs);
    return {
      group: l.grp,
      label: q.group_by === 'agency' && l.grp ? (names.get(l.grp) ?? null) : null,
      currency: l.currency,
      income_minor: income,
      costs_minor: costs,
      net_minor: addExact(income, -costs),
      transactions: Number(l.transactions),
    };
  });
  rows.sort((a, b) => sortKey(a, q.group_by).localeCompare(sortKey(b, q.group_by)) || a.currency.localeCompare(b.currency));
  return {
    period: { ...period, timezone: timeZone },
    group_by: q.group_by,
    rows,
    totals: totalsByCurrency(rows),
    flight_margins: await flightMargins(db, revenue, q),
  };
}

/** Agencies by name (revenue without an agency last), products by name, months in order. */
const sortKey = (row: TProfitLossRow, groupBy: TProfitLossQuery['group_by']) =>
  groupBy === 'agency' ? (row.group ? `0${row.label ?? ''}\u0000${row.group}` : '1') : (row.group ?? '');

async function agencyNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(inArray(agencies.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function totalsByCurrency(rows: TProfitLossRow[]): TProfitLossFigures[] {
  const totals = new Map<string, TProfitLossFigures>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, income_minor: 0, costs_minor: 0, net_minor: 0 };
    total.income_minor = addExact(total.income_minor, row.income_minor);
    total.costs_minor = addExact(total.costs_minor, row.costs_minor);
    total.net_minor = addExact(total.net_minor, row.net_minor);
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
