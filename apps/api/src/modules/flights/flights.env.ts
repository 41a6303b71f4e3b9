import type { TCurrency } from '@safar/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TOfferViewer } from './offers/offer-store';
import type { SearchCache } from './search/search-cache';
import type { TSearchDeps } from './search/search-flights';
import type { TSupplierSource } from './search/fan-out';

/** The suppliers a search can ask, as configured by staff right now. */
export interface FlightSupplierRegistry {
  /** Enabled suppliers in their order, each with its adapter and deadline. */
  sources(): Promise<TSupplierSource[]>;
  /** One enabled supplier by code (null when it is switched off or unknown). */
  source(code: string): Promise<TSupplierSource | null>;
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
  logoUrl(uploadId: string): string;
}
