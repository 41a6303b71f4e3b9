import { newId, type DbOrTx } from '@safar/db';
import {
  PricingError,
  type TCurrency,
  type TFlightRow,
  type TFlightSearchQuery,
  type TFlightSearchResult,
  type TSupplierStatus,
} from '@safar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { flightIdsOf, saveOfferSet, type TOfferViewer, type TRate } from '../offers/offer-store';
import type { TPriceView } from '../flights.viewer';
import { presentRow, type TAirlineInfo } from '../offers/present-row';
import { priceOffer, type TPricedOffer } from '../pricing/price-offer';
import type { TSupplierSearchRequest, TSupplierSearchResult } from '../suppliers/supplier';
import { fanOut, type TSupplierSource } from './fan-out';
import type { TMarginBasics } from './pricing-context';
import type { SearchCache } from './search-cache';
import { writeRowJson } from './row-json';
import { sortRows } from './sort-rows';

export interface TSearchDeps {
  db: DbOrTx;
  log: FastifyBaseLogger;
  cache: SearchCache;
  sources: TSupplierSource[];
  viewer: TOfferViewer;
  currency: TCurrency;
  /** Started before the suppliers are asked, so its queries overlap their wait. */
  margins: Promise<TMarginBasics>;
  /** The rate for a supplier currency on the search day; null when finance staff have not set one. */
  rateFor: (currency: string) => Promise<TRate | null>;
  /** Converts supplier minor units to agency minor units with a rate. */
  convert: (amountMinor: number, from: string, to: TCurrency, rate: TRate) => number;
  airlines: (codes: string[]) => Promise<Map<string, TAirlineInfo>>;
  /** Which supplier codes sell the agency's own seat blocks. */
  isSooper: (supplierCode: string) => boolean;
  /** Counts a search for the dashboard: how many suppliers it asked, how many of them the cache answered. */
  countSearch: (asks: number, cacheHits: number) => Promise<void>;
}

export function toSupplierRequest(q: TFlightSearchQuery): TSupplierSearchRequest {
  const slices = [{ origin: q.origin, destination: q.destination, departureDate: q.departure_date }];
  if (q.trip_type === 'round_trip' && q.return_date)
    slices.push({ origin: q.destination, destination: q.origin, departureDate: q.return_date });
  return {
    slices,
    adults: q.adults,
    children: q.children,
    infants: q.infants,
    ...(q.child_ages ? { childAges: q.child_ages } : {}),
    ...(q.infant_ages ? { infantAges: q.infant_ages } : {}),
    cabin: q.cabin_class,
  };
}

/**
 * One search: every enabled supplier at once under its deadline (an identical search within a few
 * minutes reuses a supplier's earlier answer), each answer priced for the viewer and stored as it
 * arrives, then the rows of all of them, cheapest first, with the suppliers that failed named. The
 * rows show as much of each price as `view` allows.
 */
