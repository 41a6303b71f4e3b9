import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** UUIDv7 primary key: not guessable and time-ordered. */
export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tsColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A new UUIDv7, for ids the application needs before the row exists (e.g. stored file names). */
export const newId = () => uuidv7();
/**
 * A UUIDv7 made by the database, for rows inserted by INSERT … SELECT (no id from the app):
 * the 48-bit millisecond clock over a random v4, with the version bits set to 7 (bits 52, 53).
 */
export const sqlUuidV7 = sql<string>`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;

/** Bytes (PostgreSQL bytea) as a Buffer, whichever driver (pg gives a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
