import { isTimeZone } from '../local-time';
import { z } from 'zod';
import { ZMarginRule } from '../pricing';
import { UPLOAD_FILE_NAME } from './uploads';
import { V, zId, zInstant, zNameOf, ZPersonRef, zUuid } from './common';
import { zListQuery } from './list-query';
import { marginBasisPoints } from './margins';

/*
 * Air reference data: airports, airlines and aircraft types. Each is a catalogue (the factories'
 * list, read, create, update, delete); anyone may read them (flight search is public), admin
 * writes. Codes are stored upper-cased; a blank optional code is stored as none.
 */

/** An IANA zone name this runtime knows (`Asia/Karachi`, `UTC`); aliases such as `Asia/Calcutta` are accepted. */
export function isAirportTimeZone(value: string): boolean {
  return /^(UTC|[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(value) && isTimeZone(value);
}

const code = (pattern: RegExp, key: string) =>
  z.string({ error: V.required }).trim().toUpperCase().min(1, { error: V.required }).regex(pattern, { error: key });

/** An optional code: blank or null means none. */
const optionalCode = (pattern: RegExp, key: string) =>
  z
    .string({ error: key })
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || pattern.test(v), { error: key })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const zAirportCode = code(/^[A-Z]{3}$/, 'validation.iata_airport');
export const zAirlineCode = code(/^[A-Z0-9]{2}$/, 'validation.iata_airline');
export const zAircraftCode = code(/^[A-Z0-9]{3}$/, 'validation.iata_aircraft');

/** ISO 3166-1 alpha-2; whether the country exists is checked by the API against its countries. */
const zCountryCode = optionalCode(/^[A-Z]{2}$/, 'validation.country_code');

export const zTimeZone = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .refine(isAirportTimeZone, { error: 'validation.time_zone' });

/** A latitude or longitude in degrees; typed text is read as a number (the form's inputs hold text). */
const zDegrees = (limit: number, key: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim().replace(',', '.'))) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? V.required : key) })
      .min(-limit, { error: key })
      .max(limit, { error: key }),
  );

const zActive = z.boolean({ error: V.invalid });

/** A non-empty update body (the catalogues' PUT): `{}` says nothing to change. */
const nonEmpty = <T extends z.ZodObject>(schema: T) =>
  schema.partial().refine((v) => Object.values(v).some((x) => x !== undefined), { error: V.required, path: ['_'] });

// Airports ---------------------------------------------------------------------------------------

const airportFields = {
  iata_code: zAirportCode,
  icao_code: optionalCode(/^[A-Z0-9]{4}$/, 'validation.icao_airport'),
  name: zNameOf(200),
  city: zNameOf(120),
  country_code: zCountryCode,
  latitude: zDegrees(90, 'validation.latitude'),
  longitude: zDegrees(180, 'validation.longitude'),
  time_zone: zTimeZone,
  active: zActive,
};

/** POST /airports. */
export const ZCreateAirport = z.object({ ...airportFields, active: zActive.default(true) });
export type TCreateAirport = z.input<typeof ZCreateAirport>;
/** PUT /airports?id=…: some of the fields. */
export const ZUpdateAirport = nonEmpty(z.object(airportFields));
export type TUpdateAirport = z.input<typeof ZUpdateAirport>;

export const AIRPORT_SORTS = ['iata_code', 'name', 'city', 'country', 'created_at'] as const;
/**
 * GET /airports. `search` is the autocomplete: a prefix of the code, the city or the name (any
 * case, accents ignored), the exact code first, then city matches, then name matches.
 */
export const ZAirportListQuery = zListQuery(AIRPORT_SORTS).extend({
  active: z.enum(['0', '1'], { error: V.oneOf }).optional(),
  country_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'validation.country_code' })
    .optional(),
});
export type TAirportListQuery = z.infer<typeof ZAirportListQuery>;

export const ZAirport = z.strictObject({
  id: zId,
  iata_code: z.string(),
  icao_code: z.string().nullable(),
  name: z.string(),
  city: z.string(),
  country_code: z.string().nullable(),
  country_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  time_zone: z.string(),
  active: z.boolean(),
  /** When staff last changed it; a changed row is never overwritten by the data package's refresh. */
  edited_at: zInstant.nullable(),
  created_at: zInstant,
  updated_at: zInstant,
});
export type TAirport = z.infer<typeof ZAirport>;

// Airlines ---------------------------------------------------------------------------------------

/** A stored file (POST /uploads) used as the airline's logo; null removes the logo. */
const zLogo = z.string({ error: V.invalid }).regex(UPLOAD_FILE_NAME, { error: V.invalid }).nullable().optional();

const airlineFields = {
  iata_code: zAirlineCode,
  icao_code: optionalCode(/^[A-Z]{3}$/, 'validation.icao_airline'),
  name: zNameOf(200),
  country_code: zCountryCode,
  logo: zLogo,
  active: zActive,
};

