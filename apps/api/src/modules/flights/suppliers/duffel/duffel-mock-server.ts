import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { exponentOf } from './duffel-money';
import { MockFailure } from './duffel-mock-failure';
import { DuffelMockState, type TAcceptedOutcome } from './duffel-mock-state';
import {
  deliver,
  DuffelMockWebhooks,
  type TDeliverOptions,
  type TDuffelMockWebhookOptions,
  type TDuffelWebhookDelivery,
  type TDuffelWebhookEvent,
} from './duffel-mock-webhooks';

/*
 * A local stand-in for Duffel's v2 HTTP API, for tests and for development without internet:
 * offer requests, offers (paged by `meta.after`), one offer with its services, seat maps, orders
 * (instant and hold, some answered 202 and settled later), payments, and cancellations with
 * their confirmation, plus signed webhooks. It checks what Duffel checks first (a
 * `Bearer duffel_test_…` token, `Duffel-Version: v2`) and always answers JSON, errors in
 * Duffel's shape. Tests program it: `intercept` answers a matching request with a given status,
 * body and headers and/or after a delay. Time is the `now` option's (holds lapse by it).
 */

export interface TDuffelMockOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Currency of every price the mock makes (one Safar keeps money in). */
  currency?: string;
  /** The mock's clock: offers expire, holds lapse and webhooks are signed by it. */
  now?: () => number;
  /** Where to POST signed webhooks; without it events are only recorded (`events`). */
  webhook?: TDuffelMockWebhookOptions;
  /** Settles orders answered 202 on their own after this long (only `settleAccepted()` does otherwise). */
  settleAcceptedAfterMs?: number;
}

export interface TDuffelMockRule {
  method?: string;
  /** A path ("/air/orders") matched as a prefix, or a pattern. */
  path: string | RegExp;
  /** Answer this status and body instead of the normal answer; without it only the delay applies. */
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** How many requests the rule answers (1 by default; Infinity for all). */
  times?: number;
}

export interface TMockRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string | undefined>;
}

export interface DuffelMock {
  /** Base URL to give the adapter (ends with a slash). */
  url: string;
  state: DuffelMockState;
  /** Every request that passed the token and version checks, oldest first (bodies included: test data only). */
  requests: TMockRequest[];
  intercept(rule: TDuffelMockRule): void;
  /** Answers the next matching request with a Duffel error. */
  failNext(path: string | RegExp, status: number, error?: { code?: string; type?: string; title?: string; message?: string }): void;
  /** Answers the next matching request with 429 and Duffel's rate-limit headers. */
  rateLimitNext(path: string | RegExp, resetInSeconds: number): void;
  /** Makes Duffel's current price of an offer different, so an order at the old price is refused with price_changed. */
  changePrice(offerId: string, totalAmount: string): void;
  /** The offer expires now: reading it answers 404, ordering it offer_no_longer_available. */
  expireOffer(offerId: string): void;
  /** Searches from `origin` to `destination` answer no offers (PVD→RAI does from the start). */
  noOffersOn(origin: string, destination: string): void;
  /** Offers searched from now on this route require identity documents (when `required`) and take only `types`. */
  documentsOn(origin: string, destination: string, rule: { required: boolean; types: string[] }): void;
  /** The next order created is answered 202 and later created or failed (see `settleAccepted`). */
  acceptNextOrder(outcome: TAcceptedOutcome): void;
  /** Creates or fails every order answered 202, raising order.created / order.creation_failed. */
  settleAccepted(): void;
  /** A held order's total changes (its price guarantee ended and the airline re-priced it). */
  repriceOrder(orderId: string, totalAmount: string): void;
  /** The airline changed an order's schedule: raises order.airline_initiated_change_detected. */
  airlineChange(orderId: string): void;
  /** Every webhook event raised, oldest first. */
  events: TDuffelWebhookEvent[];
  /** Every delivery attempt to the `webhook` URL. */
  deliveries: TDuffelWebhookDelivery[];
  /** Sends held webhooks and waits until every delivery under way has ended. */
  flushWebhooks(): Promise<void>;
  /** Signs and POSTs one event (or a body of the test's own) to any URL; answers the HTTP status. */
  deliverWebhook(event: TDuffelWebhookEvent | Record<string, unknown>, options: TDeliverOptions): Promise<number>;
  close(): Promise<void>;
}

