import { images, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '@/core/storage';
import { variantFileName } from './images.presenter';
import { loadSharp } from './process-image';

/** An image as a PDF embeds it: PNG bytes (PDFKit reads PNG and JPEG, not WebP) and their size in pixels. */
export interface TPdfImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Enough pixels for a logo printed a few centimetres wide at print resolution, few enough to keep a mailed PDF light. */
const PDF_WIDTH = 640;

/**
 * One of an image's variants, re-encoded as PNG (transparency kept) for a PDF: the narrowest at
 * least 640 pixels wide, else its widest. A document is still worth having without its picture:
 * a missing image or file, or one that cannot be read, answers null (and is logged).
 */
export async function imageForPdf(db: DbOrTx, storage: FileStorage, imageId: string, log: FastifyBaseLogger): Promise<TPdfImage | null> {
  try {
    const [row] = await db.select({ widths: images.widths }).from(images).where(eq(images.id, imageId)).limit(1);
    if (!row) return null;
    const widths = [...row.widths].sort((a, b) => a - b);
    const width = widths.find((w) => w >= PDF_WIDTH) ?? widths.at(-1)!;
    const stream = await storage.get(variantFileName(imageId, width));
    if (!stream) {
      log.warn({ imageId, width }, 'image variant missing from the file storage; the document goes without it');
      return null;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const sharp = (await loadSharp()).default;
    const { data, info } = await sharp(Buffer.concat(chunks)).png().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (err) {
    log.warn({ err, imageId }, 'image could not be prepared for a PDF; the document goes without it');
    return null;
  }
}
