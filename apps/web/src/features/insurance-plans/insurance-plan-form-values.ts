import type { TInsurancePlan, TInsurancePlanStatus, TInsuranceRegion } from '@safar/contracts';
import { currencyDigits, minorToDecimalString, parseMoneyInput } from '@/lib/money';

/*
 * The plan form as its inputs hold it (text, so a half-typed value stays as typed), and the
 * request body made from it. Amounts are typed in major units and turned into minor units here;
 * the body then goes through the contracts' schema, which checks the price table's rows.
 */

export interface TBandValues {
  min_age: string;
  max_age: string;
  min_days: string;
  max_days: string;
  price: string;
  agent_price: string;
}

export interface TBenefitValues {
  label_en: string;
  label_ar: string;
  covered: string;
}

export interface TInsurancePlanFormValues {
  name_en: string;
  name_ar: string;
  summary_en: string;
  summary_ar: string;
  insurer_name: string;
  slug: string;
  regions: TInsuranceRegion[];
  max_trip_days: string;
  currency: string;
  status: TInsurancePlanStatus;
  benefits: TBenefitValues[];
  price_bands: TBandValues[];
}

export const emptyBand = (): TBandValues => ({ min_age: '', max_age: '', min_days: '', max_days: '', price: '', agent_price: '' });
export const emptyBenefit = (): TBenefitValues => ({ label_en: '', label_ar: '', covered: '' });

export const EMPTY_INSURANCE_PLAN: TInsurancePlanFormValues = {
  name_en: '',
  name_ar: '',
  summary_en: '',
  summary_ar: '',
  insurer_name: '',
  slug: '',
  regions: [],
  max_trip_days: '90',
  currency: 'PKR',
  status: 'draft',
  benefits: [],
  price_bands: [emptyBand()],
};

export function insurancePlanToValues(plan: TInsurancePlan): TInsurancePlanFormValues {
  const digits = currencyDigits(plan.currency);
  const amount = (minor: number) => minorToDecimalString(minor, digits);
  return {
    name_en: plan.name_en,
    name_ar: plan.name_ar,
    summary_en: plan.summary_en ?? '',
    summary_ar: plan.summary_ar ?? '',
    insurer_name: plan.insurer_name,
    slug: plan.slug,
    regions: plan.regions,
    max_trip_days: String(plan.max_trip_days),
    currency: plan.currency,
    status: plan.status,
    benefits: plan.benefits.map((b) => ({
      label_en: b.label_en,
      label_ar: b.label_ar,
      covered: b.covered_minor === null ? '' : amount(b.covered_minor),
    })),
    price_bands: plan.price_bands.map((b) => ({
      min_age: String(b.min_age),
      max_age: String(b.max_age),
      min_days: String(b.min_days),
      max_days: String(b.max_days),
      price: amount(b.price_minor),
      agent_price: amount(b.agent_price_minor),
    })),
  };
}

/** A whole number as typed, or NaN (the schema says what is wrong); blank is undefined (required). */
const whole = (text: string) => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** A field's problem as a translation key with its parameters. */
export interface TFieldProblem {
  key: string;
  params?: Record<string, number>;
}

/** The request body from the form, and the problems of the amounts typed (by the body's field names). */
export function insurancePlanBody(values: TInsurancePlanFormValues): {
  body: Record<string, unknown>;
  problems: Record<string, TFieldProblem>;
} {
  const problems: Record<string, TFieldProblem> = {};
  const money = (text: string, field: string, optional = false): number | null | undefined => {
    if (optional && text.trim() === '') return null;
    const parsed = parseMoneyInput(text, values.currency, { allowZero: true });
    if (parsed.ok) return parsed.amount_minor;
    problems[field] = { key: parsed.error, ...(parsed.params ? { params: parsed.params } : {}) };
    return undefined;
  };
  return {
    problems,
    body: {
      name_en: values.name_en,
      name_ar: values.name_ar,
      summary_en: values.summary_en,
      summary_ar: values.summary_ar,
      insurer_name: values.insurer_name,
      slug: values.slug,
      regions: values.regions,
      max_trip_days: whole(values.max_trip_days),
      currency: values.currency,
      status: values.status,
      benefits: values.benefits.map((b, i) => ({
        label_en: b.label_en,
        label_ar: b.label_ar,
        covered_minor: money(b.covered, `benefits.${i}.covered_minor`, true),
      })),
      price_bands: values.price_bands.map((b, i) => ({
        min_age: whole(b.min_age),
        max_age: whole(b.max_age),
        min_days: whole(b.min_days),
        max_days: whole(b.max_days),
        price_minor: money(b.price, `price_bands.${i}.price_minor`),
        agent_price_minor: money(b.agent_price, `price_bands.${i}.agent_price_minor`),
      })),
    },
  };
}
