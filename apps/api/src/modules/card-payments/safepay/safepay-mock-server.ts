import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signSafepayWebhook } from './safepay-webhook-signature';
import { MockRefusal, SafepayMockState, type TMockEvent } from './safepay-mock-state';

/*
 * A local stand-in for the part of Safepay's v3 API the client uses, for tests and for working
 * without Safepay: create a session, a checkout token, the status read, refunds, and signed
 * webhooks. Like Safepay it checks the merchant secret first and answers JSON, errors as
 * `{ ok: false, status: { errors, message } }`. Tests steer it: `intercept` answers matching
 * requests with a status of their own and/or after a delay (a delay longer than the client's
 * timeout is a timeout); `pay` and `fail` play the payer's part on the hosted page.
 */

export interface TSafepayMockOptions {
  apiKey?: string;
  secretKey?: string;
  /** Base64, as the dashboard shows it. */
  webhookSecret?: string;
  /** The mock's clock: webhooks are signed by it. */
  now?: () => number;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface TSafepayMockRule {
  method?: 'GET' | 'POST';
  /** A path prefix ("/reporter/") or a pattern. */
  path: string | RegExp;
  /** Answer this instead of the normal answer; without it only the delay applies. */
  status?: number;
  body?: unknown;
  delayMs?: number;
  /** How many requests the rule takes (1 by default; Infinity for all). */
  times?: number;
}

/** A request that passed the secret check; headers are left out (they carry the secret). */
export interface TSafepayMockRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface TSignedWebhook {
  rawBody: Buffer;
  headers: Record<string, string>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const refusal = (status: number, message: string) => ({ ok: false, status: { errors: [message], message } });

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Falls through to the refusal below.
  }
  throw new MockRefusal(400, 'The body is not a JSON object');
}

export async function startSafepayMock(options: TSafepayMockOptions = {}) {
  const apiKey = options.apiKey ?? 'sec_mock_public_key';
  const secretKey = options.secretKey ?? 'mock-merchant-secret';
  const webhookSecret = options.webhookSecret ?? Buffer.from('mock-webhook-secret-32-bytes-long').toString('base64');
  const now = options.now ?? Date.now;
  const state = new SafepayMockState(apiKey, now);
  const rules: (TSafepayMockRule & { left: number })[] = [];
  const requests: TSafepayMockRequest[] = [];
  const waiting = new Set<() => void>();
  let closed = false;
  // Resolves early when the mock closes, so a delayed answer never holds the test run open.
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      }
      waiting.add(done);
    });

  async function route(method: string, path: string, body: Record<string, unknown>): Promise<[number, unknown]> {
    if (method === 'POST' && path === '/order/payments/v3') {
      const tracker = state.create(body);
      return [201, { data: { tracker: state.view(tracker) } }];
    }
    if (method === 'POST' && path === '/client/passport/v1/token') return [201, { data: `tbt_${randomUUID()}` }];
    const status = /^\/reporter\/api\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && status) return [200, { ok: true, data: state.view(state.get(decodeURIComponent(status[1]!))) }];
    const refund = /^\/order\/payments\/v3\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const done = state.refund(decodeURIComponent(refund[1]!), body);
      const totals = { amount: done.refund.amount, currency: done.refund.currency };
      return [
        201,
        { data: { tracker: { token: done.tracker.token, state: done.tracker.state }, refund: { token: done.refund.token, totals } } },
      ];
    }
    throw new MockRefusal(404, 'No such endpoint');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://mock').pathname.replace(/\/+$/, '');
    // The hosted page is the payer's, in a browser: no secret. Tests call `pay`/`fail` instead.
    if (method === 'GET' && path === '/embedded') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('Safepay mock checkout');
    }
    if (req.headers['x-sfpy-merchant-secret'] !== secretKey) return json(res, 401, refusal(401, 'Invalid merchant secret'));
    const body = await readBody(req);
    requests.push({ method, path, body });
    const rule = rules.find(
      (r) => r.left > 0 && (!r.method || r.method === method) && (typeof r.path === 'string' ? path.startsWith(r.path) : r.path.test(path)),
    );
    if (rule) {
      rule.left -= 1;
      if (rule.delayMs) await sleep(rule.delayMs);
      if (closed) return res.destroy();
      if (rule.status !== undefined)
        return json(res, rule.status, rule.body ?? (rule.status >= 400 ? refusal(rule.status, 'Injected failure') : {}));
    }
    const [status, answer] = await route(method, path, body);
    return json(res, status, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      const status = error instanceof MockRefusal ? error.status : 500;
      json(res, status, refusal(status, error instanceof Error ? error.message : 'error'));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Signs an event (or a body of the test's own) as Safepay would, at `signedAtMs`, with `secret`. */
  function webhook(
    event: TMockEvent | Record<string, unknown> | string,
    signing: { signedAtMs?: number; secret?: string } = {},
  ): TSignedWebhook {
    const rawBody = Buffer.from(typeof event === 'string' ? event : JSON.stringify(event), 'utf8');
    return { rawBody, headers: signSafepayWebhook(rawBody, signing.secret ?? webhookSecret, signing.signedAtMs ?? now()) };
  }

  return {
    /** API root for the client's `baseUrl`. */
    url,
    /** Hosted checkout page for the client's `checkoutUrl`. */
    checkoutUrl: `${url}/embedded/`,
    apiKey,
    secretKey,
    webhookSecret,
    state,
    trackers: state.trackers,
    refunds: state.refunds,
    /** Every webhook event raised, oldest first. */
    events: state.events,
    requests,
    intercept: (rule: TSafepayMockRule) => void rules.push({ ...rule, left: rule.times ?? 1 }),
    pay: (tracker: string, fee: number | null = null) => state.pay(tracker, fee),
    fail: (tracker: string, safepayState?: string) => state.fail(tracker, safepayState),
    webhook,
    /** POSTs a signed webhook to a URL (a running app); answers the HTTP status. */
    async deliverWebhook(target: string, delivery: TSignedWebhook): Promise<number> {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...delivery.headers },
        body: new Uint8Array(delivery.rawBody),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    },
    async close(): Promise<void> {
      closed = true;
      for (const wake of [...waiting]) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export type SafepayMock = Awaited<ReturnType<typeof startSafepayMock>>;
