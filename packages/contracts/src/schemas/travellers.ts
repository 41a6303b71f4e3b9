import { z } from 'zod';
import { PASSENGER_TYPES, type TPassengerType } from './flights';
import { DAY_BOUNDS, V, zDay, zDayInput, zEmail, zId, zInstant, zOneOf, zPageQuery, zUuid } from './common';

/*
 * Saved travellers: the people an agency books for, with what a passport and an airline's
 * booking (PNR) need of them. The fields are exported as a shape so a checkout's passenger form
 * can add its own fields to them and keep the same rules (`withTravellerRules`).
 */

export const TRAVELLER_TITLES = ['mr', 'mrs', 'ms', 'miss', 'mstr'] as const;
export type TTravellerTitle = (typeof TRAVELLER_TITLES)[number];
export const TRAVELLER_GENDERS = ['m', 'f'] as const;
export type TTravellerGender = (typeof TRAVELLER_GENDERS)[number];

/** Ages (in whole years) where a child stops being an infant, and where an adult starts. */
export const CHILD_FROM_AGE = 2;
export const ADULT_FROM_AGE = 12;
/** Airlines and most countries want a passport valid this many months past the last flight. */
export const PASSPORT_VALID_MONTHS = 6;

/* Calendar days (YYYY-MM-DD) are compared as strings and moved as UTC dates: no time zone shifts them. */

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The day `months` later (or earlier, when negative), kept within the target month: a month
 * after 31 January is the last day of February, as airlines and passport offices count.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const date = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/**
 * Whole years of age on `onDate`. Someone born on 29 February turns a year older on 1 March in
 * the years without one: the birthday has not been reached on the 28th.
 */
export function ageOn(bornOn: string, onDate: string): number {
  const [by] = parts(bornOn);
  const [oy] = parts(onDate);
  return oy - by - (onDate.slice(5) < bornOn.slice(5) ? 1 : 0);
}

/** A passenger's type on a day (the day of a flight): adult from 12, child from 2, infant under 2. */
export function passengerTypeOn(bornOn: string, onDate: string): TPassengerType {
  const age = ageOn(bornOn, onDate);
  if (age >= ADULT_FROM_AGE) return 'adult';
  if (age >= CHILD_FROM_AGE) return 'child';
  return 'infant';
}

/**
 * The birth dates of a passenger type on `onDate`, for a query over stored birth dates: born on
 * or before `bornOnOrBefore` and after `bornAfter` (either may be open). Agrees with
 * passengerTypeOn for every day, 29 February included.
 */
export function passengerTypeBirthRange(type: TPassengerType, onDate: string): { bornAfter?: string; bornOnOrBefore?: string } {
  const adultBy = addMonths(onDate, -12 * ADULT_FROM_AGE);
  const childBy = addMonths(onDate, -12 * CHILD_FROM_AGE);
  if (type === 'adult') return { bornOnOrBefore: adultBy };
  if (type === 'child') return { bornAfter: adultBy, bornOnOrBefore: childBy };
  return { bornAfter: childBy };
}

/**
 * Whether a passport is still valid six months after the last flight of a trip (the rule most
 * airlines and destinations apply): it must expire on or after that day.
 */
export function passportValidFor(expiresOn: string, lastFlightDate: string): boolean {
  return expiresOn >= addMonths(lastFlightDate, PASSPORT_VALID_MONTHS);
}

/**
 * The latest calendar day it is anywhere now (UTC+14): a birth date up to that day is not in the
 * future for someone, so a form in any time zone and the API agree on what to refuse.
 */
export const latestToday = (now: Date = new Date()) => new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

const requiredOr = (key: string) => (issue: { input: unknown }) => (issue.input === undefined || issue.input === '' ? V.required : key);

/**
 * A name as the passport's machine-readable lines and an airline's booking take it: Latin
 * letters A–Z and single spaces, stored in capitals. Spaces typed twice are read as one; an
 * apostrophe, a hyphen or an accent is refused, with a message telling to type the name as the
 * passport prints it in Latin letters (O'Brien is OBRIEN there). This pattern and the ones below
 * also take '': a blank field says "required" only, not that and the pattern's message too.
 */
