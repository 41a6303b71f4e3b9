import { dayFromNow } from '@/test/factories';

/** A departure `daysAhead` from today with every price (PKR minor units), the agent's below the public. */
export function buildDeparture(overrides: Record<string, unknown> = {}, daysAhead = 40): Record<string, unknown> {
  return {
    date: dayFromNow(daysAhead),
    seats_total: 30,
    status: 'open',
    double_price_minor: 35_000_000,
    agent_double_price_minor: 33_000_000,
    triple_price_minor: 31_000_000,
    agent_triple_price_minor: 29_500_000,
    quad_price_minor: 28_000_000,
    agent_quad_price_minor: 26_500_000,
    child_price_minor: 20_000_000,
    agent_child_price_minor: 19_000_000,
    infant_price_minor: 5_000_000,
    agent_infant_price_minor: 5_000_000,
    ...overrides,
  };
}

const common = (title: string) => ({
  title_en: title,
  title_ar: `باقة ${title}`,
  summary_en: `${title}: hotels, transfers and a guide.`,
  summary_ar: 'فنادق وتنقلات ومرشد.',
  description_en: 'Seven nights with breakfast.',
  description_ar: 'سبع ليالٍ مع الإفطار.',
  nights: 7,
  inclusions: [{ en: 'Breakfast', ar: 'الإفطار' }],
  exclusions: [{ en: 'Visa fee', ar: 'رسوم التأشيرة' }],
  itinerary: [
    { day: 1, title_en: 'Arrival', title_ar: 'الوصول', body_en: 'Transfer to the hotel.', body_ar: 'الانتقال إلى الفندق.' },
    { day: 8, title_en: 'Departure', title_ar: 'المغادرة', body_en: 'Back home.', body_ar: 'العودة.' },
  ],
  flights_included: true,
  flights_note_en: 'Emirates, Karachi – Dubai',
  flights_note_ar: 'طيران الإمارات، كراتشي – دبي',
  currency: 'PKR',
  status: 'published',
});

/** A published holiday in Dubai with one departure 40 days ahead. */
export function buildHoliday(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...common('Dubai Escape'),
    country_code: 'AE',
    city_en: 'Dubai',
    city_ar: 'دبي',
    hotels: [{ name: 'Marina View', city: 'Dubai', stars: 4, nights: 7 }],
    departures: [buildDeparture()],
    ...overrides,
  };
}

/** A published Umrah package (Makkah then Madinah) with one departure 40 days ahead. */
export function buildUmrahPackage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...common('Umrah Economy'),
    destination_city: 'makkah',
    hotels: [
      { name: 'Hilton Suites Makkah', city: 'makkah', stars: 5, nights: 4, distance_to_haram_m: 150 },
      { name: 'Dar Al Eiman', city: 'madinah', stars: 4, nights: 3, distance_to_haram_m: 300 },
    ],
    ziyarat: [{ en: 'Mount Uhud', ar: 'جبل أحد' }],
    transport_en: 'Air-conditioned bus',
    transport_ar: 'حافلة مكيفة',
    departures: [buildDeparture()],
    ...overrides,
  };
}
