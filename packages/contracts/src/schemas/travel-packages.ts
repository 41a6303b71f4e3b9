import { z } from 'zod';
import { MAX_AMOUNT_MINOR, zCurrency } from '../money';
import { V, zDay, zDayInput, zId, zInstant, zMultilineOf, zNameOf, zOptionalLineOf, zUuid } from './common';
import { ZImage } from './images';
import { zListQuery } from './list-query';
import { zRichText } from './rich-text';

/*
 * Holiday and Umrah packages: one model with a kind. Both are sold by departure (a date with
 * its seats and a price per person by room sharing), so the shape, the rules and the views are
 * shared; Umrah adds the Ziyarat, the transport and hotels in Makkah and Madinah with their
 * walking distance to the Haram.
 */

export const PACKAGE_KINDS = ['holiday', 'umrah'] as const;
export type TPackageKind = (typeof PACKAGE_KINDS)[number];

export const PACKAGE_STATUSES = ['draft', 'published', 'archived'] as const;
export type TPackageStatus = (typeof PACKAGE_STATUSES)[number];

export const DEPARTURE_STATUSES = ['open', 'closed'] as const;
export type TDepartureStatus = (typeof DEPARTURE_STATUSES)[number];

/** What a reader is told of a departure: on sale, closed by staff, sold out, or leaving today or earlier. */
export const DEPARTURE_AVAILABILITIES = ['open', 'closed', 'full', 'past'] as const;
export type TDepartureAvailability = (typeof DEPARTURE_AVAILABILITIES)[number];

/** The prices of a departure: per person in a double, triple or quad room, and for a child and an infant. */
export const PACKAGE_PRICE_TYPES = ['double', 'triple', 'quad', 'child', 'infant'] as const;
export type TPackagePriceType = (typeof PACKAGE_PRICE_TYPES)[number];

/** The cities an Umrah package and its hotels are in. */
export const UMRAH_CITIES = ['makkah', 'madinah'] as const;
export type TUmrahCity = (typeof UMRAH_CITIES)[number];

/** English and Arabic names of the Umrah cities, stored as a package's destination city. */
export const UMRAH_CITY_NAMES: Record<TUmrahCity, { en: string; ar: string }> = {
  makkah: { en: 'Makkah', ar: 'مكة المكرمة' },
  madinah: { en: 'Madinah', ar: 'المدينة المنورة' },
};

export const MAX_PACKAGE_NIGHTS = 90;
export const MAX_DEPARTURE_SEATS = 999;
export const MAX_PACKAGE_DEPARTURES = 100;
export const MAX_PACKAGE_LIST_ITEMS = 40;
export const MAX_PACKAGE_HOTELS = 10;
/** A gallery's pictures: enough for every hotel, room and day, few enough for a page to stay light. */
export const MAX_PACKAGE_IMAGES = 20;
/** A walk longer than this is a ride, not a distance to the Haram. */
export const MAX_HARAM_DISTANCE_M = 50_000;

const requiredOr = (key: string) => (issue: { input: unknown }) => (issue.input === undefined || issue.input === '' ? V.required : key);

/** A page address: lower-case a-z, digits and single hyphens between them. */
export const zSlug = z
  .string({ error: V.required })
  .trim()
  .toLowerCase()
  .min(1, { error: V.required })
  .max(80, { error: V.tooLong })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.slug' });

/**
 * Text shown as HTML (a description, an itinerary day's body): the API sanitises it with an
 * allow-list before storing; an empty document is stored as ''.
 */
export const zPackageRichText = zRichText;

const zWhole = (key: string, min: number, max: number) =>
  z
    .number({ error: requiredOr(key) })
    .int({ error: key })
    .min(min, { error: key })
    .max(max, { error: key });

const zNights = zWhole('validation.nights', 1, MAX_PACKAGE_NIGHTS);
const zStars = zWhole('validation.stars', 1, 5);

/** A price per person in minor units; `min` 1 where a price of nothing is a typing mistake (an adult's room). */
const zPrice = (min: 0 | 1) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? V.required : 'validation.amount_integer') })
    .min(min, { error: min ? 'validation.amount_positive' : 'validation.amount_not_negative' })
    .max(MAX_AMOUNT_MINOR, { error: 'validation.amount_too_large' })
    .refine(Number.isInteger, { error: 'validation.amount_integer' });

