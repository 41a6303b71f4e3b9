import { z } from 'zod';
import { zCurrency, type TCurrency } from '../money';
import type { TPagination } from '../envelope';
import { V, zUuid } from './common';
import type { TLedgerTransactionKind } from './ledger';

/**
 * An agency statement (issue 3 §4, `GET /agent-statment`): what the ledger hands to the JSON
 * answer and to the CSV and PDF renderers. Amounts are minor units of `currency` (DESIGN.md §4);
 * balances are from the agency's side (money deposited is positive), so a credit raises it.
 */
export interface TStatementEntry {
  /** ISO 8601 instant the entry was posted; shown as a calendar day in the period's time zone. */
  date: string;
  /** Human reference of the ledger transaction (`TXN-…`). */
  reference: string;
  /** Reference of the document that caused it (`DEP-…`, `CHG-…`, `ADJ-…`, or the `TXN-…` a reversal undoes), when known. */
  document_reference?: string | null;
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

export const STATEMENT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type TStatementFormat = (typeof STATEMENT_FORMATS)[number];
export const STATEMENT_PER_PAGE = 50;
export const STATEMENT_MAX_PER_PAGE = 200;
/** CSV and PDF hold the whole period; a longer one is refused with a request for a shorter range. */
export const STATEMENT_EXPORT_MAX_ENTRIES = 20_000;

const zDay = z.iso.date({ error: V.invalid }).optional();

/**
 * GET /agent-statment: an approved agent reads its own agency (no target, or its own); finance
 * staff name the agency or its agent. `from`/`to` are calendar days in the agency time zone
 * (default: the first day of the current month to today); `currency` defaults to the agency's.
 */
export const ZStatementQuery = z
  .object({
    agency_id: zUuid.optional(),
    user_id: zUuid.optional(),
    from: zDay,
    to: zDay,
    currency: zCurrency.optional(),
    page: z.coerce.number({ error: V.invalid }).int({ error: V.invalid }).min(1, { error: V.invalid }).max(100000, { error: V.invalid }).default(1),
    per_page: z.coerce
      .number({ error: V.invalid })
      .int({ error: V.invalid })
      .min(1, { error: V.invalid })
      .max(STATEMENT_MAX_PER_PAGE, { error: V.invalid })
      .default(STATEMENT_PER_PAGE),
    format: z.enum(STATEMENT_FORMATS, { error: V.oneOf }).default('json'),
  })
  .refine((q) => !(q.agency_id && q.user_id), { error: 'validation.agency_or_user', path: ['agency_id'] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.date_range', path: ['to'] });
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

/** The JSON answer of GET /agent-statment: one page of the period's entries with the period's figures. */
export interface TStatementView extends Omit<TStatement, 'entries'> {
  agency: TStatement['agency'] & { id: string };
  /** Whole-period totals (not only this page's), from the agency's side. */
  totals: { debit_minor: number; credit_minor: number };
  entries: TStatementLine[];
}

export interface TStatementAnswer {
  statement: TStatementView;
  pagination: TPagination;
}

/** A wallet entry as the statement and the agent home show it. */
export interface TStatementLine extends TStatementEntry {
  /** The ledger entry's id. */
  id: string;
  transaction_id: string;
  kind: TLedgerTransactionKind;
  document_reference: string | null;
}
