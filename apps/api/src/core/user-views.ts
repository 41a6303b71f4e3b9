import type { TUser } from '@safar/contracts';
import { agencies, cities, countries, users, type DbOrTx } from '@safar/db';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * A user as the API presents it (TUser), with its agency and place names. It lives in core
 * because every authenticated request loads it with the token (core/authenticate.ts); the
 * users, staff, agents and auth modules present users through it as well.
 */

const flag = (b: boolean) => (b ? '1' : '0') as '0' | '1';

/** The columns every user view reads: the user, its agency and the agency's place names. */
const selection = {
  user: users,
  agency: agencies,
  countryName: countries.name,
  cityName: cities.name,
};

type Row = {
  user: typeof users.$inferSelect;
  agency: typeof agencies.$inferSelect | null;
  countryName: string | null;
  cityName: string | null;
};

export function toUserView({ user, agency, countryName, cityName }: Row): TUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    status: user.status,
    is_approved: flag(user.isApproved),
    is_formFilled: flag(user.isFormFilled),
    agency: agency
      ? {
          id: agency.id,
          name: agency.name,
          contact_person: agency.contactPerson,
          phone: agency.phone,
          address: agency.address,
          country_code: agency.countryCode,
          country_name: countryName,
          city_id: agency.cityId,
          city_name: cityName,
          licence_number: agency.licenceNumber,
          currency: agency.currency,
          name_review: agency.nameReview ?? null,
          ticketing_approval: agency.ticketingApproval,
        }
      : null,
    created_by: user.createdBy,
    locale: user.locale,
    created_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
  };
}

/** A query of user views (plus any extra columns); callers add joins, where, order and limits. */
export function selectUserViews<TExtra extends Record<string, PgColumn> = Record<never, PgColumn>>(db: DbOrTx, extra?: TExtra) {
  const fields: typeof selection & TExtra = { ...selection, ...(extra ?? ({} as TExtra)) };
  return db
    .select(fields)
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(countries, eq(countries.code, agencies.countryCode))
    .leftJoin(cities, eq(cities.id, agencies.cityId));
}

export async function findUserView(db: DbOrTx, where: SQL): Promise<TUser | null> {
  const [row] = await selectUserViews(db).where(where).limit(1);
  return row ? toUserView(row) : null;
}

export const findUserViewById = (db: DbOrTx, id: string) => findUserView(db, eq(users.id, id));

export async function findUserViewsByIds(db: DbOrTx, ids: string[]): Promise<TUser[]> {
  if (!ids.length) return [];
  return (await selectUserViews(db).where(inArray(users.id, ids))).map(toUserView);
}
