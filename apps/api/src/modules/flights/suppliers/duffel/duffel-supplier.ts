import { notSupported, SupplierError, type FlightSupplier, type TSupplierCapability } from '@/modules/flights/suppliers/supplier';
import { bookOrder, issueOrder, mapOrderSafely, offerServices, quoteCancellation } from './duffel-booking';
import { Duffel } from './duffel-sdk';
import { callDuffel, priceOffer, searchOffers, type TDuffelRuntime } from './duffel-search';

export { type TDuffelContext } from './duffel-search';

export const DUFFEL_API_URL = 'https://api.duffel.com/';

export interface TDuffelSupplierOptions {
  /** The supplier's row code. */
  code?: string;
  /** A Duffel access token: `duffel_test_…` searches the sandbox, `duffel_live_…` sells real tickets. */
  token: string;
  /** Where Duffel's API lives; the local mock server's URL in development and tests. */
  baseUrl?: string;
  now?: () => number;
  /** Most offers read per search. */
  maxOffers?: number;
  /** Offers per page when reading them (Duffel allows 1–200; 200 by default). */
  pageSize?: number;
  /** How long Duffel may wait for airlines when the call carries no deadline (Duffel accepts 2–60 s). */
  supplierTimeoutMs?: number;
  /** Most connections per slice (0–2; 1 by default). */
  maxConnections?: number;
}

/**
 * Duffel through its official SDK. What Duffel's API cannot do is not declared: a void (it is the
 * airline's own cancellation within its void window, reached through the cancellation flow) and
 * importing a PNR made elsewhere. There is no `findByReference` either: Duffel lists orders by
 * booking reference, passenger name, payment state or user, not by metadata, so the core's
 * reference (kept in each order's metadata) cannot be searched for; it comes back in webhooks.
 */
export const DUFFEL_CAPABILITIES: ReadonlySet<TSupplierCapability> = new Set<TSupplierCapability>([
  'search',
  'price',
  'services',
  'book_hold',
  'book_instant',
  'issue',
  'retrieve',
  'cancel',
]);

/** The SDK joins paths to its base with `new URL(path, base)`: a path prefix survives only with a trailing slash. */
export const normaliseBaseUrl = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

export function createDuffelSupplier(options: TDuffelSupplierOptions): FlightSupplier {
  const token = options.token.trim();
  if (!token) throw new Error('A Duffel access token is required');
  const code = options.code ?? 'duffel';
  const rt: TDuffelRuntime = {
    code,
    // No `debug`: the SDK's verbose mode prints request bodies, which carry passenger data.
    duffel: new Duffel({ token, basePath: normaliseBaseUrl(options.baseUrl ?? DUFFEL_API_URL), apiVersion: 'v2' }),
    now: options.now ?? Date.now,
    maxOffers: Math.max(1, options.maxOffers ?? 100),
    pageSize: Math.min(200, Math.max(1, options.pageSize ?? 200)),
    supplierTimeoutMs: options.supplierTimeoutMs ?? 10_000,
    maxConnections: Math.min(2, Math.max(0, options.maxConnections ?? 1)),
  };

  return {
    code,
    capabilities: DUFFEL_CAPABILITIES,
    servicesOnlyWhenPaid: true,
    search: (request, ctx) => searchOffers(rt, request, ctx),
    price: (offer, request, ctx) => priceOffer(rt, offer, request, ctx),
    services: (offer, ctx) => offerServices(rt, offer, ctx),
    book: (request, ctx) => bookOrder(rt, request, ctx),
    issue: (orderKey, ctx) => issueOrder(rt, orderKey, ctx),

    async retrieve(orderKey, ctx) {
      const { data } = await callDuffel(rt, ctx, 'order', () => rt.duffel.orders.get(orderKey));
      return mapOrderSafely(rt, data);
    },

    /** Duffel quotes the refund first; the quote expires (see `expiresAt`) unless confirmed. */
    cancelQuote: (orderKey, ctx) => quoteCancellation(rt, orderKey, ctx),

    async cancelConfirm(quoteKey, ctx) {
      const { data: confirmed } = await callDuffel(rt, ctx, 'cancellation', () => rt.duffel.orderCancellations.confirm(quoteKey));
      if (!confirmed.order_id) throw new SupplierError('unavailable', 'Duffel confirmed the cancellation without naming its order');
      const { data: order } = await callDuffel(rt, ctx, 'order', () => rt.duffel.orders.get(confirmed.order_id));
      return mapOrderSafely(rt, order);
    },

    /**
     * Accepting is Duffel's own action on the change; a refund is the order's cancellation, which
     * after an airline's change Duffel refunds in full.
     */
    async answerAirlineChange(change, answer, ctx) {
      if (answer === 'accept') {
        await callDuffel(rt, ctx, 'order', () => rt.duffel.airlineInitiatedChanges.accept(change.changeKey));
        return;
      }
      const quote = await quoteCancellation(rt, change.orderKey, ctx);
      await callDuffel(rt, ctx, 'cancellation', () => rt.duffel.orderCancellations.confirm(quote.quoteKey));
    },

    void: async () => notSupported(code, 'void'),
    importPnr: async () => notSupported(code, 'import_pnr'),
  };
}
