import type { TCurrency } from '@safar/contracts';

/**
 * The one interface every card gateway speaks (Safepay today). Like the flight suppliers,
 * gateways translate and nothing more: they never touch the database, the ledger or the app's
 * clock of record; the core stores what they answer and decides what it means. Amounts are
 * integers in the minor units of `currency` (packages/contracts money.ts); each gateway converts
 * to its own representation once, at its edge.
 */

export type TPaymentState = 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';

export interface TGatewayCallOptions {
  /** The caller giving up (a request closed); each gateway also has its own per-call timeout. */
  signal?: AbortSignal;
}

export interface TCreateSessionRequest {
  amountMinor: number;
  currency: TCurrency;
  /** Our order reference (the booking's), shown to the payer and echoed in the gateway's records. */
  reference: string;
  /** Where the payer's browser goes after paying. Never proof of payment: read the state. */
  returnUrl: string;
  /** Where the payer's browser goes when they give up. */
  cancelUrl: string;
}

export interface TPaymentSession {
  /** The gateway's id of this payment: the key of every later call. */
  tracker: string;
  /** The hosted page to send the payer to. */
  checkoutUrl: string;
}

export interface TPaymentStatus {
  tracker: string;
  state: TPaymentState;
  amountMinor: number;
  currency: TCurrency;
  /** The gateway's fee, when it says; unknown is not zero. */
  feeMinor: number | null;
  /** Our reference as the gateway recorded it; null when its answer does not carry it. */
  reference: string | null;
}

export interface TRefundRequest {
  tracker: string;
  /** The part to give back; the whole captured amount for a full refund. */
  amountMinor: number;
  currency: TCurrency;
}

export interface TRefundResult {
  tracker: string;
  /** The gateway's id of this refund, when it gives one. */
  refundId: string | null;
  amountMinor: number;
  currency: TCurrency;
  /** The payment's state after this refund. */
  state: 'refunded' | 'partially_refunded';
}

/** Incoming webhook headers as Node gives them (lower-cased names; repeated ones as arrays). */
export type TWebhookHeaders = Record<string, string | string[] | undefined>;

export type TGatewayEventType = 'payment_succeeded' | 'payment_failed' | 'payment_refunded' | 'other';

/**
 * A verified webhook. It says that something happened to a payment, not how much was paid:
 * the core re-reads the payment (`getPayment`) before it posts anything.
 */
export interface TGatewayEvent {
  /** The gateway's event id: deliveries are retried, so the core drops an id it has seen. */
  id: string;
  type: TGatewayEventType;
  /** The gateway's own name for the event, for the log. */
  gatewayType: string;
  tracker: string;
  amountMinor: number | null;
  currency: TCurrency | null;
}

export type TGatewayErrorKind =
  /** The gateway said no (bad credentials, a refused amount, an unknown tracker); retrying will not help. */
  | 'refused'
  /** The gateway could not be reached or answered 5xx/429 to a call that is safe to repeat. */
  | 'unavailable'
  /** No answer in time to a call that is safe to repeat (reads), after its retries. */
  | 'timeout'
  /** A webhook that cannot be authenticated (or read once authenticated): answer 4xx, do nothing. */
  | 'bad_signature'
  /**
   * A call that changes something (create, refund) may or may not have happened: it timed out,
   * the connection dropped, or the gateway answered 5xx. Never repeat it blindly; read the
   * payment's state first.
   */
  | 'unknown_outcome';

export class GatewayError extends Error {
  constructor(
    readonly kind: TGatewayErrorKind,
    message: string,
    readonly details: {
      /** The gateway's HTTP status, when it answered. */
      status?: number;
      /** A finer reason for logs and tests ('signature_mismatch', 'unsupported_currency'…). */
      reason?: string;
      /** How many attempts were made. */
      attempts?: number;
      /** The payment concerned, when known. */
      tracker?: string;
    } = {},
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface CardGateway {
  /** 'safepay'. */
  readonly code: string;
  /** Currencies the gateway takes; anything else is refused before any call. */
  readonly currencies: ReadonlySet<TCurrency>;
  createSession(request: TCreateSessionRequest, options?: TGatewayCallOptions): Promise<TPaymentSession>;
  /** Server to server: the only source of truth for whether money moved. */
  getPayment(tracker: string, options?: TGatewayCallOptions): Promise<TPaymentStatus>;
  refund(request: TRefundRequest, options?: TGatewayCallOptions): Promise<TRefundResult>;
  /** Checks a webhook against its raw body bytes, before any JSON parsing; throws `bad_signature`. */
  verifyWebhook(rawBody: Buffer, headers: TWebhookHeaders): TGatewayEvent;
}
