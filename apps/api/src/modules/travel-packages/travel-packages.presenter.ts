import {
  PACKAGE_PRICE_TYPES,
  departureAgentPriceField,
  departurePriceField,
  todayIn,
  type TDepartureAgent,
  type TDepartureAvailability,
  type TDeparturePublic,
  type TDepartureStaff,
  type TPackageAgent,
  type TPackageImageView,
  type TPackagePublic,
  type TPackagePriceType,
  type TPackageStaff,
  type TPackageView,
  type TUmrahCity,
} from '@safar/contracts';
import { travelPackageDepartures, type DbOrTx, type travelPackages } from '@safar/db';
import { asc, inArray } from 'drizzle-orm';
import type { PresentContext } from '@/core/crud-routes';
import type { AuthUser } from '@/core/types';
import { PRICE_COLUMNS } from './departure-columns';
import { loadGalleries } from './package-gallery';

export type TPackageRow = typeof travelPackages.$inferSelect;
export type TDepartureRow = typeof travelPackageDepartures.$inferSelect;

/** A page's departures by package, oldest first, its galleries in order, and the agency's today the departures were read against. */
export interface TPackageRelated {
  departures: Map<string, TDepartureRow[]>;
  galleries: Map<string, TPackageImageView[]>;
  today: string;
}

/** Loads the departures of a page (or a write's) packages in one query, and their galleries in two. */
export const packageRelatedLoader =
  (timeZone: string) =>
  async (db: DbOrTx, rows: TPackageRow[]): Promise<TPackageRelated> => {
    const ids = rows.map((r) => r.id);
    const found = ids.length
      ? await db
          .select()
          .from(travelPackageDepartures)
          .where(inArray(travelPackageDepartures.packageId, ids))
          .orderBy(asc(travelPackageDepartures.departureDate))
      : [];
    const departures = new Map<string, TDepartureRow[]>();
    for (const d of found) departures.set(d.packageId, [...(departures.get(d.packageId) ?? []), d]);
    return { departures, galleries: await loadGalleries(db, ids), today: todayIn(timeZone) };
  };

/** Who reads decides the view: staff see both prices, an approved agent its own, anyone else the public price. */
export type TPackageReader = 'staff' | 'agent' | 'public';
export function packageReaderOf(user: AuthUser | null): TPackageReader {
  if (!user) return 'public';
  if (user.role === 'agent') return user.is_approved === '1' && user.is_formFilled === '1' ? 'agent' : 'public';
  return user.role === 'customer' ? 'public' : 'staff';
}

/** Closed by staff, sold out, or leaving today or earlier (booking closes the day before), else open. */
export function availabilityOf(d: TDepartureRow, today: string): TDepartureAvailability {
  if (d.departureDate <= today) return 'past';
  if (d.status === 'closed') return 'closed';
  if (d.seatsTaken >= d.seatsTotal) return 'full';
  return 'open';
}

const publicPricesOf = (d: TDepartureRow) =>
  Object.fromEntries(PACKAGE_PRICE_TYPES.map((type) => [departurePriceField(type), d[PRICE_COLUMNS[type].public]])) as Pick<
    TDeparturePublic,
    `${TPackagePriceType}_price_minor`
  >;
const agentPricesOf = (d: TDepartureRow) =>
  Object.fromEntries(PACKAGE_PRICE_TYPES.map((type) => [departureAgentPriceField(type), d[PRICE_COLUMNS[type].agent]])) as Pick<
    TDepartureAgent,
    `agent_${TPackagePriceType}_price_minor`
  >;

function departureCommon(d: TDepartureRow, today: string) {
  const availability = availabilityOf(d, today);
  return {
    id: d.id,
    date: d.departureDate,
    status: d.status,
    availability,
    sellable: availability === 'open',
    seats_left: Math.max(0, d.seatsTotal - d.seatsTaken),
  };
}

