import { z } from 'zod';

/** One kind of background job: waiting (including those waiting to retry), running, failed for good. */
export const ZJobCounts = z.strictObject({ queued: z.number().int(), active: z.number().int(), failed: z.number().int() });
export type TJobCounts = z.infer<typeof ZJobCounts>;

/** GET /system-status (admin): the background work behind the app, for the dashboard. */
export const ZSystemStatus = z.strictObject({
  jobs: z.strictObject({
    running: z.boolean(),
    totals: ZJobCounts,
    by_name: z.record(z.string(), ZJobCounts),
  }),
  mails: z.strictObject({
    /** Queued and not sent yet (including those waiting to retry). */
    waiting: z.number().int(),
    /** Given up on after the last retry. */
    failed: z.number().int(),
    /** The oldest waiting mail, when one waits. */
    oldest_waiting_at: z.string().nullable(),
  }),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;
