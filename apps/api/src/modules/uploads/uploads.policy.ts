import { uploads, type Tx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { conflict, forbidden } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TUploadRow } from './uploads.presenter';

/**
 * uploadsScope: an agent reaches only its own agency's files; finance staff (admin, accounts)
 * reach all of them. Another agency's file is "not found", so its existence does not leak.
 */
export function uploadsScope(user: AuthUser) {
  if (user.role !== 'agent') return undefined;
  if (!user.agencyId) throw forbidden();
  return eq(uploads.agencyId, user.agencyId);
}

/** Answers whether a record refers to the file (e.g. a deposit's receipt). */
export type TUploadInUseCheck = (tx: Tx, upload: TUploadRow) => Promise<boolean>;
const inUseChecks = new Set<TUploadInUseCheck>();

/**
 * A module whose records refer to files registers its check here; deposits add "receipt of a
 * deposit" when they arrive. Returns a function that removes the check.
 */
export function registerUploadInUseCheck(check: TUploadInUseCheck): () => void {
  inUseChecks.add(check);
  return () => inUseChecks.delete(check);
}

/** Whether any record refers to the file; run it with the upload row locked. */
export async function isUploadInUse(tx: Tx, upload: TUploadRow): Promise<boolean> {
  for (const check of inUseChecks) if (await check(tx, upload)) return true;
  return false;
}

/** A file that a record refers to cannot be deleted (409); runs with the upload row locked. */
export async function assertUploadDeletable(tx: Tx, upload: TUploadRow): Promise<void> {
  if (await isUploadInUse(tx, upload)) throw conflict('messages.file_in_use');
}
