import type { WithSubquery } from 'drizzle-orm';

/**
 * Every column a CTE returns, as a select field: `db.with(cte).select({ row: cteColumns(cte) })`
 * reads each column through the CTE's name and maps it as the table's own (dates, money).
 */
export function cteColumns<TSelection extends Record<string, unknown>>(cte: WithSubquery<string, TSelection>): TSelection {
  const fields = cte as unknown as TSelection;
  return Object.fromEntries(Object.keys(cte._.selectedFields).map((name) => [name, fields[name]])) as TSelection;
}
