import type { TCurrency } from '../money';

/**
 * An agency statement (issue 3 §4, `GET /agent-statment`): what the ledger hands to the JSON
 * answer and to the CSV and PDF renderers. Amounts are minor units of `currency` (DESIGN.md §4);
 * balances are from the agency's side (money deposited is positive), so a credit raises it.
 */
export interface TStatementEntry {
  /** ISO 8601 instant the entry was posted; shown as a calendar day in the period's time zone. */
  date: string;
  /** Human reference of the document (`DEP-…`, `TXN-…`, `BKG-…`). */
  reference: string;
  description: string;
  debit_minor: number;
  credit_minor: number;
  running_balance_minor: number;
}

export interface TStatement {
  agency: { id?: string; name: string; code?: string | null; email?: string | null; phone?: string | null; address?: string | null };
  /** Calendar days (YYYY-MM-DD), both included, in `timezone` (IANA, the agency's). */
  period: { from: string; to: string; timezone: string };
  currency: TCurrency;
  opening_balance_minor: number;
  entries: TStatementEntry[];
  closing_balance_minor: number;
  /** ISO 8601 instant. */
  generated_at: string;
}
