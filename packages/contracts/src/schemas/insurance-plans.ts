import { z } from 'zod';
import { MAX_AMOUNT_MINOR, zCurrency } from '../money';
import { V, zId, zInstant, zNameOf, zOneOf, zOptionalLineOf } from './common';
import { zListQuery } from './list-query';

/*
 * Travel insurance plans: what admin keeps (names, benefits, the regions a plan covers, its price
 * table) and what visitors, agents and staff read of it. The price table's rules live here, so
 * the admin form and the API refuse the same rows with the same messages.
 */

/** Where a trip goes, as a plan's cover names it. A plan covers one or more. */
export const INSURANCE_REGIONS = [
  'worldwide',
  'worldwide_excl_us_ca',
  'schengen',
  'europe',
  'asia',
  'middle_east',
  'gcc',
  'domestic',
] as const;
export type TInsuranceRegion = (typeof INSURANCE_REGIONS)[number];

export const INSURANCE_PLAN_STATUSES = ['draft', 'published', 'archived'] as const;
export type TInsurancePlanStatus = (typeof INSURANCE_PLAN_STATUSES)[number];

/** Ages a band may name, in whole years on the day the trip starts. */
export const INSURANCE_AGE = { min: 0, max: 99 } as const;
/** Trip lengths a band may name, in days (both ends of the trip counted). */
export const INSURANCE_DAYS = { min: 1, max: 365 } as const;
export const MAX_INSURANCE_BANDS = 60;
export const MAX_INSURANCE_BENEFITS = 20;

/** A slug as typed: lowercase letters, digits and single hyphens between them. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug made from a title: accents dropped, anything else than a-z and 0-9 a hyphen; empty when nothing is left. */
export function slugFrom(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** An optional slug: blank means "make it from the English name". */
export const zOptionalSlug = z
  .string({ error: V.invalid })
  .trim()
  .max(80, { error: V.tooLong })
  .refine((v) => v === '' || SLUG_PATTERN.test(v), { error: 'validation.insurance_slug' })
  .nullish()
  .transform((v) => (v ? v : null));

const whole = (min: number, max: number, tooSmall: string, tooBig: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? V.required : 'validation.insurance_whole_number') })
    .int({ error: 'validation.insurance_whole_number' })
    .min(min, { error: tooSmall })
    .max(max, { error: tooBig });

const zAge = whole(INSURANCE_AGE.min, INSURANCE_AGE.max, 'validation.insurance_age_range', 'validation.insurance_age_range');
const zDays = whole(INSURANCE_DAYS.min, INSURANCE_DAYS.max, 'validation.insurance_days_range', 'validation.insurance_days_range');
/** A price per traveller: zero (a free band, e.g. infants) or more minor units. */
const zPrice = z
  .number({ error: (issue) => (issue.input === undefined ? V.required : 'validation.amount_integer') })
  .min(0, { error: 'validation.amount_not_negative' })
  .max(MAX_AMOUNT_MINOR, { error: 'validation.amount_too_large' })
  .refine(Number.isInteger, { error: 'validation.amount_integer' });

/** One row of the price table: travellers of these ages on trips of these lengths pay this, each. */
export const ZInsurancePriceBand = z.object({
  min_age: zAge,
  max_age: zAge,
  min_days: zDays,
  max_days: zDays,
  price_minor: zPrice,
  agent_price_minor: zPrice,
});
export type TInsurancePriceBand = z.infer<typeof ZInsurancePriceBand>;

/** Whether two rows price some traveller twice: their ages and their trip lengths both meet. */
const bandsOverlap = (a: TInsurancePriceBand, b: TInsurancePriceBand) =>
  a.min_age <= b.max_age && b.min_age <= a.max_age && a.min_days <= b.max_days && b.min_days <= a.max_days;