export const zPassportName = (max = 50) =>
  z
    .string({ error: V.required })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: V.required })
        .max(max, { error: V.tooLong })
        .regex(/^(?:[A-Za-z]+(?: [A-Za-z]+)*)?$/, { error: 'validation.passport_name' })
        .transform((v) => v.toUpperCase()),
    );

/** A passport number as printed: letters and digits only, stored in capitals. */
export const zPassportNumber = z
  .string({ error: V.required })
  .transform((v) => v.trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: V.required })
      .regex(/^(?:[A-Z0-9]{5,20})?$/, { error: 'validation.passport_number' }),
  );

/**
 * An ISO 3166-1 alpha-2 country code; whether it is one of the countries the app knows (the
 * countries reference, GET /countries) is checked by the API, and the form picks from that list.
 */
export const zCountryCode = z
  .string({ error: V.required })
  .transform((v) => v.trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: V.required })
      .regex(/^(?:[A-Z]{2})?$/, { error: 'validation.country_code' }),
  );

/** A day typed in a form: "required" when blank, the shared bounds otherwise. */
const zDayField = z.string({ error: V.required }).min(1, { error: V.required }).pipe(zDayInput);

/**
 * A birth date: a real day, not after today anywhere on earth (checked first: a year typed as
 * 2999 is a day in the future before it is a day out of bounds), and not before 1900.
 */
export const zBornOn = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .pipe(z.iso.date({ error: V.invalid }))
  .refine((day) => day <= latestToday(), { error: 'validation.born_on_future' })
  .refine((day) => day >= DAY_BOUNDS.min, { error: 'validation.date_bounds' });

/** An optional email: blank is none (null), otherwise a valid address, stored in lower case. */
export const zOptionalEmail = z
  .string({ error: V.invalid })
  .trim()
  .pipe(z.union([z.literal('').transform(() => null), zEmail]))
  .nullish()
  .transform((v) => v ?? null);

/**
 * An optional phone in international format (+ then the country code and number, 8 to 15
 * digits, as E.164 has them), e.g. +923001234567. Spaces, hyphens, dots and brackets typed
 * between digits are dropped; blank is none (null).
 */
export const zOptionalPhone = z
  .string({ error: V.invalid })
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(z.union([z.literal('').transform(() => null), z.string().regex(/^\+[1-9]\d{7,14}$/, { error: 'validation.phone_international' })]))
  .nullish()
  .transform((v) => v ?? null);

/**
 * An object of these fields and no other: a field the schema does not name is refused on its own
 * name ("This field is not allowed."), so a misspelt field is reported rather than dropped. The
 * check runs even when other fields fail, so every problem is reported at once.
 */
export function zFieldsOnly<S extends z.ZodRawShape>(shape: S): z.ZodType<z.output<z.ZodObject<S>>, z.input<z.ZodObject<S>>> {
  return z.looseObject(shape).superRefine(
    (value, ctx) => {
      // Runs even when the object itself is missing (the check is forced on), so that is not an error here.
      if (typeof value !== 'object' || value === null) return;
      for (const key of Object.keys(value))
        if (!Object.hasOwn(shape, key)) ctx.addIssue({ code: 'custom', message: 'validation.unknown_field', path: [key] });
    },
    { when: () => true },
  ) as unknown as z.ZodType<z.output<z.ZodObject<S>>, z.input<z.ZodObject<S>>>;
}

/** The traveller's fields, as a shape a checkout's passenger schema can spread and add to. */
export const TRAVELLER_FIELDS = {
  title: zOneOf(TRAVELLER_TITLES),
  given_name: zPassportName(),
  family_name: zPassportName(),
  born_on: zBornOn,
  gender: zOneOf(TRAVELLER_GENDERS),
  nationality: zCountryCode,
  passport_number: zPassportNumber,
  passport_country: zCountryCode,
  passport_expires_on: zDayField,
  email: zOptionalEmail,
  phone: zOptionalPhone,
};

/** Titles an airline takes for each gender (MSTR is a boy's, MISS a girl's or young woman's). */
const TITLE_GENDER: Record<TTravellerTitle, TTravellerGender> = { mr: 'm', mstr: 'm', mrs: 'f', ms: 'f', miss: 'f' };

