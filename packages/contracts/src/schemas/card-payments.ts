import { z } from 'zod';
import { zId, zInstant } from './common';

/** A card payment of a booking as its readers see it: the customer, the agent and staff alike. */
export const CARD_PAYMENT_STATUSES = ['open', 'paid', 'failed'] as const;

export const ZCardPayment = z.strictObject({
  id: zId,
  status: z.enum(CARD_PAYMENT_STATUSES),
  amount_minor: z.number().int(),
  currency: z.string(),
  refunded_minor: z.number().int(),
  /** A refund owed and not yet confirmed by the gateway. */
  refund_pending: z.boolean(),
  paid_at: zInstant.nullable(),
  created_at: zInstant,
});
export type TCardPayment = z.infer<typeof ZCardPayment>;
