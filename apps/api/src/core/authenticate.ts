import { authTokens, users, type Db } from '@safar/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { selectUserViews, toUserView } from './user-views';
import type { AuthUser } from './types';
import { newToken, sha256 } from './tokens';
import { builtOnce, UNNAMED } from '@/core/prepared';

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
export async function issueToken(db: Db, userId: string, meta: { ip: string | null; userAgent?: string | undefined }) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + IDLE_MS);
  await db.insert(authTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The token check runs on every authenticated request, so it is one prepared statement that
 * also loads the user's presented view (agency and place names): no second query for GET /user,
 * and no re-planning per request on PostgreSQL.
 */
const tokenLookup = builtOnce((db) =>
  selectUserViews(db, { tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt })
    .innerJoin(authTokens, eq(authTokens.userId, users.id))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('hash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare(UNNAMED),
);

/** Checks a bearer token against the database; null when missing, unknown, revoked, expired or the user is disabled. */
export async function authenticateToken(db: Db, token: string): Promise<AuthUser | null> {
  const now = new Date();
  const [row] = await tokenLookup(db).execute({ hash: sha256(token), now });
  if (!row || row.user.status !== 'active') return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + IDLE_MS) })
      .where(eq(authTokens.id, row.tokenId));
  }
  const view = toUserView(row);
  return {
    id: view.id,
    name: view.name,
    email: view.email,
    role: view.role,
    status: view.status,
    is_approved: view.is_approved,
    is_formFilled: view.is_formFilled,
    agencyId: row.user.agencyId,
    locale: view.locale,
    tokenId: row.tokenId,
    view,
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
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(authTokens.id, tokenId));
}
