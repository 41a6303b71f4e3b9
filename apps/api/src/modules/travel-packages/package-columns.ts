import {
  packageProblems,
  slugify,
  UMRAH_CITY_NAMES,
  type TCreateHolidayData,
  type TCreateUmrahPackageData,
  type TPackageKind,
  type TPackageListItem,
  type TUpdateHolidayData,
  type TUpdateUmrahPackageData,
} from '@safar/contracts';
import { countries, travelPackages, type TStoredHotel, type TStoredItineraryDay, type TStoredListItem, type Tx } from '@safar/db';
import { and, eq, or, sql } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import { sanitizeRichText } from '@/core/rich-text';
import type { TPackageRow } from './travel-packages.presenter';

type TInsert = typeof travelPackages.$inferInsert;
type TCreate = TCreateHolidayData | TCreateUmrahPackageData;
type TUpdate = TUpdateHolidayData | TUpdateUmrahPackageData;

const fieldError = (field: string, key: string) => new AppError('validation_failed', { errors: { [field]: [key] } });

const listItems = (items: TPackageListItem[]): TStoredListItem[] => items.map(({ en, ar }) => ({ en, ar }));

const itineraryDays = (days: NonNullable<TUpdate['itinerary']>): TStoredItineraryDay[] =>
  days.map((d) => ({
    day: d.day,
    titleEn: d.title_en,
    titleAr: d.title_ar,
    bodyEn: sanitizeRichText(d.body_en),
    bodyAr: sanitizeRichText(d.body_ar),
  }));

const storedHotels = (hotels: NonNullable<TUpdate['hotels']>): TStoredHotel[] =>
  hotels.map((h) => ({
    name: h.name,
    city: h.city,
    stars: h.stars,
    nights: h.nights,
    distanceToHaramM: 'distance_to_haram_m' in h ? h.distance_to_haram_m : null,
  }));

/** A holiday's country must be one the reference data knows (422 on the field otherwise). */
async function assertCountry(tx: Tx, code: string): Promise<void> {
  const [found] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  if (!found) throw fieldError('country_code', 'validation.country');
}

/**
 * The columns the fields present in an input set (an update names only some). An Umrah
 * package's destination is Makkah or Madinah, in Saudi Arabia, with the cities' names in both languages.
 */
async function fieldColumns(tx: Tx, input: TUpdate): Promise<Partial<TInsert>> {
  const columns: Partial<TInsert> = {};
  const copy = (key: keyof TUpdate, column: keyof TInsert) => {
    if (input[key] !== undefined) (columns as Record<string, unknown>)[column] = input[key];
  };
  copy('slug', 'slug');
  copy('status', 'status');
  copy('title_en', 'titleEn');
  copy('title_ar', 'titleAr');
  copy('summary_en', 'summaryEn');
  copy('summary_ar', 'summaryAr');
  if (input.description_en !== undefined) columns.descriptionEn = sanitizeRichText(input.description_en);
  if (input.description_ar !== undefined) columns.descriptionAr = sanitizeRichText(input.description_ar);
  copy('nights', 'nights');
  copy('flights_included', 'flightsIncluded');
  copy('flights_note_en', 'flightsNoteEn');
  copy('flights_note_ar', 'flightsNoteAr');
  copy('currency', 'currency');
  if (input.inclusions) columns.inclusions = listItems(input.inclusions);
  if (input.exclusions) columns.exclusions = listItems(input.exclusions);
  if (input.itinerary) columns.itinerary = itineraryDays(input.itinerary);
  if (input.hotels) columns.hotels = storedHotels(input.hotels);
  if ('destination_city' in input && input.destination_city) {
    const names = UMRAH_CITY_NAMES[input.destination_city];
    Object.assign(columns, { countryCode: 'SA', cityEn: names.en, cityAr: names.ar });
  }
  if ('ziyarat' in input && input.ziyarat) columns.ziyarat = listItems(input.ziyarat);
  if ('transport_en' in input && input.transport_en !== undefined) columns.transportEn = input.transport_en;
  if ('transport_ar' in input && input.transport_ar !== undefined) columns.transportAr = input.transport_ar;
  if ('country_code' in input && input.country_code !== undefined) {
    await assertCountry(tx, input.country_code);
    columns.countryCode = input.country_code;
  }
  if ('city_en' in input && input.city_en !== undefined) columns.cityEn = input.city_en;
  if ('city_ar' in input && input.city_ar !== undefined) columns.cityAr = input.city_ar;
  return columns;
}

/**
 * A slug for a package that names none: its English title's, or with `-2`, `-3`… after it when
 * another package of the kind has it already.
 */
async function freeSlug(tx: Tx, kind: TPackageKind, title: string): Promise<string> {
  const base = slugify(title) || kind;
  const taken = await tx
    .select({ slug: travelPackages.slug })
    .from(travelPackages)
    .where(and(eq(travelPackages.kind, kind), or(eq(travelPackages.slug, base), sql`${travelPackages.slug} ~ ${`^${base}-[0-9]+$`}`)));
  if (!taken.some((t) => t.slug === base)) return base;
  const numbers = taken.map((t) => Number(t.slug.slice(base.length + 1)) || 1);
  return `${base}-${Math.max(...numbers) + 1}`;
}

/** The row of a new package. */
export async function packageInsert(tx: Tx, kind: TPackageKind, input: TCreate, userId: string): Promise<TInsert> {
  const columns = await fieldColumns(tx, input);
  return {
    ...(columns as TInsert),
    kind,
    slug: input.slug ?? (await freeSlug(tx, kind, input.title_en)),
    createdBy: userId,
  };
}

/** The columns an update sets. */
export async function packageUpdate(tx: Tx, input: TUpdate): Promise<Partial<TInsert>> {
  return { ...(await fieldColumns(tx, input)), updatedAt: sql`now()` as unknown as Date };
}

/**
 * The rules between fields, on the package as the update leaves it: an update that changes only
 * the nights is checked against the itinerary and hotels already saved.
 */
export function assertMergedRules(current: TPackageRow, input: TUpdate): void {
  const [problem] = packageProblems({
    nights: input.nights ?? current.nights,
    itinerary: input.itinerary ?? current.itinerary,
    hotels: input.hotels ?? current.hotels,
  });
  if (problem) throw fieldError(problem.path.join('.'), problem.message);
}
