import {
  GatewayError,
  type CardGateway,
  type TCreateSessionRequest,
  type TGatewayCallOptions,
  type TGatewayEvent,
  type TPaymentSession,
  type TPaymentStatus,
  type TRefundRequest,
  type TRefundResult,
  type TWebhookHeaders,
} from '../card-gateway';
import { fromSafepayAmount, isSafepayCurrency, SAFEPAY_CURRENCIES, toSafepayAmount } from './safepay-amounts';
import { rootUrl, SAFEPAY_DEFAULTS, SAFEPAY_HOSTS, type TSafepayConfig } from './safepay-config';
import { safepayRequest, type TSafepayHttp } from './safepay-http';
import { verifySafepayWebhook } from './safepay-webhook';
import { webhookKey } from './safepay-webhook-signature';
import { referenceOf, stateOf, zCreateAnswer, zPassportAnswer, zRefundAnswer, zStatusAnswer } from './safepay-wire';

/*
 * Safepay behind the CardGateway interface, written against Safepay's HTTP API directly rather
 * than its Node SDK: the SDK is unmaintained, has no status read or refund, uses the older
 * order API, and checks signatures in ways we cannot accept (see safepay-webhook-signature.ts).
 *
 * One API generation only, the v3 payments API (`/order/payments/v3/`, its refund endpoint and
 * the reporter's authenticated status read). It is the one Safepay's current library is built
 * on, it has the refund and status read this client needs, and it counts money as integers in
 * the lowest denomination, which is how Safar keeps money. The older v1 order API takes major
 * units as floats (and webhook amounts as decimal strings); mixing the two would put two unit
 * systems in one client, so nothing here calls v1.
 */

const TRACKER = /^track_[\w-]{1,100}$/;

function requireTracker(tracker: string): string {
  if (!TRACKER.test(tracker)) throw new GatewayError('refused', 'Not a Safepay tracker', { reason: 'bad_tracker' });
  return tracker;
}

function requireUrl(value: string, what: string): string {
  try {
    rootUrl(value, what);
    return value;
  } catch {
    throw new GatewayError('refused', `${what} must be an http(s) URL`, { reason: 'bad_url' });
  }
}

/** Keeps a GatewayError's kind and adds the tracker; anything else is a bug and rethrown as is. */
function withTracker(error: unknown, tracker: string): unknown {
  if (error instanceof GatewayError) Object.assign(error.details, { tracker });
  return error;
}

