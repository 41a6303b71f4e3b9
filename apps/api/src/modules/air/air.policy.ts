import { countries, type Tx } from '@safar/db';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldError } from '@/core/app-error';
import type { AuthUser } from '@/core/types';

/**
 * airReferenceScope: admin reaches every row (an inactive one to reactivate it); everyone else,
 * visitors included, reads the active rows only, which are the ones flight search offers.
 */
export const airReferenceScope =
  (active: PgColumn) =>
  (user: AuthUser): SQL | undefined =>
    user.role === 'admin' ? undefined : eq(active, true);

/** What a visitor (no token) reads of an air catalogue: the active rows. */
export const activeOnly = (active: PgColumn) => () => eq(active, true);

/** A country code must name one of the countries loaded at start (422 on `country_code`). */
export async function assertKnownCountry(tx: Tx, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const [found] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1);
  if (!found) throw fieldError('country_code', 'validation.country_unknown');
}

/**
 * The country's name as the countries table has it, for a row whose country staff chose. With
 * no country chosen the row keeps the name it had: a country the data names but the list does
 * not know (Netherlands Antilles) is not erased by an unrelated edit.
 */
export const countryNameOf = (code: string | null | undefined) =>
  code ? sql<string>`(select ${countries.name} from ${countries} where ${countries.code} = ${code})` : undefined;

/** Staff changes mark a row as edited, so the data packages' refresh never overwrites it. */
export const editedNow = () => sql`now()`;
