import type { TFlightRow, TFlightSortKey } from '@safar/contracts';

/**
 * Filtering and sorting the results in the browser. Everything a filter or a sort reads is
 * computed once per answer (`buildFlightIndex`) into flat typed arrays; applying filters is then
 * one plain loop over the rows and one numeric sort of the cards, well under a millisecond for
 * 1,000 rows, and the result reuses the same itinerary objects so unchanged cards skip rendering.
 */

/**
 * Departure time of day of the outbound flight, by its local hour at the origin airport:
 * morning 05:00–11:59, afternoon 12:00–17:59, evening 18:00–04:59 (evening and night, so
 * every departure falls in exactly one bucket).
 */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TTimeOfDay = (typeof TIMES_OF_DAY)[number];

/** Stops of the flight (the most stops on any of its directions): 0 = non-stop, 1, 2 = two or more. */
export const STOP_CHOICES = [0, 1, 2] as const;
export type TStopChoice = (typeof STOP_CHOICES)[number];

export interface TFlightFilters {
  /** '' = any time. */
  time: TTimeOfDay | '';
  /** Highest total price (gross, minor units); null = no limit. */
  maxPrice: number | null;
  /** Empty = any number of stops. */
  stops: TStopChoice[];
  /** Airline codes; empty = every airline. */
  airlines: string[];
  refundableOnly: boolean;
}

export const NO_FILTERS: TFlightFilters = { time: '', maxPrice: null, stops: [], airlines: [], refundableOnly: false };

export function timeOfDay(hour: number): TTimeOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** Rows that fly the same flights (same `itinerary_key`): one card, one column per fare brand. */
export interface TItinerary {
  key: string;
  /** The fare brands, cheapest first. */
  rows: TFlightRow[];
  duration: number;
  /** Outbound departure in minutes since 1970 (of its local wall-clock time), for "earliest". */
  departure: number;
  /** Where each brand's keys sit in the index's arrays. */
  rowIndexes: number[];
}

export interface TFlightIndex {
  itineraries: TItinerary[];
  /** Per row, in the order of `itineraries[].rowIndexes`. */
  gross: Float64Array;
  stops: Uint8Array;
  time: Uint8Array;
  refundable: Uint8Array;
  airline: Uint16Array;
  /** Airline codes, indexed by `airline`. */
  airlineCodes: string[];
  /** Lowest and highest gross of all rows (null without rows): the price filter's range. */
  priceRange: { min: number; max: number } | null;
  rowCount: number;
}

const DIGIT_0 = 48;
const num = (s: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + (s.charCodeAt(i) - DIGIT_0);
  return n;
};

/** `YYYY-MM-DDTHH:mm` → minutes since 1970 of that wall-clock time (only compared, never shown). */
export function localMinutes(local: string): number {
  const days = Date.UTC(num(local, 0, 4), num(local, 5, 7) - 1, num(local, 8, 10)) / 86_400_000;
  return days * 1440 + num(local, 11, 13) * 60 + num(local, 14, 16);
}

const TIME_CODE: Record<TTimeOfDay, number> = { morning: 0, afternoon: 1, evening: 2 };

/** Groups rows into itineraries and computes every filter and sort key, once per answer. */
export function buildFlightIndex(rows: readonly TFlightRow[]): TFlightIndex {
  const groups = new Map<string, TFlightRow[]>();
  for (const row of rows) {
    const group = groups.get(row.itinerary_key);
    if (group) group.push(row);
    else groups.set(row.itinerary_key, [row]);
  }
  const n = rows.length;
  const gross = new Float64Array(n);
  const stops = new Uint8Array(n);
  const time = new Uint8Array(n);
  const refundable = new Uint8Array(n);
  const airline = new Uint16Array(n);
  const airlineCodes: string[] = [];
  const airlineIds = new Map<string, number>();
  const itineraries: TItinerary[] = [];
  let min = Infinity;
  let max = -Infinity;
  let i = 0;
  for (const [key, group] of groups) {
    group.sort((a, b) => a.price.gross_minor - b.price.gross_minor);
    const first = group[0]!;
    const outbound = first.slices[0];
    const rowIndexes: number[] = [];
    for (const row of group) {
      let most = 0;
      for (const slice of row.slices) if (slice.stops > most) most = slice.stops;
      let id = airlineIds.get(row.airline.code);
      if (id === undefined) {
        id = airlineCodes.length;
        airlineIds.set(row.airline.code, id);
        airlineCodes.push(row.airline.code);
      }
      const departure = row.slices[0]?.departure_local ?? '';
      gross[i] = row.price.gross_minor;
      stops[i] = most > 2 ? 2 : most;
      time[i] = TIME_CODE[timeOfDay(departure.length >= 13 ? num(departure, 11, 13) : 0)];
      refundable[i] = row.refundable ? 1 : 0;
      airline[i] = id;
      if (row.price.gross_minor < min) min = row.price.gross_minor;
      if (row.price.gross_minor > max) max = row.price.gross_minor;
      rowIndexes.push(i);
      i += 1;
    }
    itineraries.push({
      key,
      rows: group,
      duration: first.duration_minutes,
      departure: outbound ? localMinutes(outbound.departure_local) : 0,
      rowIndexes,
    });
  }
  return {
    itineraries,
    gross,
    stops,
    time,
    refundable,
    airline,
    airlineCodes,
    priceRange: n ? { min, max } : null,
    rowCount: n,
  };
}