/** POST /airlines. */
export const ZCreateAirline = z.object({ ...airlineFields, active: zActive.default(true) });
export type TCreateAirline = z.input<typeof ZCreateAirline>;
/** PUT /airlines?id=…: some of the fields; `logo` left out keeps the current one. */
export const ZUpdateAirline = nonEmpty(z.object(airlineFields));
export type TUpdateAirline = z.input<typeof ZUpdateAirline>;

export const AIRLINE_SORTS = ['iata_code', 'name', 'country', 'created_at'] as const;
/**
 * GET /airlines: `search` matches the code (exact first) or a prefix of the name or of a word in it.
 * `has_margin` filters for admin and finance staff; for anyone else it is ignored, since the list
 * it gives would tell them which airlines carry a margin.
 */
export const ZAirlineListQuery = zListQuery(AIRLINE_SORTS).extend({
  active: z.enum(['0', '1'], { error: V.oneOf }).optional(),
  has_margin: z.enum(['0', '1'], { error: V.oneOf }).optional(),
});
export type TAirlineListQuery = z.infer<typeof ZAirlineListQuery>;

/**
 * The airline margin: a fixed amount per passenger in minor units with its currency, or a
 * percentage. Like the other stored margins, a percentage must land on a whole basis point
 * ("2.125" is refused rather than rounded).
 */
export const ZAirlineMarginRule = ZMarginRule.superRefine((rule, ctx) => {
  if (rule.type !== 'percent' || (rule.basis_points === undefined) === (rule.percent === undefined)) return;
  let basisPoints: number | null;
  try {
    basisPoints = marginBasisPoints(rule);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'validation.percent', path: ['percent'] });
    return;
  }
  if (basisPoints === null) ctx.addIssue({ code: 'custom', message: 'validation.margin_percent_decimals', path: ['percent'] });
});
export type TAirlineMarginRule = z.input<typeof ZAirlineMarginRule>;

/** POST /updateAirlineMargin: the airline and its new margin, or null to remove it. */
export const ZUpdateAirlineMargin = z.object({
  airline_id: zUuid,
  margin: ZAirlineMarginRule.nullable(),
});
export type TUpdateAirlineMargin = z.input<typeof ZUpdateAirlineMargin>;

/** An airline's margin as the API presents it, with who set it and when. */
export const ZAirlineMargin = z.strictObject({
  type: z.enum(['fixed', 'percent']),
  amount_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  basis_points: z.number().int().nullable(),
  /** The percentage as a decimal string ("2.5" for 250 basis points). */
  percent: z.string().nullable(),
  updated_at: zInstant.nullable(),
  /** Who set it, named as they were at the time. */
  updated_by: ZPersonRef.nullable(),
});
export type TAirlineMargin = z.infer<typeof ZAirlineMargin>;

export const ZAirline = z.strictObject({
  id: zId,
  iata_code: z.string(),
  icao_code: z.string().nullable(),
  name: z.string(),
  country_code: z.string().nullable(),
  country_name: z.string(),
  /** A public address of the logo image (visitors see it on search results), or null. */
  logo_url: z.string().nullable(),
  /** Admin and finance staff only: absent for everyone else, who never learn the agency's margins. */
  margin: ZAirlineMargin.nullable().optional(),
  active: z.boolean(),
  edited_at: zInstant.nullable(),
  created_at: zInstant,
  updated_at: zInstant,
});
export type TAirline = z.infer<typeof ZAirline>;

/** GET /airline-logos/{id}: the logo's upload id, as in an airline's `logo_url`. */
export const ZAirlineLogoParams = z.object({ id: zUuid });

// Aircraft types ---------------------------------------------------------------------------------

const aircraftFields = {
  iata_code: zAircraftCode,
  icao_code: optionalCode(/^[A-Z0-9]{2,4}$/, 'validation.icao_aircraft'),
  name: zNameOf(120),
  manufacturer: zNameOf(80),
  active: zActive,
};

/** POST /aircrafts. */
export const ZCreateAircraft = z.object({ ...aircraftFields, active: zActive.default(true) });
export type TCreateAircraft = z.input<typeof ZCreateAircraft>;
/** PUT /aircrafts?id=…. */
export const ZUpdateAircraft = nonEmpty(z.object(aircraftFields));
export type TUpdateAircraft = z.input<typeof ZUpdateAircraft>;

export const AIRCRAFT_SORTS = ['iata_code', 'name', 'manufacturer', 'created_at'] as const;
export const ZAircraftListQuery = zListQuery(AIRCRAFT_SORTS).extend({
  active: z.enum(['0', '1'], { error: V.oneOf }).optional(),
});
export type TAircraftListQuery = z.infer<typeof ZAircraftListQuery>;

export const ZAircraft = z.strictObject({
  id: zId,
  iata_code: z.string(),
  icao_code: z.string().nullable(),
  name: z.string(),
  manufacturer: z.string(),
  active: z.boolean(),
  edited_at: zInstant.nullable(),
  created_at: zInstant,
  updated_at: zInstant,
});
export type TAircraft = z.infer<typeof ZAircraft>;
