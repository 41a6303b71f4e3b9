import { GatewayError } from '../card-gateway';

/*
 * One HTTP call to Safepay over Node's global fetch: the merchant secret header, a timeout per
 * attempt, and the decision of what a failure means. The rule that matters is which calls may
 * be repeated. A read, or a call that creates nothing a payer could pay twice, is `repeatable`:
 * a timeout, a dropped connection, a 5xx or a 429 is retried a few times. A call that creates a
 * payment session or moves money is not: Safepay offers no idempotency key for it, so once the
 * request may have left, a timeout or 5xx means "we do not know" (`unknown_outcome`) and the
 * caller must read the payment's state before doing anything else.
 */

export interface TSafepayHttp {
  /** API root without a trailing slash: https://api.getsafepay.com, the sandbox's, or a mock's. */
  baseUrl: string;
  secretKey: string;
  /** Per attempt, covering the answer's body too. */
  timeoutMs: number;
  /** Pause before retry n is n × this. */
  retryDelayMs: number;
}

export interface TSafepayRequest {
  method: 'GET' | 'POST';
  /** Starts with a slash. */
  path: string;
  body?: unknown;
  /** Safe to send twice (see above). */
  repeatable: boolean;
  /** Attempts for a repeatable call (1 for the others, whatever is given). */
  attempts: number;
  signal?: AbortSignal | undefined;
}

type TAttempt = { ok: true; json: unknown } | { ok: false; error: GatewayError; retry: boolean };

/** Connection errors that mean the request never reached Safepay. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Safepay's own words from an error answer, short; never the request (it carries the secret). */
function messageOf(text: string): string {
  try {
    const status = (JSON.parse(text) as { status?: { message?: unknown; errors?: unknown } }).status;
    const words = [status?.message, ...(Array.isArray(status?.errors) ? status.errors : [])].filter((w) => typeof w === 'string');
    return words.join('; ').slice(0, 200);
  } catch {
    return '';
  }
}

function failedToConnect(error: unknown, request: TSafepayRequest, timedOut: boolean): TAttempt {
  const what = `Safepay ${request.method} ${request.path}`;
  if (timedOut || request.signal?.aborted) {
    const kind = request.repeatable ? 'timeout' : 'unknown_outcome';
    return { ok: false, error: new GatewayError(kind, `${what}: no answer in time`), retry: !request.signal?.aborted };
  }
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code === 'string' && NOT_SENT.has(code))
    return { ok: false, error: new GatewayError('unavailable', `${what}: cannot connect (${code})`), retry: request.repeatable };
  const kind = request.repeatable ? 'unavailable' : 'unknown_outcome';
  return { ok: false, error: new GatewayError(kind, `${what}: the connection failed mid-request`), retry: true };
}

function judgeAnswer(status: number, text: string, request: TSafepayRequest): TAttempt {
  const what = `Safepay ${request.method} ${request.path} answered ${status}`;
  const said = messageOf(text);
  const message = said ? `${what}: ${said}` : what;
  if (status >= 200 && status < 300) {
    try {
      return { ok: true, json: JSON.parse(text) as unknown };
    } catch {
      const kind = request.repeatable ? 'unavailable' : 'unknown_outcome';
      return { ok: false, error: new GatewayError(kind, `${what} with a body that is not JSON`, { status }), retry: true };
    }
  }
  if (status === 401 || status === 403)
    return {
      ok: false,
      error: new GatewayError('refused', `${message} (check the merchant secret)`, { status, reason: 'unauthorized' }),
      retry: false,
    };
  // A rate limit is decided before the request is processed, so it is safe to say "not done".
  if (status === 429)
    return { ok: false, error: new GatewayError('unavailable', message, { status, reason: 'rate_limited' }), retry: true };
  if (status >= 500) {
    const kind = request.repeatable ? 'unavailable' : 'unknown_outcome';
    return { ok: false, error: new GatewayError(kind, message, { status }), retry: true };
  }
  // 3xx (not followed: the secret header would go with it) and every other 4xx.
  return { ok: false, error: new GatewayError('refused', message, { status }), retry: false };
}

async function attemptOnce(http: TSafepayHttp, request: TSafepayRequest): Promise<TAttempt> {
  const timeout = AbortSignal.timeout(http.timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', 'x-sfpy-merchant-secret': http.secretKey };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${http.baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      redirect: 'manual',
      signal,
    });
    return judgeAnswer(response.status, await response.text(), request);
  } catch (error) {
    return failedToConnect(error, request, timeout.aborted);
  }
}

/** The answer's parsed JSON, or a GatewayError saying what the failure means. */
export async function safepayRequest(http: TSafepayHttp, request: TSafepayRequest): Promise<unknown> {
  const attempts = request.repeatable ? Math.max(1, request.attempts) : 1;
  for (let attempt = 1; ; attempt += 1) {
    const result = await attemptOnce(http, request);
    if (result.ok) return result.json;
    if (!result.retry || attempt >= attempts || request.signal?.aborted) {
      Object.assign(result.error.details, { attempts: attempt });
      throw result.error;
    }
    await sleep(http.retryDelayMs * attempt);
  }
}