/** One line of a list (an inclusion, an exclusion, a place of Ziyarat) in both languages. */
export const ZPackageListItem = z.object({ en: zNameOf(200), ar: zNameOf(200) });
export type TPackageListItem = z.infer<typeof ZPackageListItem>;
const zList = z.array(ZPackageListItem, { error: V.invalid }).max(MAX_PACKAGE_LIST_ITEMS, { error: V.tooLong });

/** A day of the itinerary: its number (1 is the day of departure), a title and what happens, in both languages. */
export const ZItineraryDay = z.object({
  day: zWhole('validation.itinerary_day', 1, MAX_PACKAGE_NIGHTS + 1),
  title_en: zNameOf(160),
  title_ar: zNameOf(160),
  body_en: zPackageRichText,
  body_ar: zPackageRichText,
});
export type TItineraryDay = z.infer<typeof ZItineraryDay>;

const hotelFields = { name: zNameOf(120), stars: zStars, nights: zNights };
/** A holiday's hotel: its city as typed. */
export const ZHolidayHotel = z.object({ ...hotelFields, city: zNameOf(80) });
/** An Umrah hotel: in Makkah or Madinah, with its walking distance to the Haram in metres. */
export const ZUmrahHotel = z.object({
  ...hotelFields,
  city: z.enum(UMRAH_CITIES, { error: requiredOr(V.oneOf) }),
  distance_to_haram_m: zWhole('validation.haram_distance', 0, MAX_HARAM_DISTANCE_M),
});
export type THolidayHotel = z.infer<typeof ZHolidayHotel>;
export type TUmrahHotel = z.infer<typeof ZUmrahHotel>;

/** The price fields of a departure, each public one beside the agent's. */
export const departurePriceField = (type: TPackagePriceType) => `${type}_price_minor` as const;
export const departureAgentPriceField = (type: TPackagePriceType) => `agent_${type}_price_minor` as const;

const priceFields = Object.fromEntries(
  PACKAGE_PRICE_TYPES.flatMap((type) => {
    const min = type === 'child' || type === 'infant' ? 0 : 1;
    return [
      [departurePriceField(type), zPrice(min)],
      [departureAgentPriceField(type), zPrice(min)],
    ];
  }),
) as Record<`${TPackagePriceType}_price_minor` | `agent_${TPackagePriceType}_price_minor`, ReturnType<typeof zPrice>>;

/**
 * A departure as typed: `id` names one already saved (kept, with its seats taken), none is a new
 * one. Seats taken are never typed: bookings take and give them back.
 */
export const ZDepartureInput = z
  .object({
    id: zId.optional(),
    date: zDayInput,
    seats_total: zWhole('validation.seats', 1, MAX_DEPARTURE_SEATS),
    status: z.enum(DEPARTURE_STATUSES, { error: requiredOr(V.oneOf) }).default('open'),
    ...priceFields,
  })
  .superRefine((d, ctx) => {
    // An agent buys to sell on: paying more than a visitor would is a price typed the wrong way round.
    for (const type of PACKAGE_PRICE_TYPES) {
      if (d[departureAgentPriceField(type)] > d[departurePriceField(type)])
        ctx.addIssue({ code: 'custom', path: [departureAgentPriceField(type)], message: 'validation.agent_price_above_public' });
    }
  });
export type TDepartureInput = z.input<typeof ZDepartureInput>;
export type TDepartureData = z.infer<typeof ZDepartureInput>;

/**
 * A picture of the gallery: a public image (POST /images) and what it shows, for screen readers,
 * in both languages (blank when it says nothing the title does not).
 */
export const ZPackageImageInput = z.object({
  image_id: zUuid,
  alt_en: zOptionalLineOf(200),
  alt_ar: zOptionalLineOf(200),
});
export type TPackageImageInput = z.input<typeof ZPackageImageInput>;

/** The gallery in the order it is shown: the first is the cards' picture. The same image once. */
const zGallery = z
  .array(ZPackageImageInput, { error: V.invalid })
  .max(MAX_PACKAGE_IMAGES, { error: V.tooLong })
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.image_id)) ctx.addIssue({ code: 'custom', path: [i, 'image_id'], message: 'validation.gallery_duplicate' });
      seen.add(item.image_id);
    });
  });

const zDepartures = z.array(ZDepartureInput, { error: V.invalid }).max(MAX_PACKAGE_DEPARTURES, { error: V.tooLong });

