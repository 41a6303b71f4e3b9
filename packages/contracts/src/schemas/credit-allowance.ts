import { z } from 'zod';
import { V, zId, zInstant, zPageQuery, ZPersonRef, zUuid } from './common';
import { ZDecideAdjustment, ZWalletView } from './ledger';
import { zCurrency } from '../money';

/*
 * A change of an agency wallet's credit allowance is a request that a second finance staff
 * member approves (maker-checker, as manual adjustments). POST /update-card-allowance asks
 * (its body is ZUpdateCardAllowance, beside the other ledger inputs); these are the request's
 * view, its list and the checker's decision.
 */

export const ALLOWANCE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TAllowanceRequestStatus = (typeof ALLOWANCE_REQUEST_STATUSES)[number];

export const ZCreditAllowanceRequest = z.strictObject({
  id: zId,
  reference: z.string(),
  agency: ZPersonRef,
  account_id: zId,
  currency: z.string(),
  /** The wallet's allowance when the change was asked. */
  current_allowance_minor: z.number().int(),
  requested_allowance_minor: z.number().int(),
  reason: z.string(),
  status: z.enum(ALLOWANCE_REQUEST_STATUSES),
  maker: ZPersonRef,
  checker: ZPersonRef.nullable(),
  decision_reason: z.string().nullable(),
  decided_at: zInstant.nullable(),
  created_at: zInstant,
});
export type TCreditAllowanceRequest = z.infer<typeof ZCreditAllowanceRequest>;

/** The answer of POST /update-card-allowance: the wallet as it still is, and the pending request. */
export const ZAllowanceRequested = z.strictObject({ wallet: ZWalletView, request: ZCreditAllowanceRequest });
export type TAllowanceRequested = z.infer<typeof ZAllowanceRequested>;

/** GET /credit-allowance-requests (finance): newest first, by status, agency and currency. */
export const ZAllowanceRequestListQuery = zPageQuery.omit({ search: true }).extend({
  status: z.enum(ALLOWANCE_REQUEST_STATUSES, { error: V.oneOf }).optional(),
  agency_id: zUuid.optional(),
  currency: zCurrency.optional(),
});
export type TAllowanceRequestListQuery = z.infer<typeof ZAllowanceRequestListQuery>;

/** POST /credit-allowance-requests/{id}/approve|reject: the checker's note, optional as on adjustments. */
export const ZDecideAllowanceRequest = ZDecideAdjustment;
export type TDecideAllowanceRequest = z.infer<typeof ZDecideAllowanceRequest>;
