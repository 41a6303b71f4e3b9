import { authTokens, users, type Db } from '@safar/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from './types';
import { newToken, sha256 } from './tokens';

export const TOKEN_IDLE_DAYS = 30;
const IDLE_MS = TOKEN_IDLE_DAYS * 24 * 3600 * 1000;
/** Refresh last_used_at at most this often, so a busy client does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Issues a token for a user and returns the plain value (only its hash is stored). */
export async function issueToken(db: Db, userId: string, meta: { ip?: string; userAgent?: string | undefined }) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + IDLE_MS);
  await db.insert(authTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
  });
  return { token, expiresAt };
}

/** Checks a bearer token against the database; null when missing, unknown, revoked, expired or the user is disabled. */
export async function authenticateToken(db: Db, token: string): Promise<AuthUser | null> {
  const now = new Date();
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      isApproved: users.isApproved,
      isFormFilled: users.isFormFilled,
      agencyId: users.agencyId,
      locale: users.locale,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  if (!row || row.status !== 'active') return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + IDLE_MS) })
      .where(eq(authTokens.id, row.tokenId));
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    is_approved: row.isApproved ? '1' : '0',
    is_formFilled: row.isFormFilled ? '1' : '0',
    agencyId: row.agencyId,
    locale: row.locale,
    tokenId: row.tokenId,
  };
}

/** Revokes every live token of a user (logout everywhere, password reset, disabling). */
export async function revokeUserTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

export async function revokeToken(db: Db, tokenId: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: sql`now()` }).where(eq(authTokens.id, tokenId));
}