/** The fields both kinds share. */
const commonFields = {
  slug: zSlug,
  status: z.enum(PACKAGE_STATUSES, { error: requiredOr(V.oneOf) }),
  title_en: zNameOf(160),
  title_ar: zNameOf(160),
  /** What a link preview shows: one plain paragraph. */
  summary_en: zMultilineOf(200).refine((v) => v !== '', { error: V.required }),
  summary_ar: zMultilineOf(200).refine((v) => v !== '', { error: V.required }),
  description_en: zPackageRichText,
  description_ar: zPackageRichText,
  nights: zNights,
  inclusions: zList,
  exclusions: zList,
  itinerary: z.array(ZItineraryDay, { error: V.invalid }).max(MAX_PACKAGE_NIGHTS + 1, { error: V.tooLong }),
  flights_included: z.boolean({ error: V.invalid }),
  /** Airline and route, e.g. "Saudia, Karachi – Jeddah"; blank is none. */
  flights_note_en: zOptionalLineOf(200),
  flights_note_ar: zOptionalLineOf(200),
  currency: zCurrency,
  departures: zDepartures,
  /** When sent, the whole gallery in order (an empty list removes every picture). */
  gallery: zGallery,
};

const holidayFields = {
  ...commonFields,
  /** ISO 3166 alpha-2, one of the countries the reference data knows. */
  country_code: z
    .string({ error: V.required })
    .trim()
    .toUpperCase()
    .min(1, { error: V.required })
    .regex(/^[A-Z]{2}$/, { error: 'validation.country' }),
  city_en: zNameOf(80),
  city_ar: zNameOf(80),
  hotels: z.array(ZHolidayHotel, { error: V.invalid }).max(MAX_PACKAGE_HOTELS, { error: V.tooLong }),
};

const umrahFields = {
  ...commonFields,
  /** Where the package starts: Makkah or Madinah (Saudi Arabia). */
  destination_city: z.enum(UMRAH_CITIES, { error: requiredOr(V.oneOf) }),
  hotels: z.array(ZUmrahHotel, { error: V.invalid }).max(MAX_PACKAGE_HOTELS, { error: V.tooLong }),
  ziyarat: zList,
  /** How pilgrims move between the cities and to the Ziyarat: "Air-conditioned bus", "Private car". */
  transport_en: zOptionalLineOf(200),
  transport_ar: zOptionalLineOf(200),
};

type TIssue = { path: (string | number)[]; message: string };

/** What the package rules read; an update may name only some of it (the API checks the merged package again). */
export interface TPackageRuleInput {
  nights?: number | undefined;
  itinerary?: readonly { day: number }[] | undefined;
  hotels?: readonly { nights: number }[] | undefined;
  departures?: readonly { date: string }[] | undefined;
}

/**
 * The rules between fields: itinerary days in order, none after the day of return; the hotels'
 * nights within the package's; one departure per date.
 */
export function packageProblems(v: TPackageRuleInput): TIssue[] {
  const problems: TIssue[] = [];
  v.itinerary?.forEach((day, i) => {
    const previous = v.itinerary?.[i - 1];
    if (previous && day.day <= previous.day) problems.push({ path: ['itinerary', i, 'day'], message: 'validation.itinerary_day_order' });
    else if (v.nights !== undefined && day.day > v.nights + 1)
      problems.push({ path: ['itinerary', i, 'day'], message: 'validation.itinerary_day_beyond' });
  });
  if (v.hotels && v.nights !== undefined) {
    const nights = v.hotels.reduce((sum, h) => sum + h.nights, 0);
    if (nights > v.nights) problems.push({ path: ['hotels'], message: 'validation.hotel_nights_sum' });
  }
  const seen = new Set<string>();
  v.departures?.forEach((d, i) => {
    if (seen.has(d.date)) problems.push({ path: ['departures', i, 'date'], message: 'validation.departure_duplicate' });
    seen.add(d.date);
  });
  return problems;
}

const addProblems = (v: TPackageRuleInput, ctx: z.RefinementCtx) => {
  for (const problem of packageProblems(v)) ctx.addIssue({ code: 'custom', ...problem });
};

const nonEmpty = (v: object) => Object.values(v).some((x) => x !== undefined);

/** Defaults of a new package of either kind: a draft with empty lists. */
const createDefaults = <T extends typeof holidayFields | typeof umrahFields>(fields: T) => ({
  ...fields,
  /** Made from the English title when not given. */
  slug: fields.slug.optional(),
  status: fields.status.default('draft'),
  description_en: fields.description_en.default(''),
  description_ar: fields.description_ar.default(''),
  inclusions: fields.inclusions.default([]),
  exclusions: fields.exclusions.default([]),
  itinerary: fields.itinerary.default([]),
  hotels: fields.hotels.default([]),
  flights_included: fields.flights_included.default(false),
  departures: fields.departures.default([]),
  gallery: fields.gallery.default([]),
});

