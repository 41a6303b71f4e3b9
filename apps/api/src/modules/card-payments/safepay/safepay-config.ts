/*
 * What the Safepay client needs to run. It reads nothing from the environment itself: whoever
 * builds the gateway (the sandbox provider, later) passes keys in, the way the flight adapters
 * get theirs. The keys come from the Safepay dashboard of the matching environment; sandbox
 * keys do not work in production and the other way round.
 */

export type TSafepayEnvironment = 'sandbox' | 'production';

export const SAFEPAY_HOSTS: Record<TSafepayEnvironment, { api: string; checkout: string }> = {
  sandbox: { api: 'https://sandbox.api.getsafepay.com', checkout: 'https://sandbox.api.getsafepay.com/embedded/' },
  production: { api: 'https://api.getsafepay.com', checkout: 'https://getsafepay.com/embedded/' },
};

export interface TSafepayConfig {
  /** Picks the default hosts and the `environment` the hosted checkout is told. */
  environment: TSafepayEnvironment;
  /** The public API key (`sec_…`), sent in the body as `merchant_api_key`. */
  apiKey: string;
  /** The secret key, sent as `x-sfpy-merchant-secret`. Never logged, never in an error. */
  secretKey: string;
  /** The webhook secret as the dashboard shows it (base64). */
  webhookSecret: string;
  /** Overrides the API root (a mock's URL in tests and local runs). */
  baseUrl?: string;
  /** Overrides the hosted checkout page (the mock's `checkoutUrl`). */
  checkoutUrl?: string;
  /** Per attempt; 10 s by default. */
  timeoutMs?: number;
  /** Attempts for reads; 3 by default. */
  readAttempts?: number;
  /** Pause before retry n is n × this; 250 ms by default. */
  retryDelayMs?: number;
  /** Which card processor Safepay routes to; set per merchant account by Safepay. */
  intent?: string;
  /** The clock webhook timestamps are checked against. */
  now?: () => number;
  webhookToleranceSeconds?: number;
}

export const SAFEPAY_DEFAULTS = { timeoutMs: 10_000, readAttempts: 3, retryDelayMs: 250, intent: 'CYBERSOURCE' } as const;

/** An http(s) URL without a trailing slash; throws on anything else (a config mistake, caught at start). */
export function rootUrl(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RangeError(`${what} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RangeError(`${what} must be http(s)`);
  return url.toString().replace(/\/+$/, '');
}
