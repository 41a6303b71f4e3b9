import { FLIGHT_MARGIN_KINDS, type TFlightMarginRow, type TProfitLossQuery } from '@safar/contracts';
import type { Db } from '@safar/db';
import { sql, type SQL } from 'drizzle-orm';
import { addExact, exactSum } from '@/core/exact-sums';

interface TLine {
  kind: TFlightMarginRow['kind'];
  currency: string;
  income: string;
  costs: string;
  transactions: number;
}

/**
 * Flight revenue by margin kind, from the report's revenue entries (`revenue`, the `r` of
 * profitLoss, which carries each entry's account purpose): the airline margins on fares, the
 * fees kept from voids and cancellations, and any other flight revenue. It follows the report's
 * period, agency and currency; with another product chosen there is no flight revenue to split.
 */
export async function flightMargins(db: Db, revenue: SQL, q: TProfitLossQuery): Promise<TFlightMarginRow[]> {
  if (q.product && q.product !== 'flight') return [];
  const query = sql`${revenue}
    select case r.purpose when 'airline_margins' then 'airline_margins' when 'booking_fees' then 'booking_fees' else 'other_margins' end as kind,
           r.currency,
           coalesce(sum(r.amount_minor) filter (where r.amount_minor > 0), 0)::text as income,
           coalesce(-sum(r.amount_minor) filter (where r.amount_minor < 0), 0)::text as costs,
           count(distinct r.transaction_id)::int as transactions
    from r
    where r.product = 'flight' ${q.agency_id ? sql`and r.agency_id = ${q.agency_id}` : sql``}
    group by 1, 2`;
  const lines = ((await db.execute(query)) as unknown as { rows: TLine[] }).rows;
  const order = (kind: string) => FLIGHT_MARGIN_KINDS.indexOf(kind as TLine['kind']);
  return lines
    .map((l) => {
      const income = exactSum(l.income);
      const costs = exactSum(l.costs);
      return {
        kind: l.kind,
        currency: l.currency,
        income_minor: income,
        costs_minor: costs,
        net_minor: addExact(income, -costs),
        transactions: Number(l.transactions),
      };
    })
    .sort((a, b) => order(a.kind) - order(b.kind) || a.currency.localeCompare(b.currency));
}
