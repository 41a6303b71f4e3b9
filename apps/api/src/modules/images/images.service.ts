import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { IMAGE_MAX_BYTES, IMAGE_VARIANT_NAME, type TImage } from '@safar/contracts';
import { images, newId, type Db } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { AppError, conflict, notFound } from '@/core/app-error';
import { isForeignKeyViolation } from '@/core/crud-unique';
import type { FileStorage } from '@/core/storage';
import type { AuthUser } from '@/core/types';
import type { TFilePart } from '@/modules/uploads/multipart-file';
import { sniffType } from '@/modules/uploads/sniff';
import { jpegCopyFileName, toImageView, variantFileName, type TImageRow } from './images.presenter';
import { jpegFromWebp, processImage } from './process-image';

export interface TImageDeps {
  db: Db;
  storage: FileStorage;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const unsupported = () => new AppError('unsupported_media_type', { key: 'messages.image_type' });
export const imageTooLarge = () =>
  new AppError('payload_too_large', { key: 'messages.file_too_large', params: { max: IMAGE_MAX_BYTES / (1024 * 1024) } });

/** Client names are kept for staff only: no path, no control characters, bounded. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(-200) || 'image';

/** What the activity log keeps of an image (its bytes are gone once it is deleted). */
const logged = (row: TImageRow) => ({
  name: row.originalName,
  mime: row.sourceMime,
  size: row.sourceSize,
  sha256: row.sha256,
  width: row.width,
  height: row.height,
  widths: row.widths,
});

/**
 * Stores an uploaded image: its content must be a JPEG, PNG or WebP (whatever its name or the
 * client's type say), within the pixel limit; it is re-encoded into WebP variants, and only
 * those are stored. The file name's extension is not checked: nothing of the upload is served
 * as it came.
 */
export async function saveImage(deps: TImageDeps, req: FastifyRequest, user: AuthUser, file: TFilePart): Promise<TImage> {
  if (file.data.length === 0) throw new AppError('validation_failed', { errors: { file: ['messages.file_missing'] } });
  if (file.data.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  const sniffed = sniffType(file.data);
  if (!sniffed || !IMAGE_TYPES.has(sniffed.mime)) throw unsupported();
  const processed = await processImage(file.data);

  const id = newId();
  const names = processed.variants.map((v) => variantFileName(id, v.width));
  try {
    for (const variant of processed.variants) await deps.storage.put(variantFileName(id, variant.width), variant.data);
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(images)
        .values({
          id,
          originalName: cleanName(file.filename),
          sourceMime: sniffed.mime,
          sourceSize: file.data.length,
          sha256: createHash('sha256').update(file.data).digest('hex'),
          width: processed.width,
          height: processed.height,
          widths: processed.variants.map((v) => v.width),
          storedBytes: processed.variants.reduce((sum, v) => sum + v.data.length, 0),
          uploadedBy: user.id,
        })
        .returning();
      await recordActivity(tx, req, { action: 'image.created', subjectType: 'image', subjectId: id, after: logged(inserted!) });
      return inserted!;
    });
    return toImageView(row);
  } catch (err) {
    // Without a row nothing refers to the variants: remove them rather than leave orphans.
    await Promise.all(names.map((name) => deps.storage.delete(name)));
    throw err;
  }
}

/** Removes an image's variants and their JPEG copies (those made) from the file storage (after its row is gone). */
export const deleteVariants = (storage: FileStorage, row: Pick<TImageRow, 'id' | 'widths'>) =>
  Promise.all(row.widths.flatMap((w) => [storage.delete(variantFileName(row.id, w)), storage.delete(jpegCopyFileName(row.id, w))]));

/**
 * Deletes an image nothing refers to. Whichever table shows it refers to it with a restricting
 * foreign key, so the database itself refuses while the image is in use (409, nothing changed);
 * no list of those tables is kept here.
 */
export async function deleteImage(deps: TImageDeps, req: FastifyRequest, id: string): Promise<void> {
  let row: TImageRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(images).where(eq(images.id, id)).limit(1).for('update');
      if (!current) throw notFound();
      await tx.delete(images).where(eq(images.id, id));
      await recordActivity(tx, req, { action: 'image.deleted', subjectType: 'image', subjectId: id, before: logged(current) });
      return current;
    });
  } catch (err) {
    throw isForeignKeyViolation(err) ? conflict('messages.image_in_use') : err;
  }
  await deleteVariants(deps.storage, row);
}

/** A variant a public address names: its image, width and format, and its name in the file storage. */
export interface TVariant {
  id: string;
  width: number;
  format: 'webp' | 'jpeg';
  name: string;
}

/**
 * The stored variant a public address names, or 404: an image that exists, at one of its
 * widths. Private uploads are never reached: their names do not have this shape, and the image
 * must be in the images table.
 */
export async function findVariant(db: Db, variant: string): Promise<TVariant> {
  const match = IMAGE_VARIANT_NAME.exec(variant);
  if (!match) throw notFound();
  const [, id, width, extension] = match as unknown as [string, string, string, string];
  const [row] = await db.select({ widths: images.widths }).from(images).where(eq(images.id, id)).limit(1);
  if (!row || !row.widths.includes(Number(width))) throw notFound();
  return { id, width: Number(width), format: extension === 'jpg' ? 'jpeg' : 'webp', name: variant };
}

/** JPEG copies being made, by name: two first requests at once make one. */
const copiesInProgress = new Map<string, Promise<void>>();

/**
 * Makes the JPEG copy of a variant unless it is stored: decoded from the WebP variant (a few tenths
 * of a second for 1280 pixels), once, on its first request (a crawler fetching a link
 * preview's picture), then served from the file storage like the variants. An image deleted
 * meanwhile loses the copy too, so none is left behind.
 */
export async function ensureJpegCopy(deps: TImageDeps, variant: TVariant): Promise<void> {
  if (await deps.storage.exists(variant.name)) return;
  let making = copiesInProgress.get(variant.name);
  if (!making) {
    making = (async () => {
      const webp = await deps.storage.get(variantFileName(variant.id, variant.width));
      if (!webp) throw notFound();
      await deps.storage.put(variant.name, await jpegFromWebp(await buffer(webp)));
      const [still] = await deps.db.select({ id: images.id }).from(images).where(eq(images.id, variant.id)).limit(1);
      if (!still) {
        await deps.storage.delete(variant.name);
        throw notFound();
      }
    })().finally(() => copiesInProgress.delete(variant.name));
    copiesInProgress.set(variant.name, making);
  }
  await making;
}
