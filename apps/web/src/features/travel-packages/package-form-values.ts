import {
  departureAgentPriceField,
  departurePriceField,
  PACKAGE_PRICE_TYPES,
  type TImage,
  type TPackageKind,
  type TPackagePriceType,
  type TPackageStaff,
} from '@safar/contracts';
import { currencyDigits, minorToDecimalString, parseMoneyInput } from '@/lib/money';

/*
 * A package form as its inputs hold it: text, so a half-typed number stays as typed, and amounts
 * in major units. `packageBody` makes the request body the contracts' schemas check.
 */

export interface TListItemValues {
  en: string;
  ar: string;
}
export interface TDayValues {
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
}
export interface THotelValues {
  name: string;
  city: string;
  stars: string;
  nights: string;
  distance_to_haram_m: string;
}
export type TDeparturePrices = Record<TPackagePriceType, { price: string; agent: string }>;
export interface TDepartureValues {
  /** A saved departure's id; '' for a new one. */
  id: string;
  date: string;
  seats_total: string;
  /** Seats bookings hold (read only): a departure with some cannot be removed. */
  seats_taken: number;
  status: 'open' | 'closed';
  prices: TDeparturePrices;
}

/** A picture of the gallery: its image (kept for the thumbnail, not sent) and what it shows. */
export interface TGalleryItemValues {
  image_id: string;
  image: TImage | null;
  alt_en: string;
  alt_ar: string;
}

export interface TPackageFormValues {
  title_en: string;
  title_ar: string;
  slug: string;
  status: string;
  summary_en: string;
  summary_ar: string;
  description_en: string;
  description_ar: string;
  /** Holidays: the country and the city in both languages. */
  country_code: string;
  city_en: string;
  city_ar: string;
  /** Umrah: makkah or madinah. */
  destination_city: string;
  nights: string;
  currency: string;
  flights_included: boolean;
  flights_note_en: string;
  flights_note_ar: string;
  transport_en: string;
  transport_ar: string;
  inclusions: TListItemValues[];
  exclusions: TListItemValues[];
  ziyarat: TListItemValues[];
  itinerary: TDayValues[];
  hotels: THotelValues[];
  departures: TDepartureValues[];
  /** The pictures in the order shown; the first is the lists' picture. */
  gallery: TGalleryItemValues[];
}

export const emptyPrices = (): TDeparturePrices =>
  Object.fromEntries(PACKAGE_PRICE_TYPES.map((type) => [type, { price: '', agent: '' }])) as TDeparturePrices;

export const emptyDeparture = (): TDepartureValues => ({
  id: '',
  date: '',
  seats_total: '',
  seats_taken: 0,
  status: 'open',
  prices: emptyPrices(),
});
export const emptyDay = (): TDayValues => ({ title_en: '', title_ar: '', body_en: '', body_ar: '' });
export const emptyHotel = (kind: TPackageKind): THotelValues => ({
  name: '',
  city: kind === 'umrah' ? 'makkah' : '',
  stars: '',
  nights: '',
  distance_to_haram_m: '',
});
export const emptyListItem = (): TListItemValues => ({ en: '', ar: '' });

export const emptyPackage = (kind: TPackageKind): TPackageFormValues => ({
  title_en: '',
  title_ar: '',
  slug: '',
  status: 'draft',
  summary_en: '',
  summary_ar: '',
  description_en: '',
  description_ar: '',
  country_code: '',
  city_en: '',
  city_ar: '',
  destination_city: kind === 'umrah' ? 'makkah' : '',
  nights: '',
  currency: 'PKR',
  flights_included: false,
  flights_note_en: '',
  flights_note_ar: '',
  transport_en: '',
  transport_ar: '',
  inclusions: [],
  exclusions: [],
  ziyarat: [],
  itinerary: [],
  hotels: [],
  departures: [],
  gallery: [],
});

