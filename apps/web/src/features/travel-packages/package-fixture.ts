import type { TDepartureStaff, TPackagePublic, TPackageStaff } from '@safar/contracts';

/** A departure as staff see it (PKR minor units), on sale unless overridden. */
export function departureFixture(overrides: Partial<TDepartureStaff> = {}): TDepartureStaff {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000d1',
    date: '2027-03-10',
    status: 'open',
    availability: 'open',
    sellable: true,
    seats_left: 28,
    seats_total: 30,
    seats_taken: 2,
    double_price_minor: 35_000_000,
    triple_price_minor: 31_000_000,
    quad_price_minor: 28_000_000,
    child_price_minor: 20_000_000,
    infant_price_minor: 5_000_000,
    agent_double_price_minor: 33_000_000,
    agent_triple_price_minor: 29_500_000,
    agent_quad_price_minor: 26_500_000,
    agent_child_price_minor: 19_000_000,
    agent_infant_price_minor: 5_000_000,
    ...overrides,
  };
}

/** An Umrah package as staff see it. */
export function umrahFixture(overrides: Partial<TPackageStaff> = {}): TPackageStaff {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000b1',
    kind: 'umrah',
    slug: 'umrah-economy',
    title_en: 'Umrah Economy',
    title_ar: 'عمرة اقتصادية',
    summary_en: 'Seven nights near the Haram.',
    summary_ar: 'سبع ليالٍ قرب الحرم.',
    description_en: '<p>Hotels <strong>close</strong> to the Haram.</p>',
    description_ar: '<p>فنادق قريبة من الحرم.</p>',
    country_code: 'SA',
    city_en: 'Makkah',
    city_ar: 'مكة المكرمة',
    destination_city: 'makkah',
    nights: 7,
    inclusions: [{ en: 'Visa', ar: 'التأشيرة' }],
    exclusions: [{ en: 'Meals', ar: 'الوجبات' }],
    itinerary: [
      { day: 1, title_en: 'Arrival', title_ar: 'الوصول', body_en: '<p>Umrah after check-in.</p>', body_ar: '' },
      { day: 2, title_en: 'Ziyarat', title_ar: 'الزيارات', body_en: '', body_ar: '' },
    ],
    hotels: [{ name: 'Safar Towers', city: 'makkah', stars: 5, nights: 4, distance_to_haram_m: 250 }],
    ziyarat: [{ en: 'Mount Uhud', ar: 'جبل أحد' }],
    transport_en: 'Air-conditioned bus',
    transport_ar: 'حافلة مكيفة',
    flights_included: true,
    flights_note_en: 'Saudia, Karachi – Jeddah',
    flights_note_ar: 'السعودية، كراتشي – جدة',
    currency: 'PKR',
    next_departure_date: '2027-03-10',
    gallery: [],
    status: 'published',
    from_price_minor: 35_000_000,
    agent_from_price_minor: 33_000_000,
    departures: [departureFixture()],
    created_by: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The same package as a visitor reads it: public prices only. */
export function publicUmrahFixture(overrides: Partial<TPackageStaff> = {}): TPackagePublic {
  const {
    status: _status,
    agent_from_price_minor: _agent,
    created_by: _by,
    created_at: _at,
    updated_at: _up,
    departures,
    ...rest
  } = umrahFixture(overrides);
  return {
    ...rest,
    departures: departures.map(
      ({
        seats_total: _t,
        seats_taken: _k,
        agent_double_price_minor: _a,
        agent_triple_price_minor: _b,
        agent_quad_price_minor: _c,
        agent_child_price_minor: _d,
        agent_infant_price_minor: _e,
        ...d
      }) => d,
    ),
  };
}
