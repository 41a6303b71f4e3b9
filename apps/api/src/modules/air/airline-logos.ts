import { uploads, airlines, type Db } from '@safar/db';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '@/core/app-error';

/**
 * The upload that is an airline's logo, or 404: this public route serves logos and nothing else
 * (a receipt's id answers 404 whoever asks).
 */
export async function findAirlineLogo(db: Db, uploadId: string) {
  const [row] = await db
    .select({ fileName: uploads.fileName, mime: uploads.mime, size: uploads.size })
    .from(uploads)
    .innerJoin(airlines, eq(airlines.logoUploadId, uploads.id))
    .where(and(eq(uploads.id, uploadId), isNull(uploads.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
