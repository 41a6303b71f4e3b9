import { users, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  locale: users.locale,
  status: users.status,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
};

export type AuthUserRow = { [K in keyof typeof columns]: (typeof users.$inferSelect)[K] };

/** The account of an email (already lower-cased by the schema), whatever its status. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<AuthUserRow | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** The account of an email when it may sign in; null for unknown and disabled alike. */
export async function findActiveUserByEmail(db: DbOrTx, email: string): Promise<AuthUserRow | null> {
  const user = await findUserByEmail(db, email);
  return user?.status === 'active' ? user : null;
}
