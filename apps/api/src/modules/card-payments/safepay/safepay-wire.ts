import { z } from 'zod';
import type { TGatewayEventType, TPaymentState } from '../card-gateway';

/*
 * The shapes of Safepay's v3 answers and webhooks as this client reads them, in one file so
 * they are easy to check against the sandbox. Only the fields we use are parsed; the rest is
 * ignored (and never logged: answers carry payer data). Safepay publishes no schema for these
 * answers, so each parser accepts the variants seen in practice and no more:
 *   - create:   { data: { tracker: { token } } }
 *   - passport: { data: "<short-lived token>" }
 *   - status:   { data: <tracker> } or { data: { tracker: <tracker> } }, where a tracker is
 *               { token, state, purchase_totals.quote_amount { amount, currency },
 *                 metadata.order_id (a string or { value }), charge.fee { amount, currency } }
 *   - refund:   { data: { tracker: { token, state }, refund?: { token } } }
 *   - webhook:  { token: "evt_…", type, data: { tracker, state, amount, currency, fee } }
 * Amounts stay unknown here: safepay-amounts.ts turns them into minor units.
 */

const money = z.object({ amount: z.unknown(), currency: z.unknown() });

export const zCreateAnswer = z.object({ data: z.object({ tracker: z.object({ token: z.string().regex(/^track_[\w-]+$/) }) }) });

export const zPassportAnswer = z.object({ data: z.string().min(1) });

const tracker = z.object({
  token: z.string().min(1),
  state: z.string(),
  purchase_totals: z.object({ quote_amount: money }),
  metadata: z.object({ order_id: z.union([z.string(), z.object({ value: z.string() })]).nullish() }).nullish(),
  charge: z.object({ fee: money.nullish() }).nullish(),
});
export type TSafepayTracker = z.infer<typeof tracker>;

export const zStatusAnswer = z.object({ data: z.union([z.object({ tracker }), tracker]) });

export const zRefundAnswer = z.object({
  data: z.object({
    tracker: z.object({ token: z.string(), state: z.string() }),
    refund: z.object({ token: z.string() }).nullish(),
  }),
});

export const zWebhookPayload = z.object({
  token: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ tracker: z.string().min(1), amount: z.unknown().optional(), currency: z.unknown().optional() }),
});

export const referenceOf = (t: TSafepayTracker): string | null => {
  const orderId = t.metadata?.order_id;
  return typeof orderId === 'string' ? orderId : (orderId?.value ?? null);
};

/**
 * Safepay's tracker states → ours. Only TRACKER_ENDED is paid. A state not listed (a dispute,
 * one added later) is not guessed at: the caller gets an error and a person looks.
 */
const STATES: Record<string, TPaymentState> = {
  TRACKER_STARTED: 'pending',
  TRACKER_ENROLLED: 'pending',
  TRACKER_AUTHORIZED: 'pending',
  TRACKER_ENDED: 'paid',
  TRACKER_CANCELLED: 'failed',
  TRACKER_EXPIRED: 'failed',
  // A reversed authorisation or a voided capture: no money stayed with us.
  TRACKER_REVERSED: 'failed',
  TRACKER_VOIDED: 'failed',
  TRACKER_REFUNDED: 'refunded',
  TRACKER_PARTIAL_REFUND: 'partially_refunded',
};

export const stateOf = (safepayState: string): TPaymentState | null => (Object.hasOwn(STATES, safepayState) ? STATES[safepayState]! : null);

const EVENT_TYPES: Record<string, TGatewayEventType> = {
  'payment.succeeded': 'payment_succeeded',
  'payment.failed': 'payment_failed',
  'payment.refunded': 'payment_refunded',
};

export const eventTypeOf = (safepayType: string): TGatewayEventType =>
  Object.hasOwn(EVENT_TYPES, safepayType) ? EVENT_TYPES[safepayType]! : 'other';
