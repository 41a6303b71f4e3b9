import { convertMinor, isCurrency, todayIn, type TCurrency } from '@safar/contracts';
import type { flightSuppliers } from '@safar/db';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createVisitorCookies } from '@/core/visitor';
import { readerOf, type TOfferReader } from './flights.viewer';
import type { TOfferViewer } from './offers/offer-store';
import { createSearchCache, type SearchCache } from './search/search-cache';
import { loadMarginBasics } from './search/pricing-context';
import { countSearch } from './search/search-stats';
import { lookupAirlines } from './services/reference-lookups';
import { rateFor } from '@/modules/exchange-rates/exchange-rates.service';
import type { TSearchDeps } from './search/search-flights';
import type { TSupplierSource } from './search/fan-out';
import type { FlightSupplier } from './suppliers/supplier';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by tests to search fake suppliers; null in the app, which builds its own from the settings. */
    flightSuppliersOverride: FlightSupplierRegistry | null;
  }
}

/** The suppliers a search can ask, as configured by staff right now. */
export interface FlightSupplierRegistry {
  /** Enabled suppliers in their order, each with its adapter and deadline. */
  sources(): Promise<TSupplierSource[]>;
  /** One enabled supplier by code (null when it is switched off or unknown). */
  source(code: string): Promise<TSupplierSource | null>;
  /**
   * A supplier's adapter for a booking already made with it (retrieve, issue, cancel, void),
   * whether or not staff still search it; null when the supplier is unknown or its key unusable.
   * `row`: the supplier's row as the caller read it with a statement of its own (one read fewer).
   */
  afterSale(code: string, row?: typeof flightSuppliers.$inferSelect | null): Promise<FlightSupplier | null>;
  /** Whether a supplier code sells the agency's own seat blocks. */
  isSooper(code: string): boolean;
}

/** What the flight routes share: the suppliers, the answer cache, rates and presentation helpers. */
export interface FlightsEnv {
  registry: FlightSupplierRegistry;
  cache: SearchCache;
  currency: TCurrency;
  db: FastifyInstance['db'];
  searchDeps(viewer: TOfferViewer, log: FastifyBaseLogger): Promise<TSearchDeps>;
  logoUrl(uploadId: string): string | null;
  /**
   * Who asks, with the browser's visitor id. With `reply`, a visitor without one is given one (a
   * search keeps its offers under it); without, a reader is only recognised.
   */
  readerOf(req: FastifyRequest, reply?: FastifyReply): TOfferReader;
}

/**
 * Builds what the flight routes share, once per app. The search cache uses Redis when it is
 * configured (shared by every process) and is closed with the app.
 */
export function createFlightsEnv(
  app: FastifyInstance,
  registry: FlightSupplierRegistry,
  logoUrl: (uploadId: string) => string | null,
): FlightsEnv {
  const cache = createSearchCache(app.config.redisUrl);
  app.addHook('onClose', () => cache.close());
  const currency = app.config.agencyCurrency;
  const visitors = createVisitorCookies(app.config.appKey, app.config.appUrl.startsWith('https://'));
  return {
    registry,
    cache,
    currency,
    db: app.db,
    logoUrl,
    readerOf: (req, reply) => readerOf(req.user, reply && !req.user ? visitors.ensure(req, reply) : visitors.read(req)),
    async searchDeps(viewer, log) {
      const today = todayIn(app.config.agencyTimezone);
      const margins = loadMarginBasics(app.db, viewer);
      // Awaited by whoever prices; a search whose suppliers all fail never does, and must not crash on it.
      margins.catch(() => undefined);
      return {
        db: app.db,
        log,
        cache,
        sources: await registry.sources(),
        viewer,
        currency,
        margins,
        rateFor: async (from) => {
          if (!isCurrency(from)) return null;
          const rate = await rateFor(app.db, from, today, currency);
          return rate ? { id: rate.id, millionths: rate.rateMillionths, date: rate.effectiveOn } : null;
        },
        convert: (amount, from, to, rate) => convertMinor(amount, from as TCurrency, to, rate.millionths),
        airlines: (codes) => lookupAirlines(app.db, codes, logoUrl),
        isSooper: registry.isSooper,
        countSearch: (asks, cacheHits) => countSearch(app.db, today, asks, cacheHits),
      };
    },
  };
}
