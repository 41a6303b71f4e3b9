// @vitest-environment node
import type { TFlightRow } from '@safar/contracts';
import { describe, expect, it } from 'vitest';
import { buildRow, buildSlice, generateRows } from '../flights.fixtures';
import {
  activeFilterCount,
  buildFlightIndex,
  filterAndSort,
  localMinutes,
  NO_FILTERS,
  timeOfDay,
  type TFlightFilters,
} from './filter-flights';
import { filtersFromParams, paramsWithFilters, paramsWithoutFilters, sortFromParams, toggled } from './result-filters';

const row = (id: string, over: Partial<TFlightRow> & { departs?: string; stops?: number; gross?: number } = {}) => {
  const { departs = '2026-12-10T08:30', stops = 0, gross = 10_000_000, ...rest } = over;
  return buildRow({
    flight_id: id,
    itinerary_key: id,
    slices: [buildSlice({ departure_local: departs, stops, stop_airports: stops ? ['DOH'] : [] })],
    price: { currency: 'PKR', gross_minor: gross, per_passenger: [{ type: 'adult', count: 1, gross_minor: gross }] },
    ...rest,
  });
};
const keys = (
  index: ReturnType<typeof buildFlightIndex>,
  filters: Partial<TFlightFilters>,
  sort: 'cheapest' | 'fastest' | 'earliest' = 'cheapest',
) => filterAndSort(index, { ...NO_FILTERS, ...filters }, sort).map((v) => v.itinerary.key);

describe('time of day buckets', () => {
  it('morning 05:00–11:59, afternoon 12:00–17:59, evening and night 18:00–04:59', () => {
    expect([0, 4, 5, 11, 12, 17, 18, 23].map(timeOfDay)).toEqual([
      'evening',
      'evening',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });

  it('filters on the outbound departure hour', () => {
    const index = buildFlightIndex([
      row('night', { departs: '2026-12-10T02:15' }),
      row('dawn', { departs: '2026-12-10T05:00' }),
      row('noon', { departs: '2026-12-10T12:00' }),
      row('late', { departs: '2026-12-10T23:59' }),
    ]);
    expect(keys(index, { time: 'morning' })).toEqual(['dawn']);
    expect(keys(index, { time: 'afternoon' })).toEqual(['noon']);
    expect(keys(index, { time: 'evening' }).sort()).toEqual(['late', 'night']);
    expect(keys(index, {})).toHaveLength(4);
  });
});

describe('filters', () => {
  const rows = [
    row('cheap-direct', { gross: 5_000_000, airline: { code: 'PK', name: 'PIA', logo_url: null } }),
    row('mid-one-stop', { gross: 7_000_000, stops: 1, refundable: true }),
    row('dear-two-stops', { gross: 9_000_000, stops: 2, airline: { code: 'QR', name: 'Qatar Airways', logo_url: null } }),
    row('dear-three-stops', { gross: 9_500_000, stops: 3 }),
  ];
  const index = buildFlightIndex(rows);

  it('computes the price range once', () => {
    expect(index.priceRange).toEqual({ min: 5_000_000, max: 9_500_000 });
    expect(buildFlightIndex([]).priceRange).toBeNull();
  });

  it('keeps rows up to the maximum price (inclusive)', () => {
    expect(keys(index, { maxPrice: 7_000_000 })).toEqual(['cheap-direct', 'mid-one-stop']);
    expect(keys(index, { maxPrice: 4_999_999 })).toEqual([]);
  });

  it('stops: non-stop, one, two or more (any number of the choices)', () => {
    expect(keys(index, { stops: [0] })).toEqual(['cheap-direct']);
    expect(keys(index, { stops: [1] })).toEqual(['mid-one-stop']);
    expect(keys(index, { stops: [2] })).toEqual(['dear-two-stops', 'dear-three-stops']);
    expect(keys(index, { stops: [0, 2] })).toEqual(['cheap-direct', 'dear-two-stops', 'dear-three-stops']);
  });

  it('airlines and refundable only, combined with the others', () => {
    expect(keys(index, { airlines: ['PK', 'QR'] })).toEqual(['cheap-direct', 'dear-two-stops']);
    expect(keys(index, { airlines: ['XX'] })).toEqual([]);
    expect(keys(index, { refundableOnly: true })).toEqual(['mid-one-stop']);
    expect(keys(index, { airlines: ['EK'], stops: [1, 2] })).toEqual(['mid-one-stop', 'dear-three-stops']);
  });

  it('counts the filters that narrow anything', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, time: 'morning', stops: [0, 1], refundableOnly: true })).toBe(3);
  });
});