export function packageToValues(item: TPackageStaff): TPackageFormValues {
  const digits = currencyDigits(item.currency);
  const amount = (minor: number) => minorToDecimalString(minor, digits);
  return {
    title_en: item.title_en,
    title_ar: item.title_ar,
    slug: item.slug,
    status: item.status,
    summary_en: item.summary_en,
    summary_ar: item.summary_ar,
    description_en: item.description_en,
    description_ar: item.description_ar,
    country_code: item.country_code,
    city_en: item.city_en,
    city_ar: item.city_ar,
    destination_city: item.destination_city ?? '',
    nights: String(item.nights),
    currency: item.currency,
    flights_included: item.flights_included,
    flights_note_en: item.flights_note_en ?? '',
    flights_note_ar: item.flights_note_ar ?? '',
    transport_en: item.transport_en ?? '',
    transport_ar: item.transport_ar ?? '',
    inclusions: item.inclusions.map(({ en, ar }) => ({ en, ar })),
    exclusions: item.exclusions.map(({ en, ar }) => ({ en, ar })),
    ziyarat: item.ziyarat.map(({ en, ar }) => ({ en, ar })),
    itinerary: item.itinerary.map(({ title_en, title_ar, body_en, body_ar }) => ({ title_en, title_ar, body_en, body_ar })),
    hotels: item.hotels.map((h) => ({
      name: h.name,
      city: h.city,
      stars: String(h.stars),
      nights: String(h.nights),
      distance_to_haram_m: h.distance_to_haram_m === null ? '' : String(h.distance_to_haram_m),
    })),
    gallery: item.gallery.map((p) => ({ image_id: p.image_id, image: p.image, alt_en: p.alt_en ?? '', alt_ar: p.alt_ar ?? '' })),
    departures: item.departures.map((d) => ({
      id: d.id,
      date: d.date,
      seats_total: String(d.seats_total),
      seats_taken: d.seats_taken,
      status: d.status,
      prices: Object.fromEntries(
        PACKAGE_PRICE_TYPES.map((type) => [
          type,
          { price: amount(d[departurePriceField(type)]), agent: amount(d[departureAgentPriceField(type)]) },
        ]),
      ) as TDeparturePrices,
    })),
  };
}

/** A whole number as typed, else the text (the schema then says what is wrong); blank is undefined. */
const whole = (text: string) => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/** An amount typed in major units as minor units; what cannot be read stays text for the schema to refuse. */
const minor = (text: string, currency: string) => {
  if (text.trim() === '') return undefined;
  const parsed = parseMoneyInput(text, currency, { allowZero: true });
  return parsed.ok ? parsed.amount_minor : text;
};

/**
 * The request body from the form. Itinerary days are numbered by their place in the list (day 1
 * first); a new departure sends no id. An Umrah package sends its city and Ziyarat, a holiday
 * its country and city.
 */
export function packageBody(kind: TPackageKind, values: TPackageFormValues): Record<string, unknown> {
  const departures = values.departures.map((d) => ({
    ...(d.id ? { id: d.id } : {}),
    date: d.date,
    seats_total: whole(d.seats_total),
    status: d.status,
    ...Object.fromEntries(
      PACKAGE_PRICE_TYPES.flatMap((type) => [
        [departurePriceField(type), minor(d.prices[type].price, values.currency)],
        [departureAgentPriceField(type), minor(d.prices[type].agent, values.currency)],
      ]),
    ),
  }));
  const hotels = values.hotels.map((h) => ({
    name: h.name,
    city: h.city,
    stars: whole(h.stars),
    nights: whole(h.nights),
    ...(kind === 'umrah' ? { distance_to_haram_m: whole(h.distance_to_haram_m) } : {}),
  }));
  const common = {
    title_en: values.title_en,
    title_ar: values.title_ar,
    ...(values.slug.trim() ? { slug: values.slug } : {}),
    status: values.status,
    summary_en: values.summary_en,
    summary_ar: values.summary_ar,
    description_en: values.description_en,
    description_ar: values.description_ar,
    nights: whole(values.nights),
    currency: values.currency,
    flights_included: values.flights_included,
    flights_note_en: values.flights_note_en,
    flights_note_ar: values.flights_note_ar,
    inclusions: values.inclusions,
    exclusions: values.exclusions,
    itinerary: values.itinerary.map((day, i) => ({ day: i + 1, ...day })),
    hotels,
    departures,
    gallery: values.gallery.map(({ image_id, alt_en, alt_ar }) => ({ image_id, alt_en, alt_ar })),
  };
  return kind === 'umrah'
    ? {
        ...common,
        destination_city: values.destination_city,
        ziyarat: values.ziyarat,
        transport_en: values.transport_en,
        transport_ar: values.transport_ar,
      }
    : { ...common, country_code: values.country_code, city_en: values.city_en, city_ar: values.city_ar };
}
