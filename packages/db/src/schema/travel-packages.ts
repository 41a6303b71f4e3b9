import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { images } from './images';
import { countries } from './reference';
import { users } from './users';

/** A line of a list in both languages (an inclusion, an exclusion, a place of Ziyarat). */
export interface TStoredListItem {
  en: string;
  ar: string;
}

/** A day of the itinerary; the bodies are sanitised HTML. */
export interface TStoredItineraryDay {
  day: number;
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
}

/** A hotel of the package; `distanceToHaramM` for Umrah hotels only (their city is `makkah` or `madinah`). */
export interface TStoredHotel {
  name: string;
  city: string;
  stars: number;
  nights: number;
  distanceToHaramM: number | null;
}

/**
 * Holiday and Umrah packages, one table with a kind. The itinerary, hotels and lists are jsonb:
 * nothing refers to them, they are always read and written whole with their package, and an edit
 * replaces them. Departures are rows of their own (below), since bookings refer to them and take
 * their seats.
 */
export const travelPackages = pgTable(
  'travel_packages',
  {
    id: idColumn(),
    kind: text('kind', { enum: ['holiday', 'umrah'] }).notNull(),
    slug: text('slug').notNull(),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code, { onDelete: 'restrict' }),
    cityEn: text('city_en').notNull(),
    cityAr: text('city_ar').notNull(),
    nights: integer('nights').notNull(),
    inclusions: jsonb('inclusions').$type<TStoredListItem[]>().notNull().default([]),
    exclusions: jsonb('exclusions').$type<TStoredListItem[]>().notNull().default([]),
    itinerary: jsonb('itinerary').$type<TStoredItineraryDay[]>().notNull().default([]),
    hotels: jsonb('hotels').$type<TStoredHotel[]>().notNull().default([]),
    ziyarat: jsonb('ziyarat').$type<TStoredListItem[]>().notNull().default([]),
    transportEn: text('transport_en'),
    transportAr: text('transport_ar'),
    flightsIncluded: boolean('flights_included').notNull().default(false),
    flightsNoteEn: text('flights_note_en'),
    flightsNoteAr: text('flights_note_ar'),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Each kind has its own addresses (/holiday-details/…, /umrah-package-details/…); slug last, so a duplicate is reported on it.
    uniqueIndex('travel_packages_kind_slug_unique').on(t.kind, t.slug),
    index('travel_packages_kind_status_idx').on(t.kind, t.status),
    check('travel_packages_nights_range', sql`${t.nights} between 1 and 90`),
  ],
);

const price = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * A departure of a package: its date, seats and price per person by room sharing (and for a
 * child and an infant), each public price beside the agents'. Seats are taken and given back only
 * by one conditional UPDATE each (`modules/travel-packages/departure-seats.ts`); the CHECKs keep
 * `seats_taken` within 0 … `seats_total` whatever writes it.
 */
export const travelPackageDepartures = pgTable(
  'travel_package_departures',
  {
    id: idColumn(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    doublePriceMinor: price('double_price_minor'),
    agentDoublePriceMinor: price('agent_double_price_minor'),
    triplePriceMinor: price('triple_price_minor'),
    agentTriplePriceMinor: price('agent_triple_price_minor'),
    quadPriceMinor: price('quad_price_minor'),
    agentQuadPriceMinor: price('agent_quad_price_minor'),
    childPriceMinor: price('child_price_minor'),
    agentChildPriceMinor: price('agent_child_price_minor'),
    infantPriceMinor: price('infant_price_minor'),
    agentInfantPriceMinor: price('agent_infant_price_minor'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('travel_package_departures_date_unique').on(t.packageId, t.departureDate),
    index('travel_package_departures_date_idx').on(t.departureDate),
    check('travel_package_departures_seats_total_range', sql`${t.seatsTotal} between 1 and 999`),
    check('travel_package_departures_seats_taken_range', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seatsTotal}`),
    check(
      'travel_package_departures_prices',
      sql`${t.doublePriceMinor} >= 1 and ${t.triplePriceMinor} >= 1 and ${t.quadPriceMinor} >= 1
       and ${t.childPriceMinor} >= 0 and ${t.infantPriceMinor} >= 0
       and ${t.agentDoublePriceMinor} between 1 and ${t.doublePriceMinor}
       and ${t.agentTriplePriceMinor} between 1 and ${t.triplePriceMinor}
       and ${t.agentQuadPriceMinor} between 1 and ${t.quadPriceMinor}
       and ${t.agentChildPriceMinor} between 0 and ${t.childPriceMinor}
       and ${t.agentInfantPriceMinor} between 0 and ${t.infantPriceMinor}`,
    ),
  ],
);

/**
 * A package's gallery: public images in `position` order (0 first: the cards' picture and the
 * details page's first), each with what it shows in both languages. The gallery is written whole
 * with its package; the image is restricted, so an image a gallery shows cannot be deleted, and
 * the rows go with their package.
 */
export const travelPackageImages = pgTable(
  'travel_package_images',
  {
    id: idColumn(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    altEn: text('alt_en'),
    altAr: text('alt_ar'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('travel_package_images_position_unique').on(t.packageId, t.position),
    // The same picture twice in one gallery is a slip of the editor; image last, so a duplicate is reported on it.
    uniqueIndex('travel_package_images_image_unique').on(t.packageId, t.imageId),
    index('travel_package_images_image_idx').on(t.imageId),
    check('travel_package_images_position_range', sql`${t.position} >= 0`),
  ],
);
