import { bookingProducts, insuranceQuotes } from '@safar/db';
import { and, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '@/core/activity';
import type { JobDefinition } from '@/core/jobs/job-queue';

/** A lapsed quote stays this long for the buyer who comes back to it ("this quote has expired"), then goes. */
export const LAPSED_QUOTE_DAYS = 7;

/**
 * Deletes the quotes that lapsed a week ago and that no booking was bought from: anyone may ask
 * for quotes, and each keeps its travellers' ages and the plans as priced, which nobody needs
 * once it can no longer be bought. A policy's booking keeps its quote (its trip and ages).
 */
export async function purgeLapsedQuotes(app: FastifyInstance, jobId: string | null): Promise<number> {
  return app.db.transaction(async (tx) => {
    const gone = await tx
      .delete(insuranceQuotes)
      .where(
        and(
          lt(insuranceQuotes.expiresAt, sql`now() - make_interval(days => ${LAPSED_QUOTE_DAYS})`),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(bookingProducts)
              .where(sql`${bookingProducts.quoteId} = ${insuranceQuotes.id}`),
          ),
        ),
      )
      .returning({ id: insuranceQuotes.id });
    if (gone.length)
      await recordActivity(tx, null, {
        action: 'insurance_quotes.purged_lapsed',
        subjectType: 'insurance_quote',
        subjectId: 'lapsed',
        after: { removed: gone.length, lapsed_days: LAPSED_QUOTE_DAYS },
        ...(jobId ? { jobId } : {}),
      });
    return gone.length;
  });
}

export function purgeLapsedQuotesJob(app: FastifyInstance): JobDefinition {
  return {
    name: 'insurance-quotes.purge-lapsed',
    cron: '23 4 * * *',
    retryLimit: 3,
    async handler(job) {
      const removed = await purgeLapsedQuotes(app, job.id);
      if (removed) app.log.info({ removed }, 'lapsed insurance quotes removed');
    },
  };
}
