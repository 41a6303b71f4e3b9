import type { TRole } from '@safar/contracts';
import { users, type DbOrTx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { fieldError, notFound } from '@/core/app-error';
import { revokeUserTokens } from '@/core/authenticate';

export type TUserRow = typeof users.$inferSelect;

/** Reads a user and locks its row until the transaction ends, so concurrent changes serialise. 404 when unknown. */
export async function lockUser(tx: DbOrTx, id: string): Promise<TUserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  if (!row) throw notFound();
  return row;
}

/** What the activity log keeps of a user (the password hash never appears; recordActivity redacts anyway). */
export function userSnapshot(u: TUserRow) {
  return {
    name: u.name,
    email: u.email,
    role: u.role,
    status: u.status,
    is_approved: u.isApproved,
    is_form_filled: u.isFormFilled,
    agency_id: u.agencyId,
    created_by: u.createdBy,
  };
}

const emailTaken = () => fieldError('email', 'validation.email_taken');

/** 422 errors.email when another user already has this (lower-cased) email. */
export async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: string): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (row && row.id !== exceptUserId) throw emailTaken();
}

/** True for a unique-index violation (SQLSTATE 23505), optionally of one named index, at any depth of `cause`. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return !constraint || name === constraint;
  }
  return false;
}

/**
 * Runs a write that may insert or change an email. The pre-check (assertEmailFree) gives the
 * usual answer; this catches the race where two requests pass it at once and the unique index
 * rejects the second.
 */
export async function withEmailUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) throw emailTaken();
    throw err;
  }
}

export interface TAccountChange {
  name: string;
  email: string;
  /** Only staff updates change the role. */
  role?: TRole;
  /** Already hashed; null keeps the password. */
  passwordHash: string | null;
}

/**
 * Writes a change of a user's account (name, email, role, password) on a locked row, inside
 * the caller's transaction: a new email must be free and is no longer verified, a new password
 * signs the user out everywhere, and the activity log keeps before and after.
 */
export async function applyAccountChange(
  tx: DbOrTx,
  req: FastifyRequest,
  target: TUserRow,
  change: TAccountChange,
  log: { action: string; onBehalfOfId?: string },
): Promise<void> {
  const emailChanged = change.email !== target.email;
  if (emailChanged) await assertEmailFree(tx, change.email, target.id);
  const [after] = await tx
    .update(users)
    .set({
      name: change.name,
      email: change.email,
      ...(change.role ? { role: change.role } : {}),
      ...(change.passwordHash ? { passwordHash: change.passwordHash } : {}),
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, target.id))
    .returning();
  if (change.passwordHash) await revokeUserTokens(tx, target.id);
  await recordActivity(tx, req, {
    action: log.action,
    subjectType: 'user',
    subjectId: target.id,
    before: userSnapshot(target),
    after: { ...userSnapshot(after!), ...(change.passwordHash ? { password: 'changed' } : {}) },
    onBehalfOfId: log.onBehalfOfId ?? null,
  });
}
