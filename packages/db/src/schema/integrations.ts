import type { TFlightSupplierCode, TFlightSupplierKind, TIntegrationKeyName } from '@safar/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';

/**
 * Credentials of outside services, one row per key name, encrypted with AES-256-GCM under a key
 * derived from APP_KEY. Only the last four characters are kept in clear, for people to tell
 * which value is saved. `key_id` fingerprints the encryption key, so a value saved under
 * another APP_KEY is told apart from a damaged one.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    name: text('name').$type<TIntegrationKeyName>().primaryKey(),
    ciphertext: text('ciphertext').notNull(),
    iv: text('iv').notNull(),
    tag: text('tag').notNull(),
    keyId: text('key_id').notNull(),
    lastFour: varchar('last_four', { length: 4 }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [check('integration_keys_name_shape', sql`${t.name} ~ '^[a-z][a-z0-9_]{1,63}$'`)],
);

/**
 * The flight suppliers a search asks, seeded by code at first start (and when one is missing);
 * staff change whether each is searched, its deadline and its settings (checked per kind).
 */
export const flightSuppliers = pgTable(
  'flight_suppliers',
  {
    id: idColumn(),
    code: text('code').$type<TFlightSupplierCode>().notNull(),
    kind: text('kind').$type<TFlightSupplierKind>().notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    deadlineMs: integer('deadline_ms').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('flight_suppliers_code_unique').on(t.code),
    check('flight_suppliers_kind', sql`${t.kind} in ('simulated', 'duffel', 'group_tickets')`),
    check('flight_suppliers_deadline', sql`${t.deadlineMs} between 200 and 60000`),
  ],
);

/**
 * Dated exchange rates kept by finance staff: one unit of `currency` is worth
 * `rate_millionths` / 10^6 units of `quote_currency` (the agency's currency when the rate was
 * set) from `effective_on` until a later rate. Offers will point at the rate they used, so ids
 * stay stable.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: idColumn(),
    currency: varchar('currency', { length: 3 }).notNull(),
    quoteCurrency: varchar('quote_currency', { length: 3 }).notNull(),
    rateMillionths: bigint('rate_millionths', { mode: 'number' }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    note: text('note'),
    setBy: uuid('set_by').references(() => users.id),
    /** The setter's name when they set it: the list shows who, without a join per row. */
    setByName: text('set_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The day comes last, so a second rate for one currency on one day is reported on effective_on.
    uniqueIndex('exchange_rates_currency_day_unique').on(t.quoteCurrency, t.currency, t.effectiveOn),
    index('exchange_rates_created_idx').on(t.createdAt),
    check('exchange_rates_currency_shape', sql`${t.currency} ~ '^[A-Z]{3}$' and ${t.quoteCurrency} ~ '^[A-Z]{3}$'`),
    check('exchange_rates_not_itself', sql`${t.currency} <> ${t.quoteCurrency}`),
    check('exchange_rates_rate_positive', sql`${t.rateMillionths} between 1 and 999999999999999`),
  ],
);