interface TTravellerRuleFields {
  title: TTravellerTitle;
  gender: TTravellerGender;
  born_on: string;
  passport_expires_on: string;
}

/**
 * The rules between fields, added to any schema with the traveller's fields: the title matches
 * the gender (an airline refuses MR for a woman), and the passport expires after its holder was
 * born. An expired passport is accepted: a saved traveller is kept between trips, and the
 * checkout checks the passport against the flight (passportValidFor).
 */
export function withTravellerRules<T extends z.ZodType<TTravellerRuleFields>>(schema: T) {
  return schema.check((ctx) => {
    // Only between fields that are themselves valid: a wrong birth date is reported once, as that.
    const failed = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
    const valid = (...fields: string[]) => fields.every((f) => !failed.has(f));
    const v = ctx.value;
    if (valid('title', 'gender') && TITLE_GENDER[v.title] !== v.gender)
      ctx.issues.push({ code: 'custom', message: 'validation.title_gender', path: ['title'], input: v.title });
    if (valid('born_on', 'passport_expires_on') && v.passport_expires_on <= v.born_on)
      ctx.issues.push({
        code: 'custom',
        message: 'validation.passport_expiry_before_birth',
        path: ['passport_expires_on'],
        input: v.passport_expires_on,
      });
  });
}

/** POST /save-travellers: the fields, nothing else. */
export const ZSaveTraveller = withTravellerRules(zFieldsOnly(TRAVELLER_FIELDS));
export type TSaveTraveller = z.input<typeof ZSaveTraveller>;
export type TSaveTravellerData = z.output<typeof ZSaveTraveller>;

/** PUT /update-travellers: the traveller's id and all its fields (the form sends the whole traveller). */
export const ZUpdateTraveller = withTravellerRules(zFieldsOnly({ id: z.uuid({ error: requiredOr(V.invalid) }), ...TRAVELLER_FIELDS }));
export type TUpdateTraveller = z.input<typeof ZUpdateTraveller>;
export type TUpdateTravellerData = z.output<typeof ZUpdateTraveller>;

/** A search of one agency's travellers: `q` matches the names (either order) and the passport number; `type` is the passenger type today. */
const travellerSearchFields = {
  page: zPageQuery.shape.page,
  per_page: zPageQuery.shape.per_page,
  q: z.string({ error: V.invalid }).trim().max(120, { error: V.tooLong }).optional(),
  type: z.enum(PASSENGER_TYPES, { error: V.oneOf }).optional(),
};

/** GET /get-travellers: a page of an agency's travellers. Staff name the agency. */
export const ZTravellerListQuery = zFieldsOnly({ ...travellerSearchFields, agency_id: zUuid.optional() });
export type TTravellerListQuery = z.infer<typeof ZTravellerListQuery>;

/** GET /enquiries/{id}/travellers: the same search; the enquiry names the agency, so the query cannot. */
export const ZTravellerSearchQuery = zFieldsOnly(travellerSearchFields);
export type TTravellerSearchQuery = z.infer<typeof ZTravellerSearchQuery>;

/** DELETE /delete-travellers?id=… (the id in the query, as the other deletes take it). */
export const ZTravellerIdQuery = zFieldsOnly({ id: zUuid });

/** A traveller as the API presents it; `type` is the passenger type today (the agency's day). */
export const ZTraveller = z.strictObject({
  id: zId,
  /** Human number, TRV-…. */
  number: z.string(),
  agency_id: zId,
  type: z.enum(PASSENGER_TYPES),
  title: z.enum(TRAVELLER_TITLES),
  given_name: z.string(),
  family_name: z.string(),
  born_on: zDay,
  gender: z.enum(TRAVELLER_GENDERS),
  nationality: z.string(),
  passport_number: z.string(),
  passport_country: z.string(),
  passport_expires_on: zDay,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: zInstant,
  updated_at: zInstant,
});
export type TTraveller = z.infer<typeof ZTraveller>;

/** A deleted traveller, named by id and number. */
export const ZTravellerRef = z.strictObject({ id: zId, number: z.string() });
export type TTravellerRef = z.infer<typeof ZTravellerRef>;
