import { ZAircraft, ZAircraftListQuery, ZCreateAircraft, ZUpdateAircraft } from '@safar/contracts';
import { aircraft } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { defineCrudResource } from '@/core/crud-routes';
import { activeOnly, airReferenceScope, editedNow } from './air.policy';
import { toAircraftView } from './aircraft.presenter';

/** Aircraft types (IATA type codes), from the list shipped with the app; kept by admin, read by anyone. */
export const aircraftResource = defineCrudResource({
  path: '/aircrafts',
  table: aircraft,
  subject: 'aircraft',
  tags: ['air'],
  access: { read: 'public', write: 'admin', readOwnership: 'airReferenceScope' },
  schemas: { create: ZCreateAircraft, update: ZUpdateAircraft, listQuery: ZAircraftListQuery, view: ZAircraft },
  searchColumns: [aircraft.iataCode, aircraft.icaoCode, aircraft.name, aircraft.manufacturer],
  sortable: {
    iata_code: aircraft.iataCode,
    name: sql`lower(${aircraft.name})`,
    manufacturer: sql`lower(${aircraft.manufacturer})`,
    created_at: aircraft.createdAt,
  },
  // By code: the loaded rows share one creation time, so "newest first" would be no order at all.
  defaultOrder: aircraft.iataCode,
  filters: (q) => [q.active ? eq(aircraft.active, q.active === '1') : undefined],
  readScope: airReferenceScope(aircraft.active),
  visitorScope: activeOnly(aircraft.active),
  unique: { aircraft_iata_unique: { field: 'iata_code', key: 'validation.aircraft_code_taken' } },
  toInsert: (a, user) => ({
    iataCode: a.iata_code,
    icaoCode: a.icao_code ?? null,
    name: a.name,
    manufacturer: a.manufacturer,
    active: a.active,
    editedAt: editedNow(),
    createdBy: user.id,
  }),
  toUpdate: (a) => ({
    iataCode: a.iata_code,
    icaoCode: a.icao_code,
    name: a.name,
    manufacturer: a.manufacturer,
    active: a.active,
    editedAt: editedNow(),
    updatedAt: sql`now()`,
  }),
  present: toAircraftView,
  actions: { created: 'aircraft.created', updated: 'aircraft.updated', deleted: 'aircraft.deleted' },
  messages: { saved: 'messages.aircraft_saved', deleted: 'messages.aircraft_deleted', inUse: 'messages.aircraft_in_use' },
});
