import { z } from 'zod';
import { CURRENCIES, zCurrency, type TCurrency } from '../money';
import { V, zDay as zDayView, zDayInput, zId, zInstant, ZPagination, zUuid } from './common';
import { LEDGER_TRANSACTION_KINDS, ZAgencyBalance } from './ledger';

/**
 * An agency statement (`GET /agent-statment`): what the ledger hands to the JSON
 * answer and to the CSV and PDF renderers. Amounts are minor units of `currency`;
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

/**
 * GET /agent-statment: an approved agent reads its own agency (no target, or its own); finance
 * staff name the agency or its agent. `from`/`to` are calendar days in the agency time zone
 * (default: the first day of the current month to today); `currency` defaults to the agency's.
 */
export const ZStatementQuery = z
  .object({
    agency_id: zUuid.optional(),
    user_id: zUuid.optional(),
    from: zDayInput.optional(),
    to: zDayInput.optional(),
    currency: zCurrency.optional(),
    page: z.coerce
      .number({ error: V.invalid })
      .int({ error: V.invalid })
      .min(1, { error: V.invalid })
      .max(100000, { error: V.invalid })
      .default(1),
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

/** A wallet entry as the statement and the agent home show it. */
export const ZStatementLine = z.strictObject({
  /** The ledger entry's id. */
  id: zId,
  transaction_id: zId,
  kind: z.enum(LEDGER_TRANSACTION_KINDS),
  /** ISO 8601 instant the entry was posted; shown as a calendar day in the period's time zone. */
  date: zInstant,
  /** Human reference of the ledger transaction (`TXN-…`). */
  reference: z.string(),
  /** Reference of the document that caused it (`DEP-…`, `CHG-…`, `ADJ-…`, or the `TXN-…` a reversal undoes), when known. */
  document_reference: z.string().nullable(),
  description: z.string(),
  debit_minor: z.number().int(),
  credit_minor: z.number().int(),
  running_balance_minor: z.number().int(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

/** The JSON answer of GET /agent-statment: one page of the period's entries with the period's figures. */
export const ZStatementView = z.strictObject({
  agency: z.strictObject({
    id: zId,
    name: z.string(),
    code: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** Calendar days (YYYY-MM-DD), both included, in `timezone` (IANA, the agency's). */
  period: z.strictObject({ from: zDayView, to: zDayView, timezone: z.string() }),
  currency: z.enum(CURRENCIES),
  opening_balance_minor: z.number().int(),
  closing_balance_minor: z.number().int(),
  generated_at: zInstant,
  /** Whole-period totals (not only this page's), from the agency's side. */
  totals: z.strictObject({ debit_minor: z.number().int(), credit_minor: z.number().int() }),
  entries: z.array(ZStatementLine),
});
export type TStatementView = z.infer<typeof ZStatementView>;

export const ZStatementAnswer = z.strictObject({ statement: ZStatementView, pagination: ZPagination });
export type TStatementAnswer = z.infer<typeof ZStatementAnswer>;

/** The answer of GET /agency-balance: the wallet's figures and its last few entries, newest first. */
export const ZAgencyBalanceAnswer = z.strictObject({ balance: ZAgencyBalance, recent_entries: z.array(ZStatementLine) });
