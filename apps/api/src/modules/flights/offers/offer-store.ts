import { promisify } from 'node:util';
import { gunzip, gzip, constants } from 'node:zlib';
import { flightOfferSets, newId, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { TFlightSearchQuery } from '@safar/contracts';
import type { TPricedOffer } from '../pricing/price-offer';
import { decodeFlightId, encodeFlightId } from './offer-id';
import type { TViewerKind } from './present-row';

const zip = promisify(gzip);
const unzip = promisify(gunzip);

/** A dated exchange rate an offer was priced with: agency-currency units per supplier-currency unit, in millionths. */
export interface TRate {
  id: string | null;
  millionths: number;
  date: string;
}

/** Who a stored answer was priced for, and so whose it is. */
export interface TOfferViewer {
  kind: TViewerKind;
  agencyId: string | null;
  userId: string | null;
  /** A visitor's browser (when nobody was signed in). */
  visitorId: string | null;
}

export interface TOfferSetInput {
  /** The record's id, when the caller names its flight ids (`flightIdsOf`) before the write. */
  setId?: string;
  searchId: string;
  supplierCode: string;
  viewer: TOfferViewer;
  query: TFlightSearchQuery;
  currency: string;
  supplierCurrency: string;
  rate: TRate | null;
  offers: TPricedOffer[];
}

export interface TStoredOffer {
  setId: string;
  index: number;
  supplierCode: string;
  viewer: TOfferViewer;
  query: TFlightSearchQuery;
  currency: string;
  supplierCurrency: string;
  rate: TRate | null;
  expiresAt: Date;
  priced: TPricedOffer;
}

/**
 * Keeps one supplier's priced answer as one compressed record and returns the flight id of each
 * offer in it. gzip level 1: a 1,000-offer answer shrinks about 30-fold in a few milliseconds,
 * where the default level costs twice the time for little more.
 */
export async function saveOfferSet(db: DbOrTx, input: TOfferSetInput): Promise<{ setId: string; flightIds: string[] }> {
  const setId = input.setId ?? newId();
  const expiresAt = input.offers.reduce((min, p) => Math.min(min, Date.parse(p.offer.expiresAt)), Number.POSITIVE_INFINITY);
  const blob = await zip(Buffer.from(JSON.stringify(input.offers)), { level: constants.Z_BEST_SPEED });
  await db.insert(flightOfferSets).values({
    id: setId,
    searchId: input.searchId,
    supplierCode: input.supplierCode,
    viewerKind: input.viewer.kind,
    agencyId: input.viewer.agencyId,
    userId: input.viewer.userId,
    visitorId: input.viewer.visitorId,
    query: input.query,
    currency: input.currency,
    supplierCurrency: input.supplierCurrency,
    rateMillionths: input.rate?.millionths ?? null,
    rateId: input.rate?.id ?? null,
    rateDate: input.rate?.date ?? null,
    offerCount: input.offers.length,
    offers: blob,
    expiresAt: new Date(Number.isFinite(expiresAt) ? expiresAt : Date.now()),
  });
  return { setId, flightIds: flightIdsOf(setId, input.offers.length) };
}

/** The flight ids of a stored answer's offers, in their order. */
export const flightIdsOf = (setId: string, count: number) => Array.from({ length: count }, (_, i) => encodeFlightId(setId, i));

type TSetRow = typeof flightOfferSets.$inferSelect;

/** A stored answer: who it was priced for, with what, and its offers in their order. */
export type TStoredSet = Omit<TStoredOffer, 'index' | 'priced'> & { offers: TPricedOffer[] };

async function readSet(row: TSetRow): Promise<TStoredSet> {
  return {
    setId: row.id,
    supplierCode: row.supplierCode,
    viewer: { kind: row.viewerKind, agencyId: row.agencyId, userId: row.userId, visitorId: row.visitorId },
    query: row.query as TFlightSearchQuery,
    currency: row.currency,
    supplierCurrency: row.supplierCurrency,
    rate: row.rateMillionths === null ? null : { id: row.rateId, millionths: row.rateMillionths, date: row.rateDate ?? '' },
    expiresAt: row.expiresAt,
    offers: JSON.parse((await unzip(row.offers)).toString('utf8')) as TPricedOffer[],
  };
}

/** The offer a flight id names, or null when the id is malformed or names nothing. */
export async function loadOffer(db: DbOrTx, flightId: string): Promise<TStoredOffer | null> {
  const ref = decodeFlightId(flightId);
  if (!ref) return null;
  const [row] = await db.select().from(flightOfferSets).where(eq(flightOfferSets.id, ref.setId)).limit(1);
  if (!row || ref.index >= row.offerCount) return null;
  const { offers, ...set } = await readSet(row);
  const priced = offers[ref.index];
  return priced ? { ...set, index: ref.index, priced } : null;
}

/** Every answer stored for one search. */
export async function loadSearch(db: DbOrTx, searchId: string): Promise<TStoredSet[]> {
  const rows = await db.select().from(flightOfferSets).where(eq(flightOfferSets.searchId, searchId));
  return Promise.all(rows.map(readSet));
}
