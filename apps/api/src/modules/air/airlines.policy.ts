import { airlines, uploads, type Tx } from '@safar/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fieldError } from '@/core/app-error';
import type { TUploadRow } from '@/modules/uploads/uploads.presenter';

/** A logo is shown as an image on every search result: only these types, never a PDF. */
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * A logo must be a live image that staff uploaded (not an agency's receipt). The upload row is
 * share-locked until the airline is saved, so the clean-up of unused files cannot remove it
 * in between: it waits, then sees the airline using it. 422 on `logo` otherwise.
 */
export async function assertLogoUsable(tx: Tx, fileName: string | null | undefined): Promise<void> {
  if (!fileName) return;
  const [upload] = await tx
    .select({ mime: uploads.mime, agencyId: uploads.agencyId })
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), isNull(uploads.deletedAt)))
    .limit(1)
    .for('share');
  if (!upload || upload.agencyId !== null || !LOGO_TYPES.has(upload.mime)) throw fieldError('logo', 'validation.logo_image');
}

/** The upload id of a logo named by its file name (checked by assertLogoUsable in the same transaction). */
export const logoUploadIdOf = (fileName: string) =>
  sql<string>`(select ${uploads.id} from ${uploads} where ${uploads.fileName} = ${fileName} and ${uploads.deletedAt} is null)`;

/** Whether an airline shows this file as its logo: such a file is in use and cannot be deleted or purged. */
export async function airlineLogoInUse(tx: Tx, upload: TUploadRow): Promise<boolean> {
  const [used] = await tx.select({ id: airlines.id }).from(airlines).where(eq(airlines.logoUploadId, upload.id)).limit(1);
  return Boolean(used);
}
