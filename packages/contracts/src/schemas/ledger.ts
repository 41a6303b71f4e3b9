import { z } from 'zod';
import { zAmountMinor, zAmountMinorOrZero, zCurrency } from '../money';
import { V, zDayInput, zId, zInstant, zMultilineOf, zNoteOf, zOneOf, zPageQuery, zUuid } from './common';
import type { ZAgencyBalanceAnswer } from './statement';

/** The agency an operation is about: by agency id, or by the agent's user id. */
const agencyTarget = {
  agency_id: zUuid.optional(),
  user_id: zUuid.optional(),
};
const oneTarget = (v: { agency_id?: string | undefined; user_id?: string | undefined }) => Boolean(v.agency_id) !== Boolean(v.user_id);

/**
 * POST /update-card-allowance (finance): asks for a new credit allowance, applied when a second
 * staff member approves it; the reason is required, as on a manual adjustment.
 */
export const ZUpdateCardAllowance = z
  .object({ ...agencyTarget, currency: zCurrency, credit_allowance_minor: zAmountMinorOrZero, reason: zNoteOf(500) })
  .refine(oneTarget, { error: 'validation.agency_or_user', path: ['agency_id'] });
export type TUpdateCardAllowance = z.infer<typeof ZUpdateCardAllowance>;

/**
 * GET /agency-balance: an agency's wallet figures in a currency (the agency's own currency by
 * default). Finance staff name the agency or its agent; an approved agent reads its own (no
 * target needed). Naming both is refused here; naming none is decided by the ownership policy.
 */
export const ZAgencyBalanceQuery = z
  .object({ ...agencyTarget, currency: zCurrency.optional() })
  .refine((v) => !(v.agency_id && v.user_id), { error: 'validation.agency_or_user', path: ['agency_id'] });
export type TAgencyBalanceQuery = z.infer<typeof ZAgencyBalanceQuery>;

/** POST /transactions: a manual adjustment, pending until a second staff member approves it. */
export const ZCreateAdjustment = z
  .object({
    ...agencyTarget,
    direction: zOneOf(['credit', 'debit'] as const),
    amount_minor: zAmountMinor,
    currency: zCurrency,
    reason: zNoteOf(500),
  })
  .refine(oneTarget, { error: 'validation.agency_or_user', path: ['agency_id'] });
export type TCreateAdjustment = z.infer<typeof ZCreateAdjustment>;

/** POST /transactions/adjustments/{id}/approve|reject: the checker's decision (a reason is optional on approval). */
export const ZDecideAdjustment = z.object({ reason: zMultilineOf(500).optional() });
export type TDecideAdjustment = z.infer<typeof ZDecideAdjustment>;

/** PUT /transactions: posts the reversal of a transaction (never an edit). */
export const ZReverseTransaction = z.object({ transaction_id: zUuid, reason: zNoteOf(500) });
export type TReverseTransaction = z.infer<typeof ZReverseTransaction>;

export const LEDGER_TRANSACTION_KINDS = ['deposit', 'charge', 'charge_reversal', 'purchase', 'refund', 'adjustment', 'reversal'] as const;
export type TLedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/** GET /transactions (finance): dates are calendar days in the agency time zone. */
export const ZTransactionListQuery = zPageQuery
  .extend({
    agency_id: zUuid.optional(),
    kind: z.enum(LEDGER_TRANSACTION_KINDS, { error: V.oneOf }).optional(),
    from: zDayInput.optional(),
    to: zDayInput.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.date_range', path: ['to'] });
export type TTransactionListQuery = z.infer<typeof ZTransactionListQuery>;

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected', 'reversed'] as const;

export const ZAdjustmentListQuery = zPageQuery.extend({
  status: z.enum(ADJUSTMENT_STATUSES, { error: V.oneOf }).optional(),
});
export type TAdjustmentListQuery = z.infer<typeof ZAdjustmentListQuery>;

export const ZLedgerEntry = z.strictObject({
  id: zId,
  account_id: zId,
  account_code: z.string(),
  account_kind: z.string(),
  owner_type: z.string().nullable(),
  owner_id: zId.nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  balance_after_minor: z.number().int(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZLedgerTransaction = z.strictObject({
  id: zId,
  reference: z.string(),
  kind: z.enum(LEDGER_TRANSACTION_KINDS),
  description: z.string(),
  reverses_transaction_id: zId.nullable(),
  reversed_by_transaction_id: zId.nullable(),
  negative: z.boolean(),
  created_by: zId.nullable(),
  on_behalf_of_id: zId.nullable(),
  created_at: zInstant,
  entries: z.array(ZLedgerEntry),
});
export type TLedgerTransaction = z.infer<typeof ZLedgerTransaction>;

export const ZLedgerAdjustment = z.strictObject({
  id: zId,
  reference: z.string(),
  agency_id: zId,
  account_id: zId,
  direction: z.enum(['credit', 'debit']),
  amount_minor: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  /** approved → reversed when its transaction is reversed. */
  status: z.enum(ADJUSTMENT_STATUSES),
  maker_id: zId,
  checker_id: zId.nullable(),
  decision_reason: z.string().nullable(),
  decided_at: zInstant.nullable(),
  transaction_id: zId.nullable(),
  reversal_transaction_id: zId.nullable(),
  created_at: zInstant,
});
export type TLedgerAdjustment = z.infer<typeof ZLedgerAdjustment>;

export const ZWalletView = z.strictObject({
  account_id: zId,
  code: z.string(),
  agency_id: zId,
  currency: z.string(),
  balance_minor: z.number().int(),
  credit_allowance_minor: z.number().int(),
  available_minor: z.number().int(),
});
export type TWalletView = z.infer<typeof ZWalletView>;

/** GET /agency-balance: zeros while the agency has no wallet in that currency yet. */
export const ZAgencyBalance = z.strictObject({
  agency_id: zId,
  currency: z.string(),
  balance_minor: z.number().int(),
  credit_allowance_minor: z.number().int(),
  available_minor: z.number().int(),
});
export type TAgencyBalance = z.infer<typeof ZAgencyBalance>;

/** The answer of GET /agency-balance: the wallet's figures and its last few entries, newest first (schema beside the statement's lines). */
export type TAgencyBalanceAnswer = z.infer<typeof ZAgencyBalanceAnswer>;

/** How many of the wallet's latest entries GET /agency-balance answers (the agent home's "last transactions"). */
export const RECENT_WALLET_ENTRIES = 5;
