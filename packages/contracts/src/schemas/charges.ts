import { z } from 'zod';
import { zAmountMinor, zCurrency } from '../money';
import {
  V,
  zDayInput,
  zId,
  zInstant,
  zMultilineOf,
  zNameOf,
  zNoteOf,
  zOneOf,
  zPageQuery,
  ZPersonRef,
  ZReferenceRef,
  zUuid,
} from './common';

/**
 * Other charges: a fee finance staff apply to an agency. Applying one debits the
 * agency's wallet through the ledger (it may go below zero: a staff charge, flagged); reversing
 * it posts the reversal and credits the wallet back. Charges are never edited or deleted.
 */
export const CHARGE_STATUSES = ['applied', 'reversed'] as const;
export type TChargeStatus = (typeof CHARGE_STATUSES)[number];

const oneTarget = (v: { agency_id?: string | undefined; user_id?: string | undefined }) => Boolean(v.agency_id) !== Boolean(v.user_id);

/** POST /save-agent-charges (finance): the agency by id or by its agent's user id. */
export const ZSaveAgentCharge = z
  .object({
    agency_id: zUuid.optional(),
    user_id: zUuid.optional(),
    title: zNameOf(120),
    /** Typed in a textarea: line breaks kept. */
    description: zMultilineOf(500).nullish(),
    amount_minor: zAmountMinor,
    currency: zCurrency,
  })
  .refine(oneTarget, { error: 'validation.agency_or_user', path: ['agency_id'] });
export type TSaveAgentCharge = z.infer<typeof ZSaveAgentCharge>;

/** POST /update-agent-charge-status (finance): the only change a charge allows is its reversal, with a reason. */
export const ZUpdateChargeStatus = z.object({
  id: zUuid,
  status: zOneOf(['reversed'] as const),
  reason: zNoteOf(500),
});
export type TUpdateChargeStatus = z.infer<typeof ZUpdateChargeStatus>;

/**
 * GET /show-all-charges: finance sees every agency's (optionally one, by agency or agent user
 * id); an agent only its own agency's. Search matches the CHG reference and the title; dates are
 * calendar days in the agency time zone.
 */
export const ZChargeListQuery = zPageQuery
  .extend({
    agency_id: zUuid.optional(),
    user_id: zUuid.optional(),
    status: z.enum(CHARGE_STATUSES, { error: V.oneOf }).optional(),
    from: zDayInput.optional(),
    to: zDayInput.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.date_range', path: ['to'] });
export type TChargeListQuery = z.infer<typeof ZChargeListQuery>;

export const ZChargeTransactionRef = ZReferenceRef;
export type TChargeTransactionRef = z.infer<typeof ZChargeTransactionRef>;

export const ZAgentCharge = z.strictObject({
  id: zId,
  /** Human reference CHG-…. */
  reference: z.string(),
  agency: ZPersonRef,
  title: z.string(),
  description: z.string().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(CHARGE_STATUSES),
  /** Applying it took the wallet below zero available (a debt staff should see). */
  negative: z.boolean(),
  /** The ledger transaction that debited the wallet. */
  transaction: ZChargeTransactionRef.nullable(),
  /** The reversal that credited it back. */
  reversal_transaction: ZChargeTransactionRef.nullable(),
  reverse_reason: z.string().nullable(),
  reversed_by: ZPersonRef.nullable(),
  reversed_at: zInstant.nullable(),
  created_by: ZPersonRef,
  created_at: zInstant,
});
export type TAgentCharge = z.infer<typeof ZAgentCharge>;
