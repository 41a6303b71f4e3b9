import {
  todayIn,
  type TAgentProfitLossFigures,
  type TAgentProfitLossQuery,
  type TAgentProfitLossReport,
  type TAgentProfitLossRow,
} from '@safar/contracts';
import { bookings, ledgerAccounts, ledgerEntries, ledgerTransactions, type Db } from '@safar/db';
import { sql } from 'drizzle-orm';
import { dayEnd, dayStart } from '@/core/agency-days';
import { addExact, exactSum } from '@/core/exact-sums';

interface TLine {
  month: string;
  currency: string;
  sold: number;
  refunded: number;
  sales: string;
  paid: string;
  refunds: string;
  fees: string;
}

/** The period: the days given, else the year so far (the report is read month by month). */
export function agentReportPeriod(now: Date, timeZone: string, q: TAgentProfitLossQuery): { from: string; to: string } {
  const today = todayIn(timeZone, now);
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  return { from: q.from ?? `${to.slice(0, 4)}-01-01`, to };
}

/*
 * GET /agent-profit-loss-report: an agency's own profit and loss on its bookings, month by month
 * in the agency time zone, one line per currency. Read from the ledger's booking payments and
 * refunds (so it agrees with the wallet statement), each joined to its booking for the customer's
 * price, which the ledger never sees (the agent's markup is not the platform's money):
 *  - a payment is a sale at the booking's gross, and a cost of what the wallet paid;
 *  - a refund gives the sale back (the customer gets its price back) and returns to the wallet
 *    what it received; the fee kept from it is reported apart and is already in the cost.
 * So a booking that stands earns its markup, and one voided or cancelled costs what did not come back.
 */
export async function agentProfitLoss(
  db: Db,
  agencyId: string,
  q: TAgentProfitLossQuery,
  timeZone: string,
  now = new Date(),
): Promise<TAgentProfitLossReport> {
  const period = agentReportPeriod(now, timeZone, q);
  const sumOn = (condition: ReturnType<typeof sql>) => sql`coalesce((
    select sum(e.amount_minor) from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id
    where e.transaction_id = t.id and ${condition}), 0)`;
  const query = sql`
    with moves as (
      select t.kind, t.created_at, b.currency, b.gross_minor,
             ${sumOn(sql`a.kind = 'agency_wallet'`)} as wallet,
             ${sumOn(sql`a.kind = 'revenue' and a.purpose = 'booking_fees'`)} as fee
      from ${ledgerTransactions} t
      -- The case keeps the cast away from sources that are not bookings (their ids need not be uuids).
      join ${bookings} b on b.id = case when t.source->>'type' = 'booking' then (t.source->>'id')::uuid end
      where t.kind in ('purchase', 'refund')
        and b.agency_id = ${agencyId}
        and t.created_at >= ${dayStart(period.from, timeZone)}
        and t.created_at < ${dayEnd(period.to, timeZone)}
    )
    select to_char(created_at at time zone ${timeZone}, 'YYYY-MM') as month, currency,
           (count(*) filter (where kind = 'purchase'))::int as sold,
           (count(*) filter (where kind = 'refund'))::int as refunded,
           coalesce(sum(case when kind = 'purchase' then gross_minor else -gross_minor end), 0)::text as sales,
           coalesce(-sum(wallet) filter (where kind = 'purchase'), 0)::text as paid,
           coalesce(sum(wallet) filter (where kind = 'refund'), 0)::text as refunds,
           coalesce(sum(fee), 0)::text as fees
    from moves
    group by 1, 2
    order by 1, 2`;
  const lines = ((await db.execute(query)) as unknown as { rows: TLine[] }).rows;
  const rows: TAgentProfitLossRow[] = lines.map((l) => ({
    month: l.month,
    ...figures(l.currency, {
      sold: Number(l.sold),
      refunded: Number(l.refunded),
      sales: exactSum(l.sales),
      paid: exactSum(l.paid),
      refunds: exactSum(l.refunds),
      fees: exactSum(l.fees),
    }),
  }));
  return { period: { ...period, timezone: timeZone }, rows, totals: totalsByCurrency(rows) };
}

interface TCounts {
  sold: number;
  refunded: number;
  sales: number;
  paid: number;
  refunds: number;
  fees: number;
}

/** The figures of a line from its counts and sums: costs and margin follow from them. */
function figures(currency: string, c: TCounts): TAgentProfitLossFigures {
  const costs = addExact(c.paid, -c.refunds);
  return {
    currency,
    sold: c.sold,
    refunded: c.refunded,
    sales_minor: c.sales,
    paid_minor: c.paid,
    refunds_minor: c.refunds,
    costs_minor: costs,
    fees_minor: c.fees,
    margin_minor: addExact(c.sales, -costs),
  };
}

function totalsByCurrency(rows: TAgentProfitLossRow[]): TAgentProfitLossFigures[] {
  const totals = new Map<string, TAgentProfitLossFigures>();
  for (const row of rows) {
    const sum = totals.get(row.currency);
    totals.set(
      row.currency,
      figures(row.currency, {
        sold: (sum?.sold ?? 0) + row.sold,
        refunded: (sum?.refunded ?? 0) + row.refunded,
        sales: addExact(sum?.sales_minor ?? 0, row.sales_minor),
        paid: addExact(sum?.paid_minor ?? 0, row.paid_minor),
        refunds: addExact(sum?.refunds_minor ?? 0, row.refunds_minor),
        fees: addExact(sum?.fees_minor ?? 0, row.fees_minor),
      }),
    );
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
