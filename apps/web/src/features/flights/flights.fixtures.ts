import type {
  TAncillaries,
  TFlightDetails,
  TFlightQuote,
  TFlightRow,
  TFlightSearchResult,
  TFlightSliceSummary,
  TSupplierStatus,
} from '@safar/contracts';

/**
 * Flight answers shaped by the contract, for the screens' tests and the browser filter bench.
 * No `@/` imports: bench/flight-filter.ts imports this file by its path.
 */

export function buildSlice(overrides: Partial<TFlightSliceSummary> = {}): TFlightSliceSummary {
  return {
    origin: 'KHI',
    destination: 'DXB',
    departure_local: '2026-12-10T08:30',
    arrival_local: '2026-12-10T10:00',
    day_offset: 0,
    duration_minutes: 150,
    stops: 0,
    stop_airports: [],
    carriers: ['EK'],
    flight_numbers: ['EK601'],
    ...overrides,
  };
}

export function buildRow(overrides: Partial<TFlightRow> = {}): TFlightRow {
  return {
    flight_id: 'off_0001',
    supplier: 'sabre',
    isSooperFlight: false,
    airline: { code: 'EK', name: 'Emirates', logo_url: null },
    itinerary_key: 'KHI-DXB-EK601-20261210',
    slices: [buildSlice()],
    cabin_class: 'economy',
    fare_brand: 'Saver',
    refundable: false,
    baggage: { carry_on_pieces: 1, carry_on_kg: 7, checked_pieces: 1, checked_kg: 30 },
    seats_left: null,
    duration_minutes: 150,
    price: {
      currency: 'PKR',
      gross_minor: 8_500_000,
      per_passenger: [{ type: 'adult', count: 1, gross_minor: 8_500_000 }],
    },
    expires_at: '2026-12-01T12:00:00.000Z',
    ...overrides,
  };
}

/** An agent's view of a price: its net (the airline margin inside) and its own markup beside the gross. */
export function agentPrice(gross: number, margin = Math.round(gross * 0.05)): TFlightRow['price'] {
  return {
    currency: 'PKR',
    gross_minor: gross,
    net_minor: gross - margin,
    margin_minor: margin,
    per_passenger: [{ type: 'adult', count: 1, gross_minor: gross, net_minor: gross - margin, sell_margin_minor: margin }],
  };
}

/** Admin and finance staff's view: the supplier's net, the airline margin and the markup, each apart. */
export function financePrice(gross: number, airlineMargin: number, sellMargin: number): TFlightRow['price'] {
  const net = gross - airlineMargin - sellMargin;
  return {
    currency: 'PKR',
    gross_minor: gross,
    net_minor: net,
    margin_minor: airlineMargin + sellMargin,
    per_passenger: [
      { type: 'adult', count: 1, gross_minor: gross, net_minor: net, airline_margin_minor: airlineMargin, sell_margin_minor: sellMargin },
    ],
  };
}

export function buildSupplier(overrides: Partial<TSupplierStatus> = {}): TSupplierStatus {
  return { code: 'sabre', name: 'Sabre', status: 'ok', offers: 1, elapsed_ms: 900, ...overrides };
}

/** A search answer around `rows`, with the airlines and their lowest prices taken from them. */
export function buildSearchResult(rows: TFlightRow[], overrides: Partial<TFlightSearchResult> = {}): TFlightSearchResult {
  const airlines = new Map<string, TFlightSearchResult['available_airlines'][number]>();
  for (const row of rows) {
    const known = airlines.get(row.airline.code);
    if (!known || row.price.gross_minor < known.from_minor)
      airlines.set(row.airline.code, { ...row.airline, from_minor: row.price.gross_minor });
  }
  return {
    search_id: 'srch_0001',
    currency: 'PKR',
    flights: rows,
    available_airlines: [...airlines.values()].sort((a, b) => a.from_minor - b.from_minor),
    previous_search: {},
    suppliers: [buildSupplier({ offers: rows.length })],
    ...overrides,
  };
}