export function createSafepayGateway(config: TSafepayConfig): CardGateway {
  if (!config.apiKey.trim() || !config.secretKey.trim()) throw new RangeError('Safepay needs an API key and a secret key');
  const hosts = SAFEPAY_HOSTS[config.environment];
  const http: TSafepayHttp = {
    baseUrl: rootUrl(config.baseUrl ?? hosts.api, 'The Safepay base URL'),
    secretKey: config.secretKey,
    timeoutMs: config.timeoutMs ?? SAFEPAY_DEFAULTS.timeoutMs,
    retryDelayMs: config.retryDelayMs ?? SAFEPAY_DEFAULTS.retryDelayMs,
  };
  const checkoutPage = rootUrl(config.checkoutUrl ?? hosts.checkout, 'The Safepay checkout URL') + '/';
  const readAttempts = config.readAttempts ?? SAFEPAY_DEFAULTS.readAttempts;
  const key = webhookKey(config.webhookSecret);
  const now = config.now ?? Date.now;

  async function createSession(request: TCreateSessionRequest, options: TGatewayCallOptions = {}): Promise<TPaymentSession> {
    const amount = toSafepayAmount(request.amountMinor, request.currency);
    const returnUrl = requireUrl(request.returnUrl, 'The return URL');
    const cancelUrl = requireUrl(request.cancelUrl, 'The cancel URL');
    if (!request.reference.trim()) throw new GatewayError('refused', 'An order reference is required', { reason: 'bad_reference' });
    const body = {
      merchant_api_key: config.apiKey,
      intent: config.intent ?? SAFEPAY_DEFAULTS.intent,
      mode: 'payment',
      currency: request.currency,
      amount,
      metadata: { order_id: request.reference },
    };
    const created = zCreateAnswer.safeParse(
      await safepayRequest(http, {
        method: 'POST',
        path: '/order/payments/v3/',
        body,
        repeatable: false,
        attempts: 1,
        signal: options.signal,
      }),
    );
    // Safepay said yes but we cannot read the tracker: a session may exist that we cannot name.
    if (!created.success) throw new GatewayError('unknown_outcome', 'Safepay created a session but its answer has no tracker');
    const tracker = created.data.data.tracker.token;
    // The hosted page needs a short-lived token. Asking for one creates nothing payable, so it
    // is retried like a read; a session left without one simply expires unpaid.
    let tbt: string;
    try {
      const passport = zPassportAnswer.safeParse(
        await safepayRequest(http, {
          method: 'POST',
          path: '/client/passport/v1/token',
          repeatable: true,
          attempts: readAttempts,
          signal: options.signal,
        }),
      );
      if (!passport.success) throw new GatewayError('unavailable', 'Safepay answered a checkout token we cannot read');
      tbt = passport.data.data;
    } catch (error) {
      throw withTracker(error, tracker);
    }
    const query = new URLSearchParams({
      environment: config.environment,
      tracker,
      tbt,
      source: 'hosted',
      order_id: request.reference,
      redirect_url: returnUrl,
      cancel_url: cancelUrl,
    });
    // The token in it is short-lived: send the payer there now, do not store the URL.
    return { tracker, checkoutUrl: `${checkoutPage}?${query}` };
  }

  async function getPayment(tracker: string, options: TGatewayCallOptions = {}): Promise<TPaymentStatus> {
    const path = `/reporter/api/v1/payments/${encodeURIComponent(requireTracker(tracker))}`;
    const answer = zStatusAnswer.safeParse(
      await safepayRequest(http, { method: 'GET', path, repeatable: true, attempts: readAttempts, signal: options.signal }),
    );
    const malformed = (why: string) =>
      new GatewayError('unavailable', `Safepay's status of ${tracker}: ${why}`, { reason: 'malformed_answer', tracker });
    if (!answer.success) throw malformed('an answer we cannot read');
    const t = 'tracker' in answer.data.data ? answer.data.data.tracker : answer.data.data;
    if (t.token !== tracker) throw malformed('the answer is about another tracker');
    const state = stateOf(t.state);
    if (!state)
      throw new GatewayError('unavailable', `Safepay reports ${tracker} as ${t.state}, a state we do not map`, {
        reason: 'unknown_state',
        tracker,
      });
    let money: ReturnType<typeof fromSafepayAmount>;
    let fee: ReturnType<typeof fromSafepayAmount> | null;
    try {
      money = fromSafepayAmount(t.purchase_totals.quote_amount.amount, t.purchase_totals.quote_amount.currency);
      fee = t.charge?.fee ? fromSafepayAmount(t.charge.fee.amount, t.charge.fee.currency) : null;
    } catch (error) {
      throw malformed((error as Error).message);
    }
    return {
      tracker,
      state,
      amountMinor: money.amountMinor,
      currency: money.currency,
      // A fee in another currency (the settlement's) is not a fee on this amount.
      feeMinor: fee && fee.currency === money.currency ? fee.amountMinor : null,
      reference: referenceOf(t),
    };
  }

  async function refund(request: TRefundRequest, options: TGatewayCallOptions = {}): Promise<TRefundResult> {
    const tracker = requireTracker(request.tracker);
    const amount = toSafepayAmount(request.amountMinor, request.currency);
    const path = `/order/payments/v3/${encodeURIComponent(tracker)}/refund`;
    let json: unknown;
    try {
      // Never retried: Safepay offers no idempotency key for refunds, and a second one would pay twice.
      json = await safepayRequest(http, {
        method: 'POST',
        path,
        body: { amount, currency: request.currency },
        repeatable: false,
        attempts: 1,
        signal: options.signal,
      });
    } catch (error) {
      throw withTracker(error, tracker);
    }
    const answer = zRefundAnswer.safeParse(json);
    const state = answer.success ? stateOf(answer.data.data.tracker.state) : null;
    if (!answer.success || answer.data.data.tracker.token !== tracker || (state !== 'refunded' && state !== 'partially_refunded'))
      throw new GatewayError('unknown_outcome', `Safepay accepted the refund of ${tracker} but its answer does not confirm it`, {
        tracker,
      });
    return {
      tracker,
      refundId: answer.data.data.refund?.token ?? null,
      amountMinor: request.amountMinor,
      currency: request.currency,
      state,
    };
  }

  const verifyWebhook = (rawBody: Buffer, headers: TWebhookHeaders): TGatewayEvent =>
    verifySafepayWebhook(rawBody, headers, key, now(), config.webhookToleranceSeconds);

  return {
    code: 'safepay',
    currencies: new Set(SAFEPAY_CURRENCIES.filter(isSafepayCurrency)),
    createSession,
    getPayment,
    refund,
    verifyWebhook,
  };
}