describe('fare brands of one itinerary', () => {
  const saver = row('saver', { itinerary_key: 'it', gross: 5_000_000, refundable: false, fare_brand: 'Saver' });
  const flex = row('flex', { itinerary_key: 'it', gross: 8_000_000, refundable: true, fare_brand: 'Flex' });
  const other = row('other', { gross: 6_000_000 });
  const index = buildFlightIndex([flex, other, saver]);

  it('are one card with its brands cheapest first', () => {
    expect(index.itineraries).toHaveLength(2);
    expect(index.itineraries.find((i) => i.key === 'it')!.rows.map((r) => r.flight_id)).toEqual(['saver', 'flex']);
  });

  it('a card shows only the brands that pass, and is priced and sorted by the cheapest of them', () => {
    const all = filterAndSort(index, NO_FILTERS, 'cheapest');
    expect(all.map((v) => [v.itinerary.key, v.from])).toEqual([
      ['it', 5_000_000],
      ['other', 6_000_000],
    ]);
    // Nothing filtered out: the card keeps the itinerary's own array (its props do not change).
    expect(all[0]!.brands).toBe(all[0]!.itinerary.rows);

    const refundable = filterAndSort(index, { ...NO_FILTERS, refundableOnly: true }, 'cheapest');
    expect(refundable.map((v) => [v.itinerary.key, v.brands.map((b) => b.flight_id), v.from])).toEqual([['it', ['flex'], 8_000_000]]);
    const cheap = filterAndSort(index, { ...NO_FILTERS, maxPrice: 7_000_000 }, 'cheapest');
    expect(cheap.map((v) => v.brands.map((b) => b.flight_id))).toEqual([['saver'], ['other']]);
  });
});

describe('sort', () => {
  const rows = [
    row('a', { gross: 9_000_000, departs: '2026-12-10T06:00', duration_minutes: 300 }),
    row('b', { gross: 5_000_000, departs: '2026-12-10T22:00', duration_minutes: 200 }),
    row('c', { gross: 7_000_000, departs: '2026-12-10T01:00', duration_minutes: 150 }),
    row('d', { gross: 5_000_000, departs: '2026-12-10T09:00', duration_minutes: 150 }),
  ];
  const index = buildFlightIndex(rows);

  it('cheapest, then the shorter; fastest, then the cheaper; earliest departure', () => {
    expect(keys(index, {}, 'cheapest')).toEqual(['d', 'b', 'c', 'a']);
    expect(keys(index, {}, 'fastest')).toEqual(['d', 'c', 'b', 'a']);
    expect(keys(index, {}, 'earliest')).toEqual(['c', 'a', 'd', 'b']);
  });

  it('orders departures across days by their wall-clock time', () => {
    expect(localMinutes('2026-12-11T00:05')).toBeGreaterThan(localMinutes('2026-12-10T23:55'));
    expect(localMinutes('2026-12-10T23:55') - localMinutes('2026-12-10T00:00')).toBe(23 * 60 + 55);
  });
});

describe('1,000 rows', () => {
  it('filter and sort in well under the browser budget (the pure part)', () => {
    const rows = generateRows(1000);
    const index = buildFlightIndex(rows);
    expect(index.rowCount).toBe(1000);
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      filterAndSort(index, { ...NO_FILTERS, stops: [0, 1], time: 'morning', airlines: ['EK', 'QR', 'PK'] }, 'fastest');
      filterAndSort(index, { ...NO_FILTERS, maxPrice: 9_000_000, refundableOnly: true }, 'earliest');
    }
    expect((performance.now() - started) / 40).toBeLessThan(10);
  });
});

describe('filters in the address bar', () => {
  it('reads what the screen offers and drops the rest', () => {
    const params = new URLSearchParams('time=morning&max_price=4500000&stops=0,2,7&airlines=EK,QR,bad!,EK&refundable=1&sort=fastest');
    expect(filtersFromParams(params)).toEqual({
      time: 'morning',
      maxPrice: 4_500_000,
      stops: [0, 2],
      airlines: ['EK', 'QR'],
      refundableOnly: true,
    });
    expect(sortFromParams(params)).toBe('fastest');
    expect(filtersFromParams(new URLSearchParams('time=noon&max_price=-5&refundable=yes'))).toEqual(NO_FILTERS);
    expect(sortFromParams(new URLSearchParams('sort=random'))).toBe('cheapest');
  });

  it('writes a change beside the search, and clears filters without touching the search or the sort', () => {
    const search = new URLSearchParams('origin=KHI&destination=DXB&departure_date=2026-12-10');
    const next = paramsWithFilters(search, { stops: [1, 0], airlines: ['EK'], maxPrice: 100, sort: 'earliest' });
    expect(next.toString()).toBe(
      'origin=KHI&destination=DXB&departure_date=2026-12-10&max_price=100&stops=0%2C1&airlines=EK&sort=earliest',
    );
    expect(paramsWithFilters(next, { sort: 'cheapest' }).has('sort')).toBe(false);
    expect(paramsWithoutFilters(next).toString()).toBe('origin=KHI&destination=DXB&departure_date=2026-12-10&sort=earliest');
    expect(toggled([0, 1], 2, true)).toEqual([0, 1, 2]);
    expect(toggled([0, 1], 0, false)).toEqual([1]);
  });
});
