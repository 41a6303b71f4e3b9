import { searchKey, ZAirline, ZAirlineListQuery, ZCreateAirline, ZUpdateAirline } from '@safar/contracts';
import { airlines } from '@safar/db';
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { defineCrudResource } from '@/core/crud-routes';
import { activeOnly, airReferenceScope, assertKnownCountry, countryNameOf, editedNow } from './air.policy';
import { searchAirlines } from './air-search';
import { assertLogoUsable, logoUploadIdOf } from './airlines.policy';
import { seesAirlineMargins, toAirlineView } from './airlines.presenter';

/**
 * Airlines: loaded from the data package at start, kept by admin (logo, margin), read by anyone.
 * A delete that anything still refers to (a group ticket, a booking: any table with a foreign
 * key to airlines) answers 409 "Failed to delete airline." and changes nothing.
 */
export const airlineResource = defineCrudResource({
  path: '/airlines',
  table: airlines,
  subject: 'airline',
  tags: ['air'],
  access: { read: 'public', write: 'admin', readOwnership: 'airReferenceScope' },
  schemas: { create: ZCreateAirline, update: ZUpdateAirline, listQuery: ZAirlineListQuery, view: ZAirline },
  searchColumns: [airlines.iataCode, airlines.name],
  search: searchAirlines,
  sortable: {
    iata_code: airlines.iataCode,
    name: airlines.nameKey,
    country: sql`lower(${airlines.countryName})`,
    created_at: airlines.createdAt,
  },
  // By code: the loaded rows share one creation time, so "newest first" would be no order at all.
  defaultOrder: airlines.iataCode,
  filters: (q, user) => [
    q.active ? eq(airlines.active, q.active === '1') : undefined,
    q.has_margin && seesAirlineMargins(user)
      ? q.has_margin === '1'
        ? isNotNull(airlines.marginType)
        : isNull(airlines.marginType)
      : undefined,
  ],
  readScope: airReferenceScope(airlines.active),
  visitorScope: activeOnly(airlines.active),
  unique: { airlines_iata_unique: { field: 'iata_code', key: 'validation.airline_code_taken' } },
  toInsert: (a, user) => ({
    iataCode: a.iata_code,
    icaoCode: a.icao_code ?? null,
    name: a.name,
    nameKey: searchKey(a.name),
    countryCode: a.country_code ?? null,
    countryName: countryNameOf(a.country_code) ?? '',
    logoUploadId: a.logo ? logoUploadIdOf(a.logo) : null,
    active: a.active,
    editedAt: editedNow(),
    createdBy: user.id,
  }),
  toUpdate: (a) => ({
    iataCode: a.iata_code,
    icaoCode: a.icao_code,
    name: a.name,
    nameKey: a.name === undefined ? undefined : searchKey(a.name),
    countryCode: a.country_code,
    countryName: countryNameOf(a.country_code),
    // Left out keeps the logo, null removes it (the file is then cleaned up as unused).
    logoUploadId: a.logo === undefined ? undefined : a.logo === null ? null : logoUploadIdOf(a.logo),
    active: a.active,
    editedAt: editedNow(),
    updatedAt: sql`now()`,
  }),
  present: (row, { user }) => toAirlineView(row, user),
  actions: { created: 'airline.created', updated: 'airline.updated', deleted: 'airline.deleted' },
  messages: { saved: 'messages.airline_saved', deleted: 'messages.airline_deleted', inUse: 'messages.airline_in_use' },
  hooks: {
    beforeCreate: async ({ tx, input }) => {
      await assertKnownCountry(tx, input.country_code);
      await assertLogoUsable(tx, input.logo);
    },
    beforeUpdate: async ({ tx, input }) => {
      await assertKnownCountry(tx, input.country_code);
      await assertLogoUsable(tx, input.logo);
    },
  },
});
