import { timingSafeEqual } from 'node:crypto';
import { authFailures, otpChallenges, type DbOrTx } from '@safar/db';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { newOtpCode, newToken, sha256 } from '@/core/tokens';
import { codeExhausted, codeExpired, invalidCode, invalidToken, tooManyAttempts } from '../auth.errors';
import { ACCOUNT_LOCKOUT_MS, MAX_CODE_ATTEMPTS, WRONG_CODES_MAX } from '../auth.limits';

export type ChallengePurpose = (typeof otpChallenges.$inferSelect)['purpose'];
type Challenge = typeof otpChallenges.$inferSelect;

export interface IssuedChallenge {
  id: string;
  code: string;
  /** Plain link token for verification mails; null for sign-in codes. */
  linkToken: string | null;
  expiresAt: Date;
}

/** A challenge that can still be answered: not used, not replaced, not killed by wrong tries. */
const live = () => and(isNull(otpChallenges.consumedAt), isNull(otpChallenges.supersededAt), lt(otpChallenges.attempts, MAX_CODE_ATTEMPTS));

/** Closes every open challenge of a user (a purpose, or all of them), e.g. when a newer code is sent. */
export async function supersedeChallenges(db: DbOrTx, userId: string, purpose?: ChallengePurpose): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ supersededAt: new Date() })
    .where(
      and(
        eq(otpChallenges.userId, userId),
        purpose ? eq(otpChallenges.purpose, purpose) : undefined,
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.supersededAt),
      ),
    );
}

/** Creates a new code (and link token) for a user; older open codes of the same purpose stop working. */
export async function issueChallenge(
  db: DbOrTx,
  userId: string,
  purpose: ChallengePurpose,
  ttlMs: number,
  withLink = false,
): Promise<IssuedChallenge> {
  await supersedeChallenges(db, userId, purpose);
  const code = newOtpCode();
  const linkToken = withLink ? newToken() : null;
  const expiresAt = new Date(Date.now() + ttlMs);
  const [row] = await db
    .insert(otpChallenges)
    .values({ userId, purpose, codeHash: sha256(code), linkTokenHash: linkToken ? sha256(linkToken) : null, expiresAt })
    .returning({ id: otpChallenges.id });
  return { id: row!.id, code, linkToken, expiresAt };
}

/** 429 once the account has spent its budget of wrong codes (per 10 minutes), with the wait in seconds. */
async function assertUnderWrongCodeCap(db: DbOrTx, userId: string): Promise<void> {
  const since = new Date(Date.now() - ACCOUNT_LOCKOUT_MS);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${authFailures.createdAt})` })
    .from(authFailures)
    .where(and(eq(authFailures.userId, userId), eq(authFailures.kind, 'otp'), gt(authFailures.createdAt, since)));
  if ((row?.n ?? 0) < WRONG_CODES_MAX) return;
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
  throw tooManyAttempts(Math.ceil((oldest + ACCOUNT_LOCKOUT_MS - Date.now()) / 1000));
}

/** Counts a wrong code against the challenge and the account; answers whether the code is now dead. */
async function recordWrongCode(db: DbOrTx, challenge: Challenge): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(eq(otpChallenges.id, challenge.id), lt(otpChallenges.attempts, MAX_CODE_ATTEMPTS)))
      .returning({ attempts: otpChallenges.attempts });
    await tx.insert(authFailures).values({ userId: challenge.userId, kind: 'otp' });
    return !row || row.attempts >= MAX_CODE_ATTEMPTS;
  });
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface CodeCheck {
  userId: string;
  purpose: ChallengePurpose;
  code: string;
  /** When the client names its challenge, only that one is checked. */
  challengeId?: string | undefined;
}

/**
 * Checks a mailed code against the user's newest challenge of the purpose (or the named one).
 * Returns the challenge when the code is right; the caller consumes it in its own transaction.
 * Wrong tries count against the code (5 kill it) and the account (capped per 10 minutes); a user
 * without an open challenge gets the same 422 without a count, so nobody can lock an account
 * that is not trying to sign in.
 */
export async function checkCode(db: DbOrTx, input: CodeCheck): Promise<Challenge> {
  await assertUnderWrongCodeCap(db, input.userId);
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, input.userId),
        eq(otpChallenges.purpose, input.purpose),
        input.challengeId ? eq(otpChallenges.id, input.challengeId) : undefined,
      ),
    )
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  if (!challenge || challenge.consumedAt || challenge.supersededAt) throw invalidCode();
  if (challenge.attempts >= MAX_CODE_ATTEMPTS) throw codeExhausted();
  if (challenge.expiresAt.getTime() <= Date.now()) throw codeExpired();
  if (!sameHash(sha256(input.code), challenge.codeHash)) {
    const dead = await recordWrongCode(db, challenge);
    throw dead ? codeExhausted() : invalidCode();
  }
  return challenge;
}

/** The open verification challenge of a mailed link token; 422 invalid_token otherwise. */
export async function findChallengeByLinkToken(db: DbOrTx, token: string): Promise<Challenge> {
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.linkTokenHash, sha256(token)),
        eq(otpChallenges.purpose, 'verify_email'),
        live(),
        gt(otpChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!challenge) throw invalidToken();
  return challenge;
}

/**
 * Marks a challenge used, only if it is still open: of two requests racing with the same
 * code, exactly one gets true.
 */
export async function consumeChallenge(db: DbOrTx, challengeId: string): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpChallenges.id, challengeId), live(), gt(otpChallenges.expiresAt, new Date())))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}
