import { uploads } from '@safar/db';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '@/core/activity';
import type { JobDefinition } from '@/core/jobs/job-queue';
import type { FileStorage } from '@/core/storage';
import { isUploadInUse } from './uploads.policy';

/** A file nothing refers to is removed after this long (a deposit form may be filled slowly). */
export const UNUSED_UPLOAD_HOURS = 24;
const BATCH = 200;

/**
 * Removes files that were uploaded but never attached to anything (a form abandoned after its
 * receipt was sent): the row is marked deleted, as a user's delete would, and the bytes go.
 * Each file is checked and marked under its row lock, so a deposit attaching it at that moment
 * either wins (the file stays) or finds it gone. Safe to run twice.
 */
export async function purgeUnusedUploads(app: FastifyInstance, storage: FileStorage, jobId: string): Promise<number> {
  const candidates = await app.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.deletedAt), lt(uploads.createdAt, sql`now() - make_interval(hours => ${UNUSED_UPLOAD_HOURS})`)))
    .orderBy(asc(uploads.createdAt))
    .limit(BATCH);
  let removed = 0;
  for (const { id } of candidates) {
    const fileName = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), isNull(uploads.deletedAt)))
        .for('update');
      if (!row || (await isUploadInUse(tx, row))) return null;
      await tx
        .update(uploads)
        .set({ deletedAt: sql`now()` })
        .where(eq(uploads.id, id));
      await recordActivity(tx, null, {
        action: 'upload.purged_unused',
        subjectType: 'upload',
        subjectId: row.fileName,
        before: { name: row.originalName, mime: row.mime, size: row.size },
        jobId,
      });
      return row.fileName;
    });
    if (fileName) {
      await storage.delete(fileName);
      removed++;
    }
  }
  return removed;
}

export function purgeUnusedUploadsJob(app: FastifyInstance, storage: FileStorage): JobDefinition {
  return {
    name: 'uploads.purge-unused',
    cron: '37 * * * *',
    retryLimit: 3,
    async handler(job) {
      const removed = await purgeUnusedUploads(app, storage, job.id);
      if (removed) app.log.info({ removed }, 'unused uploads removed');
    },
  };
}