/** POST /holidays. */
export const ZCreateHoliday = z.object(createDefaults(holidayFields)).superRefine(addProblems);
export type TCreateHoliday = z.input<typeof ZCreateHoliday>;
export type TCreateHolidayData = z.infer<typeof ZCreateHoliday>;

/** PUT /holidays?id=…: any of the fields; `departures`, when sent, is the whole list (saved ones by id). */
export const ZUpdateHoliday = z
  .object(holidayFields)
  .partial()
  .refine(nonEmpty, { error: V.required, path: ['_'] })
  .superRefine(addProblems);
export type TUpdateHoliday = z.input<typeof ZUpdateHoliday>;
export type TUpdateHolidayData = z.infer<typeof ZUpdateHoliday>;

/** POST /umrah-packages. */
export const ZCreateUmrahPackage = z
  .object({ ...createDefaults(umrahFields), ziyarat: umrahFields.ziyarat.default([]) })
  .superRefine(addProblems);
export type TCreateUmrahPackage = z.input<typeof ZCreateUmrahPackage>;
export type TCreateUmrahPackageData = z.infer<typeof ZCreateUmrahPackage>;

/** PATCH /umrah-packages?id=…: any of the fields. */
export const ZUpdateUmrahPackage = z
  .object(umrahFields)
  .partial()
  .refine(nonEmpty, { error: V.required, path: ['_'] })
  .superRefine(addProblems);
export type TUpdateUmrahPackage = z.input<typeof ZUpdateUmrahPackage>;
export type TUpdateUmrahPackageData = z.infer<typeof ZUpdateUmrahPackage>;

/** Either kind's input, as the API's shared code reads it. */
export type TPackageCreateData = TCreateHolidayData | TCreateUmrahPackageData;
export type TPackageUpdateData = TUpdateHolidayData | TUpdateUmrahPackageData;

/** Columns the lists can be sorted by: the "from" price, the next departure, the nights. */
export const PACKAGE_SORTS = ['price', 'departure_date', 'nights', 'title', 'created_at'] as const;

const zMinorFilter = z.coerce.number({ error: V.invalid }).int({ error: V.invalid }).min(0, { error: V.invalid }).max(MAX_AMOUNT_MINOR);
const zNightsFilter = z.coerce.number({ error: V.invalid }).int({ error: V.invalid }).min(1, { error: V.invalid }).max(MAX_PACKAGE_NIGHTS);

/**
 * GET /holidays and /umrah-packages: destination (a country code or a city's name), the month
 * of a departure on sale (YYYY-MM), nights and "from" price ranges; staff may also filter by status.
 */
export const ZPackageListQuery = zListQuery(PACKAGE_SORTS)
  .extend({
    destination: z.string().trim().max(80, { error: V.tooLong }).optional(),
    month: z
      .string()
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.month' })
      .optional(),
    nights_min: zNightsFilter.optional(),
    nights_max: zNightsFilter.optional(),
    price_min: zMinorFilter.optional(),
    price_max: zMinorFilter.optional(),
    status: z.enum(PACKAGE_STATUSES, { error: V.oneOf }).optional(),
  })
  .refine((q) => q.nights_min === undefined || q.nights_max === undefined || q.nights_min <= q.nights_max, {
    error: 'validation.range',
    path: ['nights_max'],
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    error: 'validation.range',
    path: ['price_max'],
  });
export type TPackageListQuery = z.infer<typeof ZPackageListQuery>;

/** GET /holidays/slug/{slug}, /umrah-packages/slug/{slug}. */
export const ZPackageSlugParams = z.object({ slug: z.string().trim().min(1).max(80) });

/* Views. */

const ZListItemView = z.strictObject({ en: z.string(), ar: z.string() });
const ZItineraryDayView = z.strictObject({
  day: z.number().int(),
  title_en: z.string(),
  title_ar: z.string(),
  body_en: z.string(),
  body_ar: z.string(),
});
export const ZPackageHotelView = z.strictObject({
  name: z.string(),
  /** A holiday's city as typed; an Umrah hotel's is `makkah` or `madinah`. */
  city: z.string(),
  stars: z.number().int(),
  nights: z.number().int(),
  /** Umrah hotels only; null for a holiday's. */
  distance_to_haram_m: z.number().int().nullable(),
});
export type TPackageHotelView = z.infer<typeof ZPackageHotelView>;

