import { users, type DbOrTx } from '@safar/db';
import { and, asc, eq } from 'drizzle-orm';
import { conflict } from '@/core/app-error';

/**
 * Locks the active admins' rows (in id order, so two transactions never lock them crosswise)
 * and returns their ids. Take it before locking the target user in any write that could
 * demote or disable an admin; two admins demoting each other at once then serialise, and the
 * second sees the first's change.
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** 409 when taking `userId` out of the active admins would leave none. */
export function assertAdminRemains(activeAdminIds: readonly string[], userId: string): void {
  if (!activeAdminIds.some((id) => id !== userId)) throw conflict('messages.last_admin');
}