/** One card as shown: its itinerary and the brands that pass the filters (cheapest first). */
export interface TVisibleItinerary {
  itinerary: TItinerary;
  brands: TFlightRow[];
  /** Lowest gross among `brands`. */
  from: number;
}

/**
 * The cards that pass `filters`, in `sort` order. A card shows only its brands that pass (a
 * non-refundable brand disappears under "refundable only"); it is kept while one brand does.
 * When every brand of a card passes, `brands` is the itinerary's own array, so an unchanged
 * card keeps the same props.
 */
export function filterAndSort(index: TFlightIndex, filters: TFlightFilters, sort: TFlightSortKey): TVisibleItinerary[] {
  const timeWanted = filters.time === '' ? -1 : TIME_CODE[filters.time];
  const maxPrice = filters.maxPrice ?? Infinity;
  let stopMask = 0;
  for (const s of filters.stops) stopMask |= 1 << s;
  let airlineMask: Uint8Array | null = null;
  if (filters.airlines.length) {
    airlineMask = new Uint8Array(index.airlineCodes.length);
    for (const code of filters.airlines) {
      const id = index.airlineCodes.indexOf(code);
      if (id >= 0) airlineMask[id] = 1;
    }
  }
  const refundableOnly = filters.refundableOnly;
  const { gross, stops, time, refundable, airline } = index;

  const visible: TVisibleItinerary[] = [];
  for (const itinerary of index.itineraries) {
    const rowIndexes = itinerary.rowIndexes;
    // null while every brand so far passed (the card then keeps the itinerary's own array).
    let brands: TFlightRow[] | null = null;
    let passing = 0;
    let from = Infinity;
    for (let b = 0; b < rowIndexes.length; b++) {
      const r = rowIndexes[b]!;
      const ok =
        gross[r]! <= maxPrice &&
        (timeWanted < 0 || time[r] === timeWanted) &&
        (stopMask === 0 || (stopMask & (1 << stops[r]!)) !== 0) &&
        (airlineMask === null || airlineMask[airline[r]!] === 1) &&
        (!refundableOnly || refundable[r] === 1);
      if (ok) {
        if (brands !== null) brands.push(itinerary.rows[b]!);
        passing += 1;
        if (gross[r]! < from) from = gross[r]!;
      } else if (brands === null) {
        // The first brand that fails: copy the ones that passed so far.
        brands = itinerary.rows.slice(0, b);
      }
    }
    if (passing === 0) continue;
    visible.push({ itinerary, brands: brands ?? itinerary.rows, from });
  }

  const byPrice = (a: TVisibleItinerary, b: TVisibleItinerary) => a.from - b.from;
  const byDeparture = (a: TVisibleItinerary, b: TVisibleItinerary) => a.itinerary.departure - b.itinerary.departure;
  const byDuration = (a: TVisibleItinerary, b: TVisibleItinerary) => a.itinerary.duration - b.itinerary.duration;
  const byKey = (a: TVisibleItinerary, b: TVisibleItinerary) =>
    a.itinerary.key < b.itinerary.key ? -1 : a.itinerary.key > b.itinerary.key ? 1 : 0;
  const order =
    sort === 'fastest'
      ? [byDuration, byPrice, byDeparture]
      : sort === 'earliest'
        ? [byDeparture, byPrice, byDuration]
        : [byPrice, byDuration, byDeparture];
  visible.sort((a, b) => order[0]!(a, b) || order[1]!(a, b) || order[2]!(a, b) || byKey(a, b));
  return visible;
}

/** The filters that narrow anything (for "clear filters" and the count of active ones). */
export function activeFilterCount(filters: TFlightFilters): number {
  return (
    (filters.time ? 1 : 0) +
    (filters.maxPrice !== null ? 1 : 0) +
    (filters.stops.length ? 1 : 0) +
    (filters.airlines.length ? 1 : 0) +
    (filters.refundableOnly ? 1 : 0)
  );
}
