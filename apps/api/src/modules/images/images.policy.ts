import { images, type Tx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { fieldError } from '@/core/app-error';

/**
 * A form names an image by id: it must exist. The row is share-locked until the write commits,
 * so the clean-up of unused images cannot delete it in between (it waits, then finds it in use).
 * 422 on `field` otherwise; call it from a catalogue's beforeCreate/beforeUpdate.
 */
export async function assertImageExists(tx: Tx, imageId: string | null | undefined, field = 'image_id'): Promise<void> {
  if (!imageId) return;
  const [row] = await tx.select({ id: images.id }).from(images).where(eq(images.id, imageId)).limit(1).for('share');
  if (!row) throw fieldError(field, 'validation.image_missing');
}

/** The same for a gallery: every id must exist (422 on `field` naming none in particular). */
export async function assertImagesExist(tx: Tx, imageIds: readonly string[], field = 'image_ids'): Promise<void> {
  for (const id of new Set(imageIds)) await assertImageExists(tx, id, field);
}
