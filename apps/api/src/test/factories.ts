import { randomBytes } from 'node:crypto';
import { users, type Db, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { issueToken } from '@/core/authenticate';
import { hashPassword } from '@/core/passwords';

type UserRow = typeof users.$inferSelect;
type UserInsert = typeof users.$inferInsert;

export const FACTORY_PASSWORD = 'factory-password';
// argon2id is slow on purpose; hash the shared test password once per test file.
let factoryHash: Promise<string> | null = null;

/**
 * Inserts a user straight into the database: an active, verified customer unless overridden.
 * Pass `password` to give it another password; the row comes back with `password` beside it.
 */
export async function buildUser(
  db: DbOrTx,
  overrides: Partial<Omit<UserInsert, 'passwordHash'>> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = FACTORY_PASSWORD, ...rest } = overrides;
  const passwordHash =
    password === FACTORY_PASSWORD ? await (factoryHash ??= hashPassword(FACTORY_PASSWORD)) : await hashPassword(password);
  const role = rest.role ?? 'customer';
  const [row] = await db
    .insert(users)
    .values({
      name: 'Test User',
      email: `user-${randomBytes(5).toString('hex')}@example.test`,
      role,
      emailVerifiedAt: new Date(),
      isApproved: role !== 'agent',
      isFormFilled: role !== 'agent',
      ...rest,
      passwordHash,
    })
    .returning();
  return { ...row!, password };
}

/**
 * A bearer token for an existing user, looked up by email, issued directly (no OTP round trip).
 * For tests that are not about sign-in; the sign-in tests use TestApp.signIn.
 */
export async function tokenFor(t: { database: { db: Db } }, email: string): Promise<string> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error(`tokenFor: no user ${email}`);
  return (await issueToken(t.database.db, user.id, { ip: '127.0.0.1' })).token;
}