/** A problem with one row of the table, on the field (or the row) that has it. */
export interface TBandProblem {
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong with a price table, row by row: a range that runs backwards, an agent price above
 * the public one (agents would pay more than visitors), and a row that prices travellers an
 * earlier row already prices (reported on the later row, since the earlier one was there first).
 */
export function priceBandProblems(bands: readonly TInsurancePriceBand[]): TBandProblem[] {
  const problems: TBandProblem[] = [];
  bands.forEach((band, i) => {
    if (band.max_age < band.min_age)
      problems.push({ path: ['price_bands', i, 'max_age'], message: 'validation.insurance_range_backwards' });
    if (band.max_days < band.min_days)
      problems.push({ path: ['price_bands', i, 'max_days'], message: 'validation.insurance_range_backwards' });
    if (band.agent_price_minor > band.price_minor)
      problems.push({ path: ['price_bands', i, 'agent_price_minor'], message: 'validation.insurance_agent_price_above' });
  });
  bands.forEach((band, i) => {
    if (band.max_age < band.min_age || band.max_days < band.min_days) return;
    if (bands.slice(0, i).some((earlier) => bandsOverlap(earlier, band)))
      problems.push({ path: ['price_bands', i], message: 'validation.insurance_band_overlap' });
  });
  return problems;
}

/** One line of what a plan covers, in both languages, with the amount covered when there is one. */
export const ZInsuranceBenefit = z.object({
  label_en: zNameOf(160),
  label_ar: zNameOf(160),
  covered_minor: z
    .number({ error: 'validation.amount_integer' })
    .min(0, { error: 'validation.amount_not_negative' })
    .max(MAX_AMOUNT_MINOR, { error: 'validation.amount_too_large' })
    .refine(Number.isInteger, { error: 'validation.amount_integer' })
    .nullish()
    .transform((v) => v ?? null),
});
export type TInsuranceBenefit = z.infer<typeof ZInsuranceBenefit>;

const zRegions = z
  .array(zOneOf(INSURANCE_REGIONS), { error: V.required })
  .min(1, { error: 'validation.insurance_regions_required' })
  .max(INSURANCE_REGIONS.length, { error: V.invalid })
  .refine((list) => new Set(list).size === list.length, { error: 'validation.insurance_regions_repeated' });

const zBands = z
  .array(ZInsurancePriceBand, { error: V.required })
  .min(1, { error: 'validation.insurance_bands_required' })
  .max(MAX_INSURANCE_BANDS, { error: 'validation.insurance_bands_too_many' });

const planFields = {
  name_en: zNameOf(120),
  name_ar: zNameOf(120),
  summary_en: zOptionalLineOf(200),
  summary_ar: zOptionalLineOf(200),
  insurer_name: zNameOf(120),
  slug: zOptionalSlug,
  regions: zRegions,
  max_trip_days: zDays,
  currency: zCurrency,
  status: zOneOf(INSURANCE_PLAN_STATUSES),
  benefits: z.array(ZInsuranceBenefit, { error: V.invalid }).max(MAX_INSURANCE_BENEFITS, { error: V.tooLong }),
  price_bands: zBands,
};

/** The table's rules between rows, once every row is valid on its own (a row out of range says that first). */
const addBandProblems = (bands: readonly TInsurancePriceBand[] | undefined, ctx: z.RefinementCtx) => {
  if (bands?.every((b) => ZInsurancePriceBand.safeParse(b).success))
    for (const p of priceBandProblems(bands)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
};

/** POST /insurance-plans. */
export const ZCreateInsurancePlan = z
  .object({ ...planFields, status: planFields.status.default('draft'), benefits: planFields.benefits.default([]) })
  .superRefine((v, ctx) => addBandProblems(v.price_bands, ctx));
export type TCreateInsurancePlan = z.input<typeof ZCreateInsurancePlan>;
export type TCreateInsurancePlanData = z.output<typeof ZCreateInsurancePlan>;

/** PUT /insurance-plans?id=…: a subset of the fields; a price table sent replaces the whole table. */
export const ZUpdateInsurancePlan = z
  .object(planFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: V.required, path: ['_'] })
  .superRefine((v, ctx) => addBandProblems(v.price_bands, ctx));
export type TUpdateInsurancePlan = z.input<typeof ZUpdateInsurancePlan>;
export type TUpdateInsurancePlanData = z.output<typeof ZUpdateInsurancePlan>;

export const INSURANCE_PLAN_SORTS = ['name_en', 'insurer_name', 'status', 'created_at'] as const;

export const ZInsurancePlanListQuery = zListQuery(INSURANCE_PLAN_SORTS).extend({
  status: z.enum(INSURANCE_PLAN_STATUSES, { error: V.oneOf }).optional(),
  region: z.enum(INSURANCE_REGIONS, { error: V.oneOf }).optional(),
});
export type TInsurancePlanListQuery = z.infer<typeof ZInsurancePlanListQuery>;

export const ZInsurancePlanSlugParams = z.object({ slug: z.string().trim().min(1, { error: V.required }).max(80, { error: V.tooLong }) });

/*
 * Views. Staff see the plan whole; an agent sees its own price (what its wallet pays) and never
 * the public one's margin; visitors and customers see the public price only.
 */

const ZBenefitView = z.strictObject({ label_en: z.string(), label_ar: z.string(), covered_minor: z.number().int().nullable() });
const bandRange = { min_age: z.number().int(), max_age: z.number().int(), min_days: z.number().int(), max_days: z.number().int() };

const commonView = {
  id: zId,
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  summary_en: z.string().nullable(),
  summary_ar: z.string().nullable(),
  insurer_name: z.string(),
  regions: z.array(z.enum(INSURANCE_REGIONS)),
  max_trip_days: z.number().int(),
  currency: z.string(),
  benefits: z.array(ZBenefitView),
};

/** A plan as staff read it: both prices of every row, its status and its bookkeeping. */
export const ZInsurancePlan = z.strictObject({
  ...commonView,
  status: z.enum(INSURANCE_PLAN_STATUSES),
  price_bands: z.array(z.strictObject({ ...bandRange, price_minor: z.number().int(), agent_price_minor: z.number().int() })),
  created_at: zInstant,
  updated_at: zInstant,
});
export type TInsurancePlan = z.infer<typeof ZInsurancePlan>;

/** A published plan as an approved agent reads it: its own price per row. */
export const ZInsurancePlanForAgent = z.strictObject({
  ...commonView,
  price_bands: z.array(z.strictObject({ ...bandRange, agent_price_minor: z.number().int() })),
});
export type TInsurancePlanForAgent = z.infer<typeof ZInsurancePlanForAgent>;

/** A published plan as a visitor or a customer reads it: the public price per row. */
export const ZInsurancePlanPublic = z.strictObject({
  ...commonView,
  price_bands: z.array(z.strictObject({ ...bandRange, price_minor: z.number().int() })),
});
export type TInsurancePlanPublic = z.infer<typeof ZInsurancePlanPublic>;

export const ZInsurancePlanView = z.union([ZInsurancePlan, ZInsurancePlanForAgent, ZInsurancePlanPublic]);
export type TInsurancePlanView = z.infer<typeof ZInsurancePlanView>;
