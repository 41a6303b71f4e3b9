import type { TListedItem, TListedItemKind } from '@safar/contracts';
import type { TSchemaLike } from '@/features/forms/use-zod-form';
import { minorToDecimalString, currencyDigits, parseMoneyInput } from '@/lib/money';

/** The form's fields as the inputs hold them: text, the price as typed (a decimal amount), a checkbox. */
export interface TListedItemFormValues {
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  city: string;
  country: string;
  price: string;
  currency: string;
  seats: string;
  transmission: string;
  duration_hours: string;
  position: string;
  active: boolean;
}

export const EMPTY_LISTED_ITEM: TListedItemFormValues = {
  title_en: '',
  title_ar: '',
  description_en: '',
  description_ar: '',
  city: '',
  country: '',
  price: '',
  currency: '',
  seats: '',
  transmission: '',
  duration_hours: '',
  position: '0',
  active: true,
};

export const listedItemToValues = (item: TListedItem): TListedItemFormValues => ({
  title_en: item.title_en,
  title_ar: item.title_ar,
  description_en: item.description_en,
  description_ar: item.description_ar,
  city: item.city,
  country: item.country,
  price: item.price_from_minor !== null && item.currency ? minorToDecimalString(item.price_from_minor, currencyDigits(item.currency)) : '',
  currency: item.currency ?? '',
  seats: item.seats === null ? '' : String(item.seats),
  transmission: item.transmission ?? '',
  duration_hours: item.duration_hours === null ? '' : String(item.duration_hours),
  position: String(item.position),
  active: item.active,
});

/** A typed whole number, or NaN for the schema to refuse; blank is none. */
const wholeOrNull = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The price as the API takes it: minor units of the chosen currency (NaN when it does not read as an amount). */
function priceOf(values: TListedItemFormValues): number | null {
  if (values.price.trim() === '') return null;
  if (!values.currency) return Number.NaN;
  const parsed = parseMoneyInput(values.price, values.currency);
  return parsed.ok ? parsed.amount_minor : Number.NaN;
}

/** The request body of a kind from the form's values: a car's facts or a tour's, never both. */
export function listedItemBody(kind: TListedItemKind, values: TListedItemFormValues): Record<string, unknown> {
  const facts =
    kind === 'car'
      ? { seats: wholeOrNull(values.seats), transmission: values.transmission || null }
      : { duration_hours: wholeOrNull(values.duration_hours) };
  const price = priceOf(values);
  return {
    title_en: values.title_en,
    title_ar: values.title_ar,
    description_en: values.description_en,
    description_ar: values.description_ar,
    city: values.city,
    country: values.country,
    price_from_minor: price,
    currency: values.currency || null,
    position: wholeOrNull(values.position) ?? 0,
    active: values.active,
    ...facts,
  };
}

/** The contracts' schema applied to the body the values make, so the form checks what the API checks. */
export const onBody = <T>(schema: TSchemaLike<T>, kind: TListedItemKind): TSchemaLike<T> => ({
  safeParse: (values: unknown) => {
    const result = schema.safeParse(listedItemBody(kind, values as TListedItemFormValues));
    if (result.success) return result;
    // The price is typed in one field: its problems show there.
    const issues = result.error.issues.map((i) => (i.path[0] === 'price_from_minor' ? { ...i, path: ['price'] } : i));
    return { success: false, error: { issues } };
  },
});
