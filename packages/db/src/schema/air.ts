import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn, updatedAt } from './columns';
import { uploads } from './uploads';
import { users } from './users';

/**
 * Reference data of air travel, loaded from OpenFlights data at first start and refreshed on later
 * starts. A row staff have edited keeps `edited_at` set, and the refresh never overwrites it.
 */
export const airports = pgTable(
  'airports',
  {
    id: idColumn(),
    iataCode: varchar('iata_code', { length: 3 }).notNull(),
    icaoCode: varchar('icao_code', { length: 4 }),
    name: text('name').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2 when the country is known. */
    countryCode: varchar('country_code', { length: 2 }),
    countryName: text('country_name').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA time zone: schedules are kept in local time at each airport. */
    timeZone: text('time_zone').notNull(),
    /** `searchKey` of the city and of the name (accents removed, lower case), for the autocomplete's prefix search. */
    cityKey: text('city_key').notNull().default(''),
    nameKey: text('name_key').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Set when staff change the row, so a refresh from the data package leaves it alone. */
    editedAt: tsColumn('edited_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('airports_iata_unique').on(t.iataCode),
    // Prefix search for the autocomplete (code, city or name as typed, accents ignored). The
    // pattern opclass lets LIKE 'ab%' use an index whatever the database's collation.
    index('airports_iata_prefix_idx').on(sql`${t.iataCode} text_pattern_ops`),
    index('airports_city_key_idx').on(sql`${t.cityKey} text_pattern_ops`),
    index('airports_name_key_idx').on(sql`${t.nameKey} text_pattern_ops`),
    check('airports_iata_shape', sql`${t.iataCode} ~ '^[A-Z]{3}$'`),
  ],
);

export const airlines = pgTable(
  'airlines',
  {
    id: idColumn(),
    iataCode: varchar('iata_code', { length: 2 }).notNull(),
    icaoCode: varchar('icao_code', { length: 3 }),
    name: text('name').notNull(),
    /** `searchKey` of the name, for the search by name. */
    nameKey: text('name_key').notNull().default(''),
    countryCode: varchar('country_code', { length: 2 }),
    countryName: text('country_name').notNull().default(''),
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id),
    /** The airline margin added to every net fare on this airline: fixed per passenger or a percentage. */
    marginType: text('margin_type', { enum: ['fixed', 'percent'] }),
    marginAmountMinor: bigint('margin_amount_minor', { mode: 'number' }),
    marginCurrency: varchar('margin_currency', { length: 3 }),
    marginBasisPoints: integer('margin_basis_points'),
    marginUpdatedBy: uuid('margin_updated_by').references(() => users.id),
    /** The name of who set the margin, as it was then (shown with the margin, like a signature). */
    marginUpdatedByName: text('margin_updated_by_name'),
    marginUpdatedAt: tsColumn('margin_updated_at'),
    active: boolean('active').notNull().default(true),
    editedAt: tsColumn('edited_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('airlines_iata_unique').on(t.iataCode),
    index('airlines_name_key_idx').on(sql`${t.nameKey} text_pattern_ops`),
    check('airlines_iata_shape', sql`${t.iataCode} ~ '^[A-Z0-9]{2}$'`),
    check(
      'airlines_margin_shape',
      sql`(${t.marginType} is null and ${t.marginAmountMinor} is null and ${t.marginCurrency} is null and ${t.marginBasisPoints} is null)
       or (${t.marginType} = 'fixed' and ${t.marginAmountMinor} between 0 and 1000000000000000 and ${t.marginCurrency} is not null and ${t.marginBasisPoints} is null)
       or (${t.marginType} = 'percent' and ${t.marginBasisPoints} between 0 and 100000 and ${t.marginAmountMinor} is null and ${t.marginCurrency} is null)`,
    ),
  ],
);

/** Aircraft types by IATA code (e.g. 320 Airbus A320), from a list shipped with the app. */
export const aircraft = pgTable(
  'aircraft',
  {
    id: idColumn(),
    iataCode: varchar('iata_code', { length: 3 }).notNull(),
    icaoCode: varchar('icao_code', { length: 4 }),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull().default(''),
    active: boolean('active').notNull().default(true),
    editedAt: tsColumn('edited_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('aircraft_iata_unique').on(t.iataCode), check('aircraft_iata_shape', sql`${t.iataCode} ~ '^[A-Z0-9]{3}$'`)],
);

/**
 * What the data packages looked like when their rows were last loaded (a hash of their files and
 * of the loader's rules), so a start whose packages did not change skips the refresh.
 */
export const referenceDataLoads = pgTable('reference_data_loads', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  loadedAt: tsColumn('loaded_at').notNull().defaultNow(),
});
