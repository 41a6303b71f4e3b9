import { images } from '@safar/db';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '@/core/activity';
import { isForeignKeyViolation } from '@/core/crud-unique';
import type { JobDefinition } from '@/core/jobs/job-queue';
import type { FileStorage } from '@/core/storage';
import { deleteVariants } from './images.service';

/** An image nothing refers to is removed after this long (a catalogue form may be filled slowly). */
export const UNUSED_IMAGE_HOURS = 24;
const BATCH = 200;
const olderThan = (column: typeof images.createdAt | typeof images.inUseSeenAt) =>
  lt(column, sql`now() - make_interval(hours => ${UNUSED_IMAGE_HOURS})`);

/**
 * Removes images uploaded and never used, or no longer used (a banner deleted, a catalogue's
 * photo replaced). Whether anything refers to an image is the database's answer to deleting it:
 * every table that shows one has a restricting foreign key, so no list of them is kept here. An
 * image found in use is marked, and looked at again a day later rather than in every run.
 */
export async function purgeUnusedImages(app: FastifyInstance, storage: FileStorage, jobId: string): Promise<number> {
  const candidates = await app.db
    .select({ id: images.id })
    .from(images)
    .where(and(olderThan(images.createdAt), or(isNull(images.inUseSeenAt), olderThan(images.inUseSeenAt))))
    .orderBy(asc(sql`coalesce(${images.inUseSeenAt}, ${images.createdAt})`))
    .limit(BATCH);
  let removed = 0;
  for (const { id } of candidates) {
    try {
      const row = await app.db.transaction(async (tx) => {
        const [current] = await tx.select().from(images).where(eq(images.id, id)).limit(1).for('update');
        if (!current) return null;
        await tx.delete(images).where(eq(images.id, id));
        await recordActivity(tx, null, {
          action: 'image.purged_unused',
          subjectType: 'image',
          subjectId: id,
          before: { name: current.originalName, width: current.width, height: current.height, widths: current.widths },
          jobId,
        });
        return current;
      });
      if (row) {
        await deleteVariants(storage, row);
        removed++;
      }
    } catch (err) {
      if (!isForeignKeyViolation(err)) throw err;
      await app.db
        .update(images)
        .set({ inUseSeenAt: sql`now()` })
        .where(eq(images.id, id));
    }
  }
  return removed;
}

export function purgeUnusedImagesJob(app: FastifyInstance, storage: FileStorage): JobDefinition {
  return {
    name: 'images.purge-unused',
    cron: '41 * * * *',
    retryLimit: 3,
    async handler(job) {
      const removed = await purgeUnusedImages(app, storage, job.id);
      if (removed) app.log.info({ removed }, 'unused images removed');
    },
  };
}
