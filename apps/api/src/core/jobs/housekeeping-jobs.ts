import { capturedMails, outgoingMails } from '@safar/db';
import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purgeExpiredIdempotencyKeys } from '@/core/idempotency';
import type { JobDefinition } from './job-queue';

/** Sent mails are kept (without their bodies) this long as a record of what went to whom. */
const SENT_MAIL_DAYS = 90;
/** The development inbox keeps a week of mail. */
const CAPTURED_MAIL_DAYS = 7;

/** Periodic clean-ups of the platform's own tables; each is a plain DELETE, safe to repeat. */
export function housekeepingJobs(app: FastifyInstance): JobDefinition[] {
  return [
    {
      name: 'idempotency-keys.purge',
      cron: '7 * * * *',
      retryLimit: 3,
      async handler() {
        const purged = await purgeExpiredIdempotencyKeys(app.db);
        if (purged) app.log.info({ purged }, 'expired idempotency keys purged');
      },
    },
    {
      name: 'mail-records.purge',
      cron: '17 3 * * *',
      retryLimit: 3,
      async handler() {
        await app.db
          .delete(outgoingMails)
          .where(and(isNotNull(outgoingMails.sentAt), lt(outgoingMails.sentAt, sql`now() - make_interval(days => ${SENT_MAIL_DAYS})`)));
        await app.db.delete(capturedMails).where(lt(capturedMails.createdAt, sql`now() - make_interval(days => ${CAPTURED_MAIL_DAYS})`));
      },
    },
  ];
}