export const toDepartureStaff = (d: TDepartureRow, today: string): TDepartureStaff => ({
  ...departureCommon(d, today),
  seats_total: d.seatsTotal,
  seats_taken: d.seatsTaken,
  ...publicPricesOf(d),
  ...agentPricesOf(d),
});
const toDepartureAgent = (d: TDepartureRow, today: string): TDepartureAgent => ({ ...departureCommon(d, today), ...agentPricesOf(d) });
const toDeparturePublic = (d: TDepartureRow, today: string): TDeparturePublic => ({ ...departureCommon(d, today), ...publicPricesOf(d) });

/** The lowest of a price among the sellable departures, or null. */
const lowest = (sellable: TDepartureRow[], price: (d: TDepartureRow) => number) =>
  sellable.length ? Math.min(...sellable.map(price)) : null;

/** What every reader sees of a package. */
function packageCommon(row: TPackageRow, sellable: TDepartureRow[], related: TPackageRelated) {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title_en: row.titleEn,
    title_ar: row.titleAr,
    summary_en: row.summaryEn,
    summary_ar: row.summaryAr,
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    country_code: row.countryCode,
    city_en: row.cityEn,
    city_ar: row.cityAr,
    destination_city: row.kind === 'umrah' ? (row.cityEn.toLowerCase() as TUmrahCity) : null,
    nights: row.nights,
    inclusions: row.inclusions.map(({ en, ar }) => ({ en, ar })),
    exclusions: row.exclusions.map(({ en, ar }) => ({ en, ar })),
    itinerary: row.itinerary.map((d) => ({ day: d.day, title_en: d.titleEn, title_ar: d.titleAr, body_en: d.bodyEn, body_ar: d.bodyAr })),
    hotels: row.hotels.map((h) => ({
      name: h.name,
      city: h.city,
      stars: h.stars,
      nights: h.nights,
      distance_to_haram_m: h.distanceToHaramM,
    })),
    ziyarat: row.ziyarat.map(({ en, ar }) => ({ en, ar })),
    transport_en: row.transportEn,
    transport_ar: row.transportAr,
    flights_included: row.flightsIncluded,
    flights_note_en: row.flightsNoteEn,
    flights_note_ar: row.flightsNoteAr,
    currency: row.currency,
    next_departure_date: sellable[0]?.departureDate ?? null,
    gallery: related.galleries.get(row.id) ?? [],
  };
}

export function toPackageStaff(row: TPackageRow, related: TPackageRelated): TPackageStaff {
  const all = related.departures.get(row.id) ?? [];
  const sellable = all.filter((d) => availabilityOf(d, related.today) === 'open');
  return {
    ...packageCommon(row, sellable, related),
    status: row.status,
    from_price_minor: lowest(sellable, (d) => d.doublePriceMinor),
    agent_from_price_minor: lowest(sellable, (d) => d.agentDoublePriceMinor),
    departures: all.map((d) => toDepartureStaff(d, related.today)),
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toPackageAgent(row: TPackageRow, related: TPackageRelated): TPackageAgent {
  const all = related.departures.get(row.id) ?? [];
  const sellable = all.filter((d) => availabilityOf(d, related.today) === 'open');
  return {
    ...packageCommon(row, sellable, related),
    agent_from_price_minor: lowest(sellable, (d) => d.agentDoublePriceMinor),
    departures: all.map((d) => toDepartureAgent(d, related.today)),
  };
}

function toPackagePublic(row: TPackageRow, related: TPackageRelated): TPackagePublic {
  const all = related.departures.get(row.id) ?? [];
  const sellable = all.filter((d) => availabilityOf(d, related.today) === 'open');
  return {
    ...packageCommon(row, sellable, related),
    from_price_minor: lowest(sellable, (d) => d.doublePriceMinor),
    departures: all.map((d) => toDeparturePublic(d, related.today)),
  };
}

/** The view for the reader: staff, an approved agent, or a visitor (and customers, and agents awaiting approval). */
export function presentPackage(row: TPackageRow, { user, related }: PresentContext<TPackageRelated>): TPackageView {
  const reader = packageReaderOf(user);
  if (reader === 'staff') return toPackageStaff(row, related);
  return reader === 'agent' ? toPackageAgent(row, related) : toPackagePublic(row, related);
}