export async function searchFlights(query: TFlightSearchQuery, deps: TSearchDeps, view: TPriceView): Promise<TFlightSearchResult> {
  const request = toSupplierRequest(query);
  const searchId = newId();
  const flights: TFlightRow[] = [];
  const airlineNames = new Map<string, TAirlineInfo | undefined>();
  const unpriced = new Set<string>();
  let cacheHits = 0;

  // Each answer is priced, stored and turned into rows while slower suppliers are still awaited:
  // only the last answer's share of that work adds to the search's time.
  const statuses = await fanOut(
    deps.sources,
    request,
    async ({ source, result }) => {
      const priced = await priceAnswer(result, deps, source.code);
      if (priced === null) {
        unpriced.add(source.code);
        return;
      }
      if (priced.offers.length === 0) return;
      // The record's id is chosen first, so the rows are presented (and written out) while the
      // record is compressed and stored; the answer waits for both.
      const setId = newId();
      const flightIds = flightIdsOf(setId, priced.offers.length);
      const present = async () => {
        const carriers = [...new Set(priced.offers.map((p) => p.offer.validatingCarrier))].filter((c) => !airlineNames.has(c));
        const names = await deps.airlines(carriers);
        for (const code of carriers) airlineNames.set(code, names.get(code));
        const ctx = {
          view,
          supplierCode: source.code,
          isSooperFlight: deps.isSooper(source.code),
          airline: (code: string) => airlineNames.get(code),
        };
        return priced.offers.map((p, i) => {
          const row = presentRow(p, flightIds[i]!, ctx);
          writeRowJson(row);
          return row;
        });
      };
      const [, rows] = await Promise.all([
        saveOfferSet(deps.db, {
          setId,
          searchId,
          supplierCode: source.code,
          viewer: deps.viewer,
          query,
          currency: deps.currency,
          supplierCurrency: priced.supplierCurrency,
          rate: priced.rate,
          offers: priced.offers,
        }),
        present(),
      ]);
      flights.push(...rows);
    },
    {
      ask: async (source, req, signal) => {
        const cached = await deps.cache.get(source.code, req);
        if (cached) {
          cacheHits += 1;
          return cached;
        }
        const fresh = await source.supplier.search(req, { signal });
        await deps.cache.set(source.code, req, fresh);
        return fresh;
      },
    },
  );
  // Every enabled supplier is one ask, whether the cache or the supplier answered it (or neither in
  // time). A count that cannot be written costs the dashboard a figure, never the visitor the search.
  await deps.countSearch(deps.sources.length, cacheHits).catch((err: unknown) => {
    deps.log.warn({ err }, 'the search could not be counted');
  });

  return {
    search_id: searchId,
    currency: deps.currency,
    flights: sortRows(flights, 'cheapest'),
    available_airlines: availableAirlines(flights),
    previous_search: query,
    suppliers: statuses.map((s): TSupplierStatus => (unpriced.has(s.code) ? { ...s, status: 'error', offers: 0 } : s)),
  };
}

/**
 * Prices a supplier's answer for the viewer. Null when its currency has no exchange rate: its
 * offers cannot be shown at a price anyone agreed to, so the supplier is reported as failed (and
 * the log says which rate is missing) rather than shown at a guess.
 */
async function priceAnswer(
  result: TSupplierSearchResult,
  deps: TSearchDeps,
  supplierCode: string,
): Promise<{ offers: TPricedOffer[]; supplierCurrency: string; rate: TRate | null } | null> {
  const supplierCurrency = result.offers[0]?.currency ?? deps.currency;
  const rate = supplierCurrency === deps.currency ? null : await deps.rateFor(supplierCurrency);
  if (supplierCurrency !== deps.currency && !rate) {
    deps.log.warn(
      { supplier: supplierCode, currency: supplierCurrency },
      'no exchange rate for a supplier currency: its offers were left out',
    );
    return null;
  }
  const margins = await deps.margins;
  const convert = (minor: number) => (rate ? deps.convert(minor, supplierCurrency, deps.currency, rate) : minor);
  // The agency's own seat blocks are sold at the fare staff set for them: the airline margin is for
  // suppliers' fares, and adding it again would price the same seat twice over.
  const airlineMargin = deps.isSooper(supplierCode) ? () => null : margins.airlineMargin;
  const offers: TPricedOffer[] = [];
  for (const offer of result.offers) {
    if (offer.currency !== supplierCurrency) continue;
    try {
      offers.push(
        priceOffer(offer, {
          currency: deps.currency,
          convert,
          airlineMargin,
          sellMargin: margins.sellMargin,
        }),
      );
    } catch (err) {
      if (!(err instanceof PricingError)) throw err;
      deps.log.warn({ supplier: supplierCode, offer: offer.key, code: err.code }, 'an offer could not be priced and was left out');
    }
  }
  return { offers, supplierCurrency, rate };
}

function availableAirlines(flights: TFlightRow[]): TFlightSearchResult['available_airlines'] {
  const byCode = new Map<string, TFlightSearchResult['available_airlines'][number]>();
  for (const row of flights) {
    const seen = byCode.get(row.airline.code);
    if (!seen || row.price.gross_minor < seen.from_minor)
      byCode.set(row.airline.code, {
        code: row.airline.code,
        name: row.airline.name,
        logo_url: row.airline.logo_url,
        from_minor: row.price.gross_minor,
      });
  }
  return [...byCode.values()].sort((a, b) => a.from_minor - b.from_minor);
}