export function buildDetails(overrides: Partial<TFlightDetails> = {}): TFlightDetails {
  const row = buildRow({
    slices: [
      buildSlice({
        arrival_local: '2026-12-11T01:10',
        day_offset: 1,
        duration_minutes: 820,
        stops: 1,
        stop_airports: ['DOH'],
        carriers: ['QR'],
        flight_numbers: ['QR605', 'QR1018'],
        destination: 'LHR',
      }),
    ],
    airline: { code: 'QR', name: 'Qatar Airways', logo_url: null },
    duration_minutes: 820,
    refundable: true,
    fare_brand: 'Comfort',
  });
  return {
    ...row,
    segments: [
      [
        {
          airline: { code: 'QR', name: 'Qatar Airways' },
          operating_airline: null,
          flight_number: 'QR605',
          aircraft: { code: '359', name: 'Airbus A350-900' },
          origin: { code: 'KHI', name: 'Jinnah International', city: 'Karachi', terminal: '1' },
          destination: { code: 'DOH', name: 'Hamad International', city: 'Doha', terminal: null },
          departure_local: '2026-12-10T08:30',
          arrival_local: '2026-12-10T09:40',
          duration_minutes: 190,
          layover_minutes: null,
        },
        {
          airline: { code: 'QR', name: 'Qatar Airways' },
          operating_airline: { code: 'BA', name: 'British Airways' },
          flight_number: 'QR1018',
          aircraft: null,
          origin: { code: 'DOH', name: 'Hamad International', city: 'Doha', terminal: null },
          destination: { code: 'LHR', name: 'Heathrow', city: 'London', terminal: '4' },
          departure_local: '2026-12-10T19:05',
          arrival_local: '2026-12-11T01:10',
          duration_minutes: 425,
          layover_minutes: 565,
        },
      ],
    ],
    conditions: {
      refund: { allowed: true, penalty_minor: 1_500_000, currency: 'PKR' },
      change: { allowed: true, penalty_minor: null, currency: null },
    },
    exchange: null,
    ticketing_deadline: null,
    passengers: { adults: 1, children: 0, infants: 0 },
    price_confirmed: true,
    ...overrides,
  };
}

export function buildQuote(overrides: Partial<TFlightQuote> = {}): TFlightQuote {
  const details = buildDetails();
  return {
    flight_id: details.flight_id,
    reference: 'Q-7K2M9QXA',
    currency: 'PKR',
    total_minor: 9_000_000,
    per_passenger: [{ type: 'adult', count: 1, amount_minor: 9_000_000 }],
    slices: details.slices,
    airline: { code: 'QR', name: 'Qatar Airways' },
    fare_brand: 'Comfort',
    cabin_class: 'economy',
    baggage: details.baggage,
    refundable: true,
    valid_until: '2026-12-01T12:00:00.000Z',
    ...overrides,
  };
}

export function buildAncillaries(overrides: Partial<TAncillaries> = {}): TAncillaries {
  return {
    flight_id: 'off_0001',
    currency: 'PKR',
    bags: [{ id: 'bag_23', kind: 'checked', kg: 23, passenger_types: ['adult', 'child'], price_minor: 1_200_000, max_quantity: 2 }],
    seats: [
      { id: 'seat_0_12A', segment_index: 0, designator: '12A', available: true, price_minor: 300_000, features: ['window'] },
      { id: 'seat_0_12B', segment_index: 0, designator: '12B', available: false, price_minor: 0, features: [] },
      { id: 'seat_1_30C', segment_index: 1, designator: '30C', available: true, price_minor: 0, features: ['aisle'] },
    ],
    selected: [],
    selected_total_minor: 0,
    may_change: true,
    ...overrides,
  };
}

