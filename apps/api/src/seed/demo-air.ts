import { airlines, airports, type DbOrTx } from '@safar/db';

/*
 * The airlines and airports the demo group tickets fly. The OpenFlights reference data normally
 * has them already; these rows are inserted only where a code is missing (a database seeded
 * without it, the tests), and never change a row that is there.
 */

export const DEMO_AIRPORTS = [
  {
    iataCode: 'KHI',
    icaoCode: 'OPKC',
    name: 'Jinnah International Airport',
    city: 'Karachi',
    countryCode: 'PK',
    countryName: 'Pakistan',
    latitude: 24.9065,
    longitude: 67.1608,
    timeZone: 'Asia/Karachi',
  },
  {
    iataCode: 'LHE',
    icaoCode: 'OPLA',
    name: 'Allama Iqbal International Airport',
    city: 'Lahore',
    countryCode: 'PK',
    countryName: 'Pakistan',
    latitude: 31.5216,
    longitude: 74.4036,
    timeZone: 'Asia/Karachi',
  },
  {
    iataCode: 'ISB',
    icaoCode: 'OPIS',
    name: 'Islamabad International Airport',
    city: 'Islamabad',
    countryCode: 'PK',
    countryName: 'Pakistan',
    latitude: 33.5491,
    longitude: 72.8258,
    timeZone: 'Asia/Karachi',
  },
  {
    iataCode: 'JED',
    icaoCode: 'OEJN',
    name: 'King Abdulaziz International Airport',
    city: 'Jeddah',
    countryCode: 'SA',
    countryName: 'Saudi Arabia',
    latitude: 21.6796,
    longitude: 39.1565,
    timeZone: 'Asia/Riyadh',
  },
  {
    iataCode: 'MED',
    icaoCode: 'OEMA',
    name: 'Prince Mohammad bin Abdulaziz International Airport',
    city: 'Madinah',
    countryCode: 'SA',
    countryName: 'Saudi Arabia',
    latitude: 24.5534,
    longitude: 39.7051,
    timeZone: 'Asia/Riyadh',
  },
  {
    iataCode: 'DXB',
    icaoCode: 'OMDB',
    name: 'Dubai International Airport',
    city: 'Dubai',
    countryCode: 'AE',
    countryName: 'United Arab Emirates',
    latitude: 25.2532,
    longitude: 55.3657,
    timeZone: 'Asia/Dubai',
  },
] as const;

export const DEMO_AIRLINES = [
  { iataCode: 'PK', icaoCode: 'PIA', name: 'Pakistan International Airlines', countryCode: 'PK', countryName: 'Pakistan' },
  { iataCode: 'SV', icaoCode: 'SVA', name: 'Saudia', countryCode: 'SA', countryName: 'Saudi Arabia' },
  { iataCode: 'EK', icaoCode: 'UAE', name: 'Emirates', countryCode: 'AE', countryName: 'United Arab Emirates' },
  { iataCode: 'FZ', icaoCode: 'FDB', name: 'flydubai', countryCode: 'AE', countryName: 'United Arab Emirates' },
  { iataCode: 'PA', icaoCode: 'ABQ', name: 'Airblue', countryCode: 'PK', countryName: 'Pakistan' },
] as const;

/** Inserts the demo airports and airlines whose codes are missing (idempotent). */
export async function ensureDemoAirRows(db: DbOrTx): Promise<void> {
  await db
    .insert(airports)
    .values(DEMO_AIRPORTS.map((a) => ({ ...a })))
    .onConflictDoNothing({ target: airports.iataCode });
  await db
    .insert(airlines)
    .values(DEMO_AIRLINES.map((a) => ({ ...a })))
    .onConflictDoNothing({ target: airlines.iataCode });
}