export function duffelErrorBody(status: number, error: { code?: string; type?: string; title?: string; message?: string } = {}) {
  return {
    errors: [
      {
        type: error.type ?? (status >= 500 ? 'api_error' : 'invalid_request_error'),
        code: error.code ?? (status >= 500 ? 'internal_server_error' : 'invalid_request'),
        title: error.title ?? (status >= 500 ? 'Internal server error' : 'Invalid request'),
        message:
          error.message ?? (status >= 500 ? 'An internal server error occurred. Please try again later.' : 'The request was invalid.'),
        documentation_url: 'https://duffel.com/docs/api/overview/errors',
      },
    ],
    meta: { status, request_id: randomUUID() },
  };
}

const matches = (rule: TDuffelMockRule, request: FastifyRequest) => {
  const path = request.url.split('?')[0]!.replace(/\/+$/, '');
  if (rule.method && rule.method.toUpperCase() !== request.method) return false;
  return typeof rule.path === 'string' ? path.startsWith(rule.path.replace(/\/+$/, '')) : rule.path.test(path);
};

export async function startDuffelMock(options: TDuffelMockOptions = {}): Promise<DuffelMock> {
  const currency = options.currency ?? 'USD';
  if (exponentOf(currency) === null) throw new Error(`The Duffel mock prices in currencies Safar keeps money in, not ${currency}`);
  const now = options.now ?? Date.now;
  const webhooks = new DuffelMockWebhooks(now, options.webhook);
  const state = new DuffelMockState(currency, now, webhooks);
  const rules: (TDuffelMockRule & { left: number })[] = [];
  const requests: TMockRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  // The SDK posts to `/air/offer_requests/` and confirms with an empty JSON body.
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true }, forceCloseConnections: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new MockFailure(400, 'invalid_request_error', 'malformed_json', 'Malformed JSON', 'The body is not valid JSON'), undefined);
    }
  });

  const fail = (reply: FastifyReply, status: number, error?: Parameters<typeof duffelErrorBody>[1]) =>
    reply.code(status).header('content-type', 'application/json').send(duffelErrorBody(status, error));

  app.addHook('preHandler', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    if (!/^Bearer duffel_test_\S+$/.test(auth))
      return fail(reply, 401, {
        type: 'authentication_error',
        code: 'invalid_authorization_header',
        title: 'Invalid authorization header',
        message: 'The access token was not accepted',
      });
    if (request.headers['duffel-version'] !== 'v2')
      return fail(reply, 400, { code: 'unsupported_version', title: 'Unsupported version', message: 'Send Duffel-Version: v2' });
    const { authorization: _token, ...headers } = request.headers;
    requests.push({
      method: request.method,
      path: request.url.split('?')[0]!,
      query: request.query as Record<string, string>,
      body: request.body,
      headers: headers as Record<string, string | undefined>,
    });
    const rule = rules.find((r) => r.left > 0 && matches(r, request));
    if (!rule) return;
    rule.left -= 1;
    if (rule.delayMs) await sleep(rule.delayMs);
    if (rule.status === undefined) return;
    reply.code(rule.status).headers({ 'content-type': 'application/json', ...rule.headers });
    return reply.send(rule.body ?? (rule.status >= 400 ? duffelErrorBody(rule.status) : { data: {} }));
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof MockFailure) return fail(reply, error.status, error);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return fail(reply, status, { message: error instanceof Error ? error.message : 'error' });
  });
  app.setNotFoundHandler((_request, reply) => fail(reply, 404, { code: 'not_found', title: 'Not found', message: 'No such endpoint' }));

  type TReq = FastifyRequest<{
    Body: { data?: Record<string, unknown> } | undefined;
    Querystring: Record<string, string>;
    Params: { id: string };
  }>;
  const data = (request: TReq) => request.body?.data;

  app.post('/air/offer_requests', async (request: TReq, reply) => {
    const { request: created, offers } = state.createOfferRequest(data(request));
    const inline = request.query.return_offers !== 'false';
    return reply.code(201).send({ data: { ...created, ...(inline ? { offers } : {}) } });
  });

  app.get('/air/offers', async (request: TReq) => {
    const all = state.listOffers(request.query.offer_request_id ?? '', request.query.sort);
    const limit = Math.min(200, Math.max(1, Number(request.query.limit ?? 50)));
    const start = request.query.after ? Number(Buffer.from(request.query.after, 'base64url').toString()) : 0;
    const page = all.slice(start, start + limit).map(({ available_services: _services, ...offer }) => offer);
    const next = start + limit < all.length ? Buffer.from(String(start + limit)).toString('base64url') : null;
    return { data: page, meta: { limit, after: next, before: null } };
  });

  app.get('/air/offers/:id', async (request: TReq) => {
    const { offer } = state.offer(request.params.id);
    return { data: { ...offer, available_services: request.query.return_available_services === 'true' ? offer.available_services : [] } };
  });

  app.get('/air/seat_maps', async (request: TReq) => ({ data: state.seatMapsOf(request.query.offer_id ?? '') }));
  app.post('/air/orders', async (request: TReq, reply) => {
    const created = state.createOrder(data(request));
    if (created.status === 201) return reply.code(201).send({ data: created.order });
    if (options.settleAcceptedAfterMs !== undefined)
      void sleep(options.settleAcceptedAfterMs).then(() => {
        if (!closed) state.settleAccepted();
      });
    // Accepted, not confirmed: no order yet, so no order id.
    return reply.code(202).send({ data: {} });
  });
  app.get('/air/orders/:id', async (request: TReq) => ({ data: state.order(request.params.id) }));
  app.post('/air/payments', async (request: TReq, reply) => reply.code(201).send({ data: state.pay(data(request)) }));
  app.post('/air/order_cancellations', async (request: TReq, reply) =>
    reply.code(201).send({ data: state.quoteCancellation(data(request)) }),
  );
  app.post('/air/airline_initiated_changes/:id/actions/accept', async (request: TReq) => ({
    data: state.acceptAirlineChange(request.params.id),
  }));
  app.post('/air/order_cancellations/:id/actions/confirm', async (request: TReq) => ({
    data: state.confirmCancellation(request.params.id),
  }));

  let closed = false;
  app.addHook('preClose', async () => {
    closed = true;
    webhooks.close();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return {
    url: `${address}/`,
    state,
    requests,
    intercept: (rule) => void rules.push({ ...rule, left: rule.times ?? 1 }),
    failNext: (path, status, error) => void rules.push({ path, status, body: duffelErrorBody(status, error), left: 1 }),
    rateLimitNext: (path, resetInSeconds) =>
      void rules.push({
        path,
        status: 429,
        left: 1,
        headers: {
          'ratelimit-limit': '60',
          'ratelimit-remaining': '0',
          'ratelimit-reset': new Date(Math.floor(now() / 1000) * 1000 + resetInSeconds * 1000).toUTCString(),
        },
        body: duffelErrorBody(429, {
          type: 'rate_limit_error',
          code: 'rate_limit_exceeded',
          title: 'Rate limit exceeded',
          message: 'Too many requests',
        }),
      }),
    changePrice: (offerId, totalAmount) => {
      const stored = state.offer(offerId);
      stored.offer.total_amount = totalAmount;
      stored.repriced = true;
    },
    expireOffer: (offerId) => {
      const stored = state.offers.get(offerId);
      if (stored) stored.expired = true;
    },
    noOffersOn: (origin, destination) => void state.emptyRoutes.add(`${origin}-${destination}`),
    documentsOn: (origin, destination, rule) => void state.documentRoutes.set(`${origin}-${destination}`, rule),
    acceptNextOrder: (outcome) => void state.acceptNext.push(outcome),
    settleAccepted: () => void state.settleAccepted(),
    repriceOrder: (orderId, totalAmount) => state.repriceOrder(orderId, totalAmount),
    airlineChange: (orderId) => void state.airlineChange(orderId),
    events: webhooks.events,
    deliveries: webhooks.deliveries,
    flushWebhooks: () => webhooks.flush(),
    deliverWebhook: (event, deliverOptions) => deliver(event, { signedAtMs: now(), ...deliverOptions }),
    close: () => app.close(),
  };
}
