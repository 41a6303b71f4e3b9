import { searchKey, ZAirport, ZAirportListQuery, ZCreateAirport, ZUpdateAirport } from '@safar/contracts';
import { airports } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { defineCrudResource } from '@/core/crud-routes';
import { activeOnly, airReferenceScope, assertKnownCountry, countryNameOf, editedNow } from './air.policy';
import { searchAirports } from './air-search';
import { toAirportView } from './airports.presenter';

/**
 * Airports: loaded from the data package at start (see refreshAirReference), kept by admin, read
 * by anyone: `GET /airports?search=` is the flight search box's autocomplete.
 */
export const airportResource = defineCrudResource({
  path: '/airports',
  table: airports,
  subject: 'airport',
  tags: ['air'],
  access: { read: 'public', write: 'admin', readOwnership: 'airReferenceScope' },
  schemas: { create: ZCreateAirport, update: ZUpdateAirport, listQuery: ZAirportListQuery, view: ZAirport },
  searchColumns: [airports.iataCode, airports.city, airports.name],
  search: searchAirports,
  sortable: {
    iata_code: airports.iataCode,
    // The search keys: names in the order people read them, accents and case aside.
    name: airports.nameKey,
    city: airports.cityKey,
    country: sql`lower(${airports.countryName})`,
    created_at: airports.createdAt,
  },
  // By code: the loaded rows share one creation time, so "newest first" would be no order at all.
  defaultOrder: airports.iataCode,
  filters: (q) => [
    q.active ? eq(airports.active, q.active === '1') : undefined,
    q.country_code ? eq(airports.countryCode, q.country_code) : undefined,
  ],
  readScope: airReferenceScope(airports.active),
  visitorScope: activeOnly(airports.active),
  unique: { airports_iata_unique: { field: 'iata_code', key: 'validation.airport_code_taken' } },
  toInsert: (a, user) => ({
    iataCode: a.iata_code,
    icaoCode: a.icao_code ?? null,
    name: a.name,
    city: a.city,
    cityKey: searchKey(a.city),
    nameKey: searchKey(a.name),
    countryCode: a.country_code ?? null,
    countryName: countryNameOf(a.country_code) ?? '',
    latitude: a.latitude,
    longitude: a.longitude,
    timeZone: a.time_zone,
    active: a.active,
    editedAt: editedNow(),
    createdBy: user.id,
  }),
  toUpdate: (a) => ({
    iataCode: a.iata_code,
    icaoCode: a.icao_code,
    name: a.name,
    nameKey: a.name === undefined ? undefined : searchKey(a.name),
    city: a.city,
    cityKey: a.city === undefined ? undefined : searchKey(a.city),
    countryCode: a.country_code,
    countryName: countryNameOf(a.country_code),
    latitude: a.latitude,
    longitude: a.longitude,
    timeZone: a.time_zone,
    active: a.active,
    editedAt: editedNow(),
    updatedAt: sql`now()`,
  }),
  present: toAirportView,
  actions: { created: 'airport.created', updated: 'airport.updated', deleted: 'airport.deleted' },
  messages: { saved: 'messages.airport_saved', deleted: 'messages.airport_deleted', inUse: 'messages.airport_in_use' },
  hooks: {
    beforeCreate: ({ tx, input }) => assertKnownCountry(tx, input.country_code),
    beforeUpdate: ({ tx, input }) => assertKnownCountry(tx, input.country_code),
  },
});