/** A picture of a package's gallery, in order; alt texts null when none was given. */
export const ZPackageImageView = z.strictObject({
  image_id: zId,
  image: ZImage,
  alt_en: z.string().nullable(),
  alt_ar: z.string().nullable(),
});
export type TPackageImageView = z.infer<typeof ZPackageImageView>;

const publicPrices = Object.fromEntries(PACKAGE_PRICE_TYPES.map((type) => [departurePriceField(type), z.number().int()])) as Record<
  `${TPackagePriceType}_price_minor`,
  z.ZodNumber
>;
const agentPrices = Object.fromEntries(PACKAGE_PRICE_TYPES.map((type) => [departureAgentPriceField(type), z.number().int()])) as Record<
  `agent_${TPackagePriceType}_price_minor`,
  z.ZodNumber
>;

const departureCommon = {
  id: zId,
  date: zDay,
  status: z.enum(DEPARTURE_STATUSES),
  availability: z.enum(DEPARTURE_AVAILABILITIES),
  /** Open, ahead of today, with a seat left. */
  sellable: z.boolean(),
  seats_left: z.number().int(),
};
/** A departure as staff see it: both prices, the seats bought and taken. */
export const ZDepartureStaff = z.strictObject({
  ...departureCommon,
  seats_total: z.number().int(),
  seats_taken: z.number().int(),
  ...publicPrices,
  ...agentPrices,
});
/** A departure as an approved agent sees it: its own price only. */
export const ZDepartureAgent = z.strictObject({ ...departureCommon, ...agentPrices });
/** A departure as a visitor or customer sees it: the public price only. */
export const ZDeparturePublic = z.strictObject({ ...departureCommon, ...publicPrices });
export type TDepartureStaff = z.infer<typeof ZDepartureStaff>;
export type TDepartureAgent = z.infer<typeof ZDepartureAgent>;
export type TDeparturePublic = z.infer<typeof ZDeparturePublic>;
export type TDepartureView = TDepartureStaff | TDepartureAgent | TDeparturePublic;

const packageCommon = {
  id: zId,
  kind: z.enum(PACKAGE_KINDS),
  slug: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  summary_en: z.string(),
  summary_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  country_code: z.string(),
  city_en: z.string(),
  city_ar: z.string(),
  /** Umrah: `makkah` or `madinah`; null for a holiday. */
  destination_city: z.enum(UMRAH_CITIES).nullable(),
  nights: z.number().int(),
  inclusions: z.array(ZListItemView),
  exclusions: z.array(ZListItemView),
  itinerary: z.array(ZItineraryDayView),
  hotels: z.array(ZPackageHotelView),
  /** Umrah only; empty for a holiday. */
  ziyarat: z.array(ZListItemView),
  transport_en: z.string().nullable(),
  transport_ar: z.string().nullable(),
  flights_included: z.boolean(),
  flights_note_en: z.string().nullable(),
  flights_note_ar: z.string().nullable(),
  currency: z.string(),
  /** The first sellable departure's date, or null when none is on sale. */
  next_departure_date: zDay.nullable(),
  /** The pictures in order; the first is the cards' (empty when there are none). */
  gallery: z.array(ZPackageImageView),
};

/** A package as staff see it: every departure with both prices, its status and bookkeeping. */
export const ZPackageStaff = z.strictObject({
  ...packageCommon,
  status: z.enum(PACKAGE_STATUSES),
  /** The lowest double-room price of the sellable departures (public, and the agents'); null when none is on sale. */
  from_price_minor: z.number().int().nullable(),
  agent_from_price_minor: z.number().int().nullable(),
  departures: z.array(ZDepartureStaff),
  created_by: zId.nullable(),
  created_at: zInstant,
  updated_at: zInstant,
});
/** A published package as an approved agent sees it: the agent's prices. */
export const ZPackageAgent = z.strictObject({
  ...packageCommon,
  agent_from_price_minor: z.number().int().nullable(),
  departures: z.array(ZDepartureAgent),
});
/** A published package as a visitor or customer sees it: the public prices. */
export const ZPackagePublic = z.strictObject({
  ...packageCommon,
  from_price_minor: z.number().int().nullable(),
  departures: z.array(ZDeparturePublic),
});
export type TPackageStaff = z.infer<typeof ZPackageStaff>;
export type TPackageAgent = z.infer<typeof ZPackageAgent>;
export type TPackagePublic = z.infer<typeof ZPackagePublic>;

export const ZPackageView = z.union([ZPackageStaff, ZPackageAgent, ZPackagePublic]);
export type TPackageView = z.infer<typeof ZPackageView>;