/** A small deterministic random source (mulberry32), so generated results are the same every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const AIRLINES = [
  ['EK', 'Emirates'],
  ['QR', 'Qatar Airways'],
  ['PK', 'Pakistan International Airlines'],
  ['EY', 'Etihad Airways'],
  ['GF', 'Gulf Air'],
  ['SV', 'Saudia'],
  ['TK', 'Turkish Airlines'],
  ['FZ', 'flydubai'],
  ['G9', 'Air Arabia'],
  ['WY', 'Oman Air'],
  ['KU', 'Kuwait Airways'],
  ['PA', 'Airblue'],
] as const;
const HUBS = ['DOH', 'AUH', 'BAH', 'MCT', 'JED', 'IST', 'KWI'];
const BRANDS = ['Saver', 'Flex', 'Plus', 'Business'];
const pad = (n: number) => String(n).padStart(2, '0');
const localTime = (day: string, minutes: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMinutes(minutes);
  return date.toISOString().slice(0, 16);
};

/**
 * `count` result rows, KHI → DXB on `day`: itineraries of one to three fare brands (so cards
 * group rows), twelve airlines, non-stop to two stops, departures around the clock.
 */
export function generateRows(count: number, options: { day?: string; seed?: number; agent?: boolean } = {}): TFlightRow[] {
  const day = options.day ?? '2026-12-10';
  const next = random(options.seed ?? 7);
  const rows: TFlightRow[] = [];
  let itinerary = 0;
  while (rows.length < count) {
    itinerary += 1;
    const [code, name] = AIRLINES[Math.floor(next() * AIRLINES.length)]!;
    const stops = next() < 0.35 ? 0 : next() < 0.75 ? 1 : 2;
    const stopAirports = Array.from({ length: stops }, () => HUBS[Math.floor(next() * HUBS.length)]!);
    const departure = Math.floor(next() * 96) * 15;
    const duration = 150 + stops * (120 + Math.floor(next() * 300)) + Math.floor(next() * 60);
    const arrival = departure + duration + 60;
    const numbers = Array.from({ length: stops + 1 }, () => `${code}${100 + Math.floor(next() * 899)}`);
    const base = 4_000_000 + Math.floor(next() * 12_000_000) - stops * 500_000;
    const brands = Math.min(count - rows.length, 1 + Math.floor(next() * 3));
    const slice: TFlightSliceSummary = {
      origin: 'KHI',
      destination: 'DXB',
      departure_local: localTime(day, departure),
      arrival_local: localTime(day, arrival),
      day_offset: Math.floor(arrival / 1440),
      duration_minutes: duration,
      stops,
      stop_airports: stopAirports,
      carriers: [code],
      flight_numbers: numbers,
    };
    for (let b = 0; b < brands; b++) {
      const gross = Math.round((base * (1 + b * 0.35)) / 100) * 100;
      const margin = Math.round(gross * 0.04);
      rows.push({
        flight_id: `off_${pad(itinerary)}_${b}_${Math.floor(next() * 1e9).toString(36)}`,
        supplier: next() < 0.2 ? 'sooper' : 'sabre',
        isSooperFlight: next() < 0.1,
        airline: { code, name, logo_url: null },
        itinerary_key: `it_${itinerary}`,
        slices: [slice],
        cabin_class: 'economy',
        fare_brand: BRANDS[b] ?? null,
        refundable: b > 0 || next() < 0.2,
        baggage: {
          carry_on_pieces: 1,
          carry_on_kg: 7,
          checked_pieces: b === 0 ? (next() < 0.5 ? 0 : 1) : 2,
          checked_kg: b === 0 ? 20 : 23,
        },
        seats_left: next() < 0.3 ? 1 + Math.floor(next() * 8) : null,
        duration_minutes: duration,
        price: options.agent
          ? {
              currency: 'PKR',
              gross_minor: gross,
              net_minor: gross - margin,
              margin_minor: margin,
              per_passenger: [{ type: 'adult', count: 1, gross_minor: gross, net_minor: gross - margin, sell_margin_minor: margin }],
            }
          : { currency: 'PKR', gross_minor: gross, per_passenger: [{ type: 'adult', count: 1, gross_minor: gross }] },
        expires_at: `${day}T00:00:00.000Z`,
      });
    }
  }
  return rows;
}
