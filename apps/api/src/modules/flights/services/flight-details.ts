import type { TFlightDetails } from '@safar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '@/core/app-error';
import type { FlightsEnv } from '../flights.env';
import { mayReadOffer, priceViewOf, type TOfferReader } from '../flights.viewer';
import { loadOffer, saveOfferSet } from '../offers/offer-store';
import { presentDetails } from '../offers/present-details';
import { priceOffer } from '../pricing/price-offer';
import { lookupAircraft, lookupAirlines, lookupAirports } from './reference-lookups';
import { offerGone, recheckOffer } from './recheck-offer';

/**
 * One offer as the details screen shows it. The offer is read from the store (never from the
 * browser), re-checked with its supplier, and when the supplier's price moved it is priced again
 * and stored under a new flight id, which the answer carries; the old id keeps the old price.
 */
export async function flightDetails(
  flightId: string,
  claimed: { supplier: string; isSooperFlight: boolean },
  reader: TOfferReader,
  log: FastifyBaseLogger,
  env: FlightsEnv,
): Promise<TFlightDetails> {
  const stored = await loadOffer(env.db, flightId);
  if (!stored || stored.supplierCode !== claimed.supplier || env.registry.isSooper(stored.supplierCode) !== claimed.isSooperFlight)
    throw notFound();
  if (!mayReadOffer(reader, stored.viewer)) throw notFound();
  if (Date.parse(stored.priced.offer.expiresAt) <= Date.now()) throw offerGone();

  const deps = await env.searchDeps(stored.viewer, log);
  const rate = stored.rate;
  const convert = (minor: number) => (rate ? deps.convert(minor, stored.supplierCurrency, deps.currency, rate) : minor);
  const check = await recheckOffer(stored, await env.registry.source(stored.supplierCode));
  let priced = stored.priced;
  let id = flightId;
  if (check.changed) {
    if (check.offer.currency !== stored.supplierCurrency) throw offerGone();
    const margins = await deps.margins;
    priced = priceOffer(check.offer, {
      currency: deps.currency,
      convert,
      airlineMargin: env.registry.isSooper(stored.supplierCode) ? () => null : margins.airlineMargin,
      sellMargin: margins.sellMargin,
    });
    const saved = await saveOfferSet(env.db, {
      searchId: stored.setId,
      supplierCode: stored.supplierCode,
      viewer: stored.viewer,
      query: stored.query,
      currency: stored.currency,
      supplierCurrency: stored.supplierCurrency,
      rate,
      offers: [priced],
    });
    id = saved.flightIds[0]!;
    log.info(
      { supplier: stored.supplierCode, from: stored.priced.offer.totalMinor, to: check.offer.totalMinor },
      'supplier price changed on re-check',
    );
  }

  const { offer } = priced;
  const segments = offer.slices.flatMap((s) => s.segments);
  const carriers = [
    ...new Set([offer.validatingCarrier, ...segments.flatMap((s) => [s.marketingCarrier, s.operatingCarrier ?? s.marketingCarrier])]),
  ];
  const [airlines, airports, aircraft] = await Promise.all([
    lookupAirlines(env.db, carriers, env.logoUrl),
    lookupAirports(env.db, [...new Set(segments.flatMap((s) => [s.origin, s.destination]))]),
    lookupAircraft(env.db, [...new Set(segments.flatMap((s) => (s.aircraft ? [s.aircraft] : [])))]),
  ]);
  return presentDetails(priced, id, stored.query, {
    view: priceViewOf(reader, stored.viewer),
    supplierCode: stored.supplierCode,
    isSooperFlight: claimed.isSooperFlight,
    airline: (code) => airlines.get(code),
    airports,
    aircraft,
    convert,
    exchange: rate
      ? {
          supplier_currency: stored.supplierCurrency,
          supplier_total_minor: offer.totalMinor,
          rate: (rate.millionths / 1_000_000).toFixed(6),
          rate_date: rate.date,
        }
      : null,
    confirmed: check.confirmed,
  });
}
