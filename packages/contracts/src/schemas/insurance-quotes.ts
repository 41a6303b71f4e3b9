import { z } from 'zod';
import { V, zDayInput, zId, zInstant } from './common';
import { INSURANCE_AGE, INSURANCE_DAYS, INSURANCE_REGIONS, type TInsuranceRegion } from './insurance-plans';

/*
 * A travel insurance quote: where, when and who travels, and the published plans that cover the
 * trip with their prices. The rules that need no clock are in the schema; "the trip starts today
 * or later" needs the agency's day and is `insuranceQuoteDateProblem`, which the form calls with
 * the same message.
 */

export const MAX_INSURANCE_TRAVELLERS = 9;

/**
 * Which trip destinations each region a plan names covers: a worldwide plan covers a trip to
 * Schengen, a plan for the whole Middle East covers a trip to the Gulf. Home-country cover is
 * never implied by a worldwide plan (policies abroad exclude the country of residence).
 */
export const REGION_COVERS: Record<TInsuranceRegion, readonly TInsuranceRegion[]> = {
  worldwide: ['worldwide', 'worldwide_excl_us_ca', 'schengen', 'europe', 'asia', 'middle_east', 'gcc'],
  worldwide_excl_us_ca: ['worldwide_excl_us_ca', 'schengen', 'europe', 'asia', 'middle_east', 'gcc'],
  europe: ['europe', 'schengen'],
  schengen: ['schengen'],
  asia: ['asia'],
  middle_east: ['middle_east', 'gcc'],
  gcc: ['gcc'],
  domestic: ['domestic'],
};

/** The plan regions that cover a trip to `destination`. */
export const regionsCovering = (destination: TInsuranceRegion): TInsuranceRegion[] =>
  INSURANCE_REGIONS.filter((region) => REGION_COVERS[region].includes(destination));

const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** A trip's length in days, both the first and the last day counted (a trip out and back the same day is one day). */
export const tripDays = (start: string, end: string): number => dayNumber(end) - dayNumber(start) + 1;

const zTravellerAge = z
  .number({ error: (issue) => (issue.input === undefined ? V.required : 'validation.insurance_whole_number') })
  .int({ error: 'validation.insurance_whole_number' })
  .min(INSURANCE_AGE.min, { error: 'validation.insurance_age_range' })
  .max(INSURANCE_AGE.max, { error: 'validation.insurance_age_range' });

/** POST /travel-insurance/quotes. */
export const ZInsuranceQuoteRequest = z
  .object({
    region: z.enum(INSURANCE_REGIONS, { error: (issue) => (issue.input === undefined ? V.required : V.oneOf) }),
    start_date: zDayInput,
    end_date: zDayInput,
    travellers: z
      .array(z.object({ age: zTravellerAge }), { error: V.required })
      .min(1, { error: 'validation.insurance_travellers_count' })
      .max(MAX_INSURANCE_TRAVELLERS, { error: 'validation.insurance_travellers_count' }),
  })
  .superRefine((q, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(q.start_date) || !/^\d{4}-\d{2}-\d{2}$/.test(q.end_date)) return;
    if (q.end_date < q.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.insurance_end_before_start' });
    else if (tripDays(q.start_date, q.end_date) > INSURANCE_DAYS.max)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.insurance_trip_too_long' });
  });
export type TInsuranceQuoteRequest = z.infer<typeof ZInsuranceQuoteRequest>;

/** Why a quote's dates are refused given the agency's `today`, or null: a trip already begun is not insured. */
export function insuranceQuoteDateProblem(
  q: Pick<TInsuranceQuoteRequest, 'start_date'>,
  today: string,
): { path: string; message: string } | null {
  return q.start_date < today ? { path: 'start_date', message: 'validation.insurance_start_past' } : null;
}

/** Why a plan that covers the destination cannot insure this trip. */
export const INSURANCE_UNAVAILABLE_REASONS = ['age_not_covered', 'trip_too_long', 'trip_length_not_priced'] as const;
export type TInsuranceUnavailableReason = (typeof INSURANCE_UNAVAILABLE_REASONS)[number];

/** Whose prices a quote holds: the storefront's, an approved agent's, or both for staff. */
export const INSURANCE_PRICE_VIEWS = ['public', 'agent', 'staff'] as const;
export type TInsurancePriceView = (typeof INSURANCE_PRICE_VIEWS)[number];

const ZQuotedPlanInfo = z.strictObject({
  id: zId,
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  summary_en: z.string().nullable(),
  summary_ar: z.string().nullable(),
  insurer_name: z.string(),
  regions: z.array(z.enum(INSURANCE_REGIONS)),
  max_trip_days: z.number().int(),
  benefits: z.array(z.strictObject({ label_en: z.string(), label_ar: z.string(), covered_minor: z.number().int().nullable() })),
});

const minor = z.number().int();
/** A quoted plan's prices as one reader may see them (see INSURANCE_PRICE_VIEWS). */
const ZQuotedTraveller = z.strictObject({ age: z.number().int(), price_minor: minor.optional(), agent_price_minor: minor.optional() });

export const ZInsuranceQuotedPlan = z.strictObject({
  plan: ZQuotedPlanInfo,
  currency: z.string(),
  travellers: z.array(ZQuotedTraveller),
  total_price_minor: minor.optional(),
  agent_total_price_minor: minor.optional(),
});
export type TInsuranceQuotedPlan = z.infer<typeof ZInsuranceQuotedPlan>;

export const ZInsuranceUnavailablePlan = z.strictObject({
  plan: z.strictObject({ id: zId, name_en: z.string(), name_ar: z.string(), insurer_name: z.string() }),
  reason: z.enum(INSURANCE_UNAVAILABLE_REASONS),
  /** `age_not_covered`: the travellers' ages no row of the plan prices for this trip. */
  ages: z.array(z.number().int()),
  max_trip_days: z.number().int(),
});
export type TInsuranceUnavailablePlan = z.infer<typeof ZInsuranceUnavailablePlan>;

/** A quote: the trip, the plans that insure it (cheapest first) and those that cannot, with why. */
export const ZInsuranceQuote = z.strictObject({
  /** The stored quote a purchase names; null when no plan insures the trip (nothing to buy). */
  id: zId.nullable(),
  expires_at: zInstant.nullable(),
  price_view: z.enum(INSURANCE_PRICE_VIEWS),
  region: z.enum(INSURANCE_REGIONS),
  start_date: z.iso.date(),
  end_date: z.iso.date(),
  trip_days: z.number().int(),
  travellers: z.array(z.strictObject({ age: z.number().int() })),
  plans: z.array(ZInsuranceQuotedPlan),
  unavailable: z.array(ZInsuranceUnavailablePlan),
});
export type TInsuranceQuote = z.infer<typeof ZInsuranceQuote>;

export const ZInsuranceQuoteAnswer = z.strictObject({ quote: ZInsuranceQuote });
