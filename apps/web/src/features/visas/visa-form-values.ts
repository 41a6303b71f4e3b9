import type { TVisa, TVisaEntries, TVisaStatus, TVisaType } from '@safar/contracts';
import { currencyDigits, minorToDecimalString, parseMoneyInput } from '@/lib/money';

/*
 * The visa form as its inputs hold it (text, so a half-typed value stays as typed), and the
 * request body made from it. Amounts are typed in major units and turned into minor units here;
 * the body then goes through the contracts' schema like any form's.
 */

export interface TVisaDocumentValues {
  /** The stored document's id; none for a document added in this form. */
  id?: string;
  /** Keeps a row's inputs when rows above it are removed or moved. */
  key: string;
  label_en: string;
  label_ar: string;
  upload: boolean;
}

export const VISA_PRICE_FIELDS = ['adult_price', 'child_price', 'agent_adult_price', 'agent_child_price'] as const;
export type TVisaPriceField = (typeof VISA_PRICE_FIELDS)[number];
export const VISA_DAY_FIELDS = ['processing_days_min', 'processing_days_max', 'validity_days', 'max_stay_days'] as const;
export type TVisaDayField = (typeof VISA_DAY_FIELDS)[number];

export interface TVisaFormValues extends Record<TVisaPriceField | TVisaDayField, string> {
  country_code: string;
  visa_type: TVisaType | '';
  entries: TVisaEntries;
  status: TVisaStatus;
  slug: string;
  currency: string;
  title_en: string;
  title_ar: string;
  summary_en: string;
  summary_ar: string;
  description_en: string;
  description_ar: string;
  documents: TVisaDocumentValues[];
}

let nextKey = 0;
export const newDocumentKey = () => `document-${(nextKey += 1)}`;

export const emptyDocument = (): TVisaDocumentValues => ({ key: newDocumentKey(), label_en: '', label_ar: '', upload: false });

export const EMPTY_VISA: TVisaFormValues = {
  country_code: '',
  visa_type: '',
  entries: 'single',
  status: 'draft',
  slug: '',
  processing_days_min: '',
  processing_days_max: '',
  validity_days: '',
  max_stay_days: '',
  currency: 'PKR',
  adult_price: '',
  child_price: '',
  agent_adult_price: '',
  agent_child_price: '',
  title_en: '',
  title_ar: '',
  summary_en: '',
  summary_ar: '',
  description_en: '',
  description_ar: '',
  documents: [],
};

export function visaToValues(visa: TVisa): TVisaFormValues {
  const digits = currencyDigits(visa.currency);
  const amount = (minor: number) => minorToDecimalString(minor, digits);
  return {
    country_code: visa.country.code,
    visa_type: visa.visa_type,
    entries: visa.entries,
    status: visa.status,
    slug: visa.slug,
    processing_days_min: String(visa.processing_days_min),
    processing_days_max: String(visa.processing_days_max),
    validity_days: String(visa.validity_days),
    max_stay_days: String(visa.max_stay_days),
    currency: visa.currency,
    adult_price: amount(visa.adult_price_minor),
    child_price: amount(visa.child_price_minor),
    agent_adult_price: amount(visa.agent_adult_price_minor),
    agent_child_price: amount(visa.agent_child_price_minor),
    title_en: visa.title_en,
    title_ar: visa.title_ar,
    summary_en: visa.summary_en,
    summary_ar: visa.summary_ar,
    description_en: visa.description_en,
    description_ar: visa.description_ar,
    documents: visa.documents.map((d) => ({ id: d.id, key: d.id, label_en: d.label_en, label_ar: d.label_ar, upload: d.upload })),
  };
}

/** A whole number as typed, or NaN (the schema says what is wrong); blank is undefined (required). */
const whole = (text: string) => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** A field's problem as a translation key with its parameters. */
export interface TFieldProblem {
  key: string;
  params?: Record<string, number>;
}

/**
 * The request body from the form, and the problems of the amounts typed (by the body's field
 * names, so they show where the server's would). Only the adult public and agent prices must
 * be above zero.
 */
export function visaBody(values: TVisaFormValues): { body: Record<string, unknown>; problems: Record<string, TFieldProblem> } {
  const problems: Record<string, TFieldProblem> = {};
  const prices: Record<string, number> = {};
  for (const field of VISA_PRICE_FIELDS) {
    const parsed = parseMoneyInput(values[field], values.currency, { allowZero: field.includes('child') });
    if (parsed.ok) prices[`${field}_minor`] = parsed.amount_minor;
    else problems[`${field}_minor`] = { key: parsed.error, ...(parsed.params ? { params: parsed.params } : {}) };
  }
  return {
    problems,
    body: {
      country_code: values.country_code,
      visa_type: values.visa_type || undefined,
      entries: values.entries,
      status: values.status,
      slug: values.slug,
      ...Object.fromEntries(VISA_DAY_FIELDS.map((field) => [field, whole(values[field])])),
      currency: values.currency,
      ...prices,
      title_en: values.title_en,
      title_ar: values.title_ar,
      summary_en: values.summary_en,
      summary_ar: values.summary_ar,
      description_en: values.description_en,
      description_ar: values.description_ar,
      documents: values.documents.map((d) => ({
        ...(d.id ? { id: d.id } : {}),
        label_en: d.label_en,
        label_ar: d.label_ar,
        upload: d.upload,
      })),
    },
  };
}
