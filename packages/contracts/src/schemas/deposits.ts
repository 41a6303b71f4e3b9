import { z } from 'zod';
import { zAmountMinor, zCurrency } from '../money';
import { V, zDay, zDayInput, zId, zInstant, zMultilineOf, zNameOf, zOptionalNoteOf, zPageQuery, ZPersonRef, ZReferenceRef } from './common';
import { UPLOAD_FILE_NAME } from './uploads';

/*
 * Deposits and top-up requests: an agency tells finance staff it paid money into
 * one of the platform's banks; approving it credits the agency's wallet in the ledger.
 */

/**
 * pending → approved | rejected, or awaiting_confirmation when the reviewer changed the amount
 * (a second staff member confirms it); approved → reversed (undone, with the money taken back).
 */
export const DEPOSIT_STATUSES = ['pending', 'awaiting_confirmation', 'approved', 'rejected', 'reversed'] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** A deposit date may lie at most this many days back ("today" is the agency's). */
export const DEPOSIT_MAX_AGE_DAYS = 365;
export const BANK_REFERENCE_MAX = 64;

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The comparable form of a bank reference: Latin digits, upper case, only A-Z and 0-9, so
 * "ft-123 456" and "FT123456" are the same reference (the duplicate flag compares keys).
 */
export function bankReferenceKey(reference: string): string {
  return reference
    .replace(ARABIC_INDIC_DIGITS, (d) => String((d.codePointAt(0) ?? 0) % 16))
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** Today's calendar day (YYYY-MM-DD) in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day `days` before a YYYY-MM-DD day. */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/**
 * Why a deposit date is refused, as a validation key, or null: not after `today` (the agency's
 * day, not the server's) and not older than DEPOSIT_MAX_AGE_DAYS. The API and the form share it.
 */
export function depositDateProblem(date: string, today: string): string | null {
  if (date > today) return 'validation.deposit_date_future';
  if (date < daysBefore(today, DEPOSIT_MAX_AGE_DAYS)) return 'validation.deposit_date_too_old';
  return null;
}

const requiredOr = (key: string) => (issue: { input: unknown }) => (issue.input === undefined || issue.input === '' ? V.required : key);

/** An id that says "required" when missing and "not valid" when malformed. */
const zRequiredUuid = z.uuid({ error: requiredOr(V.invalid) });

/** The receipt: a server-generated upload name. */
const zReceipt = z.string({ error: V.required }).regex(UPLOAD_FILE_NAME, { error: requiredOr('validation.deposit_receipt') });

export const zDepositDate = z.iso.date({ error: requiredOr(V.invalid) });

/** POST /deposit-data. Staff name the agency (agency_id or the agent's user_id); an agent submits for its own. */
export const ZCreateDeposit = z
  .object({
    bank_id: zRequiredUuid,
    amount_minor: zAmountMinor,
    currency: zCurrency,
    deposit_date: zDepositDate,
    bank_reference: zNameOf(BANK_REFERENCE_MAX).refine((v) => v === '' || bankReferenceKey(v).length > 0, {
      error: 'validation.bank_reference',
    }),
    receipt: zReceipt,
    /** The agent's note to finance staff, typed in a textarea: line breaks kept. */
    note: zOptionalNoteOf(500),
    agency_id: z.uuid({ error: V.invalid }).optional(),
    user_id: z.uuid({ error: V.invalid }).optional(),
  })
  .refine((v) => !(v.agency_id && v.user_id), { error: 'validation.agency_or_user', path: ['agency_id'] });
export type TCreateDeposit = z.infer<typeof ZCreateDeposit>;
export type TCreateDepositInput = z.input<typeof ZCreateDeposit>;

/** PUT /update-deposit-status/{id}: a reason is required to reject, and to approve another amount (checked against the deposit). */
/**
 * PUT /update-deposit-status/{id}: approve (an amount other than the submitted one goes to a second
 * staff member to confirm), reject, or reverse an approved deposit. Rejecting and reversing need
 * a reason and take no amount.
 */
export const ZUpdateDepositStatus = z
  .object({
    status: z.enum(['approved', 'rejected', 'reversed'], { error: requiredOr(V.oneOf) }),
    approved_amount_minor: zAmountMinor.optional(),
    reason: zMultilineOf(500).optional(),
  })
  .refine((v) => v.status === 'approved' || Boolean(v.reason), { error: V.required, path: ['reason'] })
  .refine((v) => v.status === 'approved' || v.approved_amount_minor === undefined, { error: V.invalid, path: ['approved_amount_minor'] });
export type TUpdateDepositStatus = z.infer<typeof ZUpdateDepositStatus>;

const zStatusFilter = z.enum(DEPOSIT_STATUSES, { error: V.oneOf }).optional();

/** GET /get-deposit-data/{agent}: one agency's deposits; search matches the DEP reference or the bank reference. */
export const ZAgencyDepositsQuery = zPageQuery.extend({ status: zStatusFilter });
export type TAgencyDepositsQuery = z.infer<typeof ZAgencyDepositsQuery>;

/** GET /get-agents-deposits (finance): every agency's deposits; from/to are deposit dates. */
export const ZAgentsDepositsQuery = zPageQuery
  .extend({
    status: zStatusFilter,
    agency_id: z.uuid({ error: V.invalid }).optional(),
    bank_id: z.uuid({ error: V.invalid }).optional(),
    from: zDayInput.optional(),
    to: zDayInput.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.date_range', path: ['to'] });
export type TAgentsDepositsQuery = z.infer<typeof ZAgentsDepositsQuery>;

/** The {agent} slot of the per-agent routes: the agent's USER id. */
export const ZDepositAgentParams = z.object({ agent: z.uuid({ error: V.invalid }) });

export const ZDepositBankSummary = z.strictObject({ id: zId, bank_name: z.string() });
export type TDepositBankSummary = z.infer<typeof ZDepositBankSummary>;

export const ZDepositBank = ZDepositBankSummary.extend({
  account_title: z.string(),
  account_number: z.string(),
  iban: z.string().nullable(),
  branch: z.string().nullable(),
  currency: z.string(),
  active: z.boolean(),
});
export type TDepositBank = z.infer<typeof ZDepositBank>;

/** A deposit in the lists. `duplicate_reference` is present for finance staff only. */
export const ZDeposit = z.strictObject({
  id: zId,
  reference: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  agency: ZPersonRef,
  bank: ZDepositBankSummary,
  amount_minor: z.number().int(),
  currency: z.string(),
  /**
   * The amount credited on approval (may differ from the submitted one, with a reason); while
   * awaiting confirmation, the changed amount proposed.
   */
  approved_amount_minor: z.number().int().nullable(),
  deposit_date: zDay,
  bank_reference: z.string(),
  note: z.string().nullable(),
  /** The reviewer's reason: why it was rejected, or why another amount was approved. */
  decision_reason: z.string().nullable(),
  reviewed_at: zInstant.nullable(),
  /** When a second staff member confirmed a changed amount. */
  confirmed_at: zInstant.nullable(),
  /** Why an approved deposit was reversed, and when. */
  reverse_reason: z.string().nullable(),
  reversed_at: zInstant.nullable(),
  created_at: zInstant,
  duplicate_reference: z.boolean().optional(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

export const ZDepositReceipt = z.strictObject({
  file_name: z.string(),
  name: z.string(),
  mime: z.string(),
  /** Short-lived signed URL (an <img> cannot send the bearer token). */
  url: z.string(),
  url_expires_at: zInstant,
});
export type TDepositReceipt = z.infer<typeof ZDepositReceipt>;

/** Another live deposit with the same bank reference key (finance staff only). */
export const ZDepositDuplicate = z.strictObject({
  id: zId,
  reference: z.string(),
  agency_name: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount_minor: z.number().int(),
  currency: z.string(),
  deposit_date: zDay,
  bank_reference: z.string(),
});
export type TDepositDuplicate = z.infer<typeof ZDepositDuplicate>;

/** GET /deposit-details?id=… */
export const ZDepositDetails = ZDeposit.extend({
  bank: ZDepositBank,
  submitted_by: ZPersonRef,
  on_behalf_of: ZPersonRef.nullable(),
  /** Who approved or rejected it; for a changed amount, who proposed it. */
  reviewer: ZPersonRef.nullable(),
  /** The second staff member who confirmed a changed amount. */
  confirmer: ZPersonRef.nullable(),
  reverser: ZPersonRef.nullable(),
  /** The ledger transaction that credited the wallet (approved deposits). */
  transaction: ZReferenceRef.nullable(),
  /** The ledger transaction that took the money back (reversed deposits). */
  reversal_transaction: ZReferenceRef.nullable(),
  receipt: ZDepositReceipt.nullable(),
  /** Finance staff only. */
  duplicates: z.array(ZDepositDuplicate).optional(),
});
export type TDepositDetails = z.infer<typeof ZDepositDetails>;

/** GET /approved-deposits-total/{agent}: approved (credited) amounts per currency. */
export const ZDepositTotal = z.strictObject({ currency: z.string(), total_minor: z.number().int(), count: z.number().int() });
export type TDepositTotal = z.infer<typeof ZDepositTotal>;
