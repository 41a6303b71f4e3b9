import {
  CABIN_CLASSES,
  CHILD_AGES,
  INFANT_AGES,
  MAX_SEATED_PASSENGERS,
  todayIn,
  TRIP_TYPES,
  ZFlightSearchQuery,
  type TCabinClass,
  type TFlightSearchInput,
  type TFlightSearchQuery,
  type TTripType,
} from '@safar/contracts';
import { STORAGE } from '@/lib/storage';

/**
 * The flight search as the form holds it, as the address bar carries it (so a results page
 * can be shared and reloaded), and as `localStorage.previous_search` remembers it.
 */
export interface TSearchFormValues {
  trip_type: TTripType;
  origin: string;
  destination: string;
  departure_date: string;
  return_date: string;
  adults: number;
  children: number;
  infants: number;
  /** One age per child and per infant, in order (see `agesFor`). */
  child_ages: number[];
  infant_ages: number[];
  cabin_class: TCabinClass;
}

/**
 * The age a new child or infant starts with: the one a supplier assumes when it is not told, so
 * a search where nobody chose an age is priced as it was before the form asked.
 */
export const DEFAULT_CHILD_AGE = 8;
export const DEFAULT_INFANT_AGE = 1;

/** Ages for `count` passengers: the ones chosen, the default for each added, the last ones dropped. */
export const agesFor = (ages: readonly number[], count: number, fallback: number): number[] =>
  Array.from({ length: count }, (_, i) => ages[i] ?? fallback);

export const EMPTY_SEARCH: TSearchFormValues = {
  trip_type: 'one_way',
  origin: '',
  destination: '',
  departure_date: '',
  return_date: '',
  adults: 1,
  children: 0,
  infants: 0,
  child_ages: [],
  infant_ages: [],
  cabin_class: 'economy',
};

/** The search's parameters, in the order the address bar shows them. */
export const SEARCH_PARAMS = [
  'trip_type',
  'origin',
  'destination',
  'departure_date',
  'return_date',
  'adults',
  'children',
  'infants',
  'child_ages',
  'infant_ages',
  'cabin_class',
] as const;

/**
 * Today in the browser's calendar, for the date inputs' minimum. The app does not know the
 * agency's time zone in the browser; the API checks the same rule with the agency's today and
 * has the last word (its 422 shows on the field).
 */
export const browserToday = (now = new Date()) => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);

/** What ZFlightSearchQuery parses: the return date only for a round trip. */
export function searchInput(values: TSearchFormValues): TFlightSearchInput {
  return {
    trip_type: values.trip_type,
    origin: values.origin,
    destination: values.destination,
    departure_date: values.departure_date,
    ...(values.trip_type === 'round_trip' && values.return_date ? { return_date: values.return_date } : {}),
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    ...(values.children > 0 ? { child_ages: agesFor(values.child_ages, values.children, DEFAULT_CHILD_AGE) } : {}),
    ...(values.infants > 0 ? { infant_ages: agesFor(values.infant_ages, values.infants, DEFAULT_INFANT_AGE) } : {}),
    cabin_class: values.cabin_class,
  };
}

/**
 * The search as a query string, always in the same order (also the results' cache key). Ages
 * go only with children or infants to age, so an adults-only search keeps its old address.
 */
export function searchQueryString(query: TFlightSearchQuery): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_PARAMS) {
    const value = query[key];
    if (value === undefined || (key === 'return_date' && query.trip_type !== 'round_trip')) continue;
    if ((key === 'child_ages' && query.children === 0) || (key === 'infant_ages' && query.infants === 0)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** The search the address names, or null when it names none or an incomplete one. */
export function searchFromParams(params: URLSearchParams): TFlightSearchQuery | null {
  if (!params.get('origin') && !params.get('destination')) return null;
  const record: Record<string, string> = {};
  for (const key of SEARCH_PARAMS) {
    const value = params.get(key);
    if (value !== null && value !== '') record[key] = value;
  }
  const parsed = ZFlightSearchQuery.safeParse(record);
  if (!parsed.success) return null;
  // A one-way search ignores a stray return date.
  return parsed.data.trip_type === 'round_trip' ? parsed.data : { ...parsed.data, return_date: undefined };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const count = (value: unknown, min: number): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= MAX_SEATED_PASSENGERS ? n : undefined;
};
/** Ages as the address (`5,9`) or JSON (`[5, 9]`) holds them; undefined unless every one is in range. */
const ages = (value: unknown, range: { min: number; max: number }): number[] | undefined => {
  const list = typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : Array.isArray(value) ? value : null;
  if (!list) return undefined;
  const out = list.map((age) => (typeof age === 'number' ? age : typeof age === 'string' && /^\s*\d+\s*$/.test(age) ? Number(age) : NaN));
  return out.every((age) => Number.isInteger(age) && age >= range.min && age <= range.max) ? out : undefined;
};

/**
 * Form values from anything that may hold a search (the address bar, the stored previous
 * search, the API's `previous_search`): each field kept only when it has the right shape.
 */
export function valuesFromRecord(record: Record<string, unknown>): Partial<TSearchFormValues> {
  const out: Partial<TSearchFormValues> = {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string).trim() : '');
  if ((TRIP_TYPES as readonly string[]).includes(text('trip_type'))) out.trip_type = text('trip_type') as TTripType;
  if (/^[A-Za-z]{3}$/.test(text('origin'))) out.origin = text('origin').toUpperCase();
  if (/^[A-Za-z]{3}$/.test(text('destination'))) out.destination = text('destination').toUpperCase();
  if (DAY.test(text('departure_date'))) out.departure_date = text('departure_date');
  if (DAY.test(text('return_date'))) out.return_date = text('return_date');
  const adults = count(record.adults, 1);
  const children = count(record.children, 0);
  const infants = count(record.infants, 0);
  if (adults !== undefined) out.adults = adults;
  if (children !== undefined) out.children = children;
  if (infants !== undefined) out.infants = infants;
  const childAges = ages(record.child_ages, CHILD_AGES);
  const infantAges = ages(record.infant_ages, INFANT_AGES);
  if (childAges !== undefined) out.child_ages = childAges;
  if (infantAges !== undefined) out.infant_ages = infantAges;
  if ((CABIN_CLASSES as readonly string[]).includes(text('cabin_class'))) out.cabin_class = text('cabin_class') as TCabinClass;
  return out;
}

export const valuesFromParams = (params: URLSearchParams) => valuesFromRecord(Object.fromEntries(params));

/** The last search this browser made (dates that have passed are left out), or null. */
export function readPreviousSearch(today = browserToday()): Partial<TSearchFormValues> | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE.previousSearch) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  const values = valuesFromRecord(stored as Record<string, unknown>);
  if (values.departure_date && values.departure_date < today) {
    delete values.departure_date;
    delete values.return_date;
  }
  return Object.keys(values).length ? values : null;
}

/** Remembers a search (the one submitted, or the API's `previous_search` after it answered). */
export function savePreviousSearch(search: Record<string, unknown>): void {
  const values = valuesFromRecord(search);
  if (!values.origin && !values.destination) return;
  try {
    localStorage.setItem(STORAGE.previousSearch, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form simply starts empty next time.
  }
}

/** The results address of the last search, or null: "search again" after an offer expired. */
export function previousSearchHref(resultsPath: string): string | null {
  const values = readPreviousSearch();
  if (!values) return null;
  const parsed = ZFlightSearchQuery.safeParse(searchInput({ ...EMPTY_SEARCH, ...values }));
  return parsed.success ? `${resultsPath}?${searchQueryString(parsed.data)}` : null;
}
