import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { AppError } from './app-error';

/** Which field a unique constraint (or unique index) protects, and the message key to show on it. */
export interface TUniqueField {
  field: string;
  /** Validation message key; "has already been taken" by default. */
  key?: string;
}

const UNIQUE_VIOLATION = '23505';
/** A row others still refer to: 23503 for NO ACTION foreign keys, 23001 for ON DELETE RESTRICT ones. */
const STILL_REFERRED_TO = new Set(['23503', '23001']);
const DEFAULT_KEY = 'validation.taken';

const isColumn = (part: unknown): part is PgColumn =>
  typeof part === 'object' && part !== null && 'name' in part && typeof (part as { name: unknown }).name === 'string';

/**
 * The table's unique constraints and unique indexes by name, each reported on its last plain
 * column (for `(agency, code)` that is `code`): the column's database name is the API field.
 */
export function uniqueFieldsOf(table: PgTable): Record<string, TUniqueField> {
  const config = getTableConfig(table);
  const found: Record<string, TUniqueField> = {};
  for (const column of config.columns) {
    if (column.isUnique && column.uniqueName) found[column.uniqueName] = { field: column.name };
  }
  for (const constraint of config.uniqueConstraints) {
    const name = constraint.getName();
    const last = constraint.columns.at(-1);
    if (name && last) found[name] = { field: last.name };
  }
  for (const index of config.indexes) {
    if (!index.config.unique || !index.config.name) continue;
    const last = index.config.columns.filter(isColumn).at(-1);
    if (last) found[index.config.name] = { field: last.name };
  }
  return found;
}

/**
 * A PostgreSQL unique violation (23505) as a 422 on the field its constraint protects. Drizzle
 * wraps the driver's error (PGlite's and `pg`'s alike) in its own, with the original as
 * `cause`; both carry `code` and `constraint`. Anything else, or a constraint the resource does
 * not know, is returned as null so the caller rethrows it unchanged.
 */
export function uniqueViolation(err: unknown, fields: Record<string, TUniqueField>): AppError | null {
  // The driver's error is at most a few causes deep; the bound guards against a cyclic chain.
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++, e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code !== UNIQUE_VIOLATION) continue;
    const known = typeof constraint === 'string' ? fields[constraint] : undefined;
    return known ? new AppError('validation_failed', { errors: { [known.field]: [known.key ?? DEFAULT_KEY] } }) : null;
  }
  return null;
}

/**
 * Whether the error is PostgreSQL refusing to remove a row another table's foreign key still
 * refers to (23503 foreign_key_violation, or 23001 restrict_violation for ON DELETE RESTRICT), at
 * any depth of Drizzle's causes (as for unique violations above).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++, e = (e as { cause?: unknown }).cause) {
    if (STILL_REFERRED_TO.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}
