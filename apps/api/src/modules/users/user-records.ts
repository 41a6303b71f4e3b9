import { users, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { fieldError, notFound } from '@/core/app-error';

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
