import { supplierEvents } from '@safar/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { readIntegrationKey } from '@/core/secrets/integration-keys';
import { DUFFEL_SIGNATURE_HEADER, verifyDuffelSignature } from '@/modules/flights/suppliers/duffel/duffel-webhook-signature';
import type { TBookingDeps } from '../booking-deps';
import { processSupplierEvent, SUPPLIER_EVENT_JOB } from './supplier-events';

/** How far a signature's time may be from ours: Duffel retries for days, each delivery newly signed. */
const TOLERANCE_SECONDS = 300;

/** What an event must carry to be stored; the rest is kept as it came. */
const ZDuffelEvent = z.looseObject({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/**
 * Suppliers' webhooks. The body is checked against its signature over the bytes as they came
 * (`config.rawBody`), then stored once by the event's id in the same transaction as its
 * processing job is queued, and answered at once: processing never delays the sender, a
 * repeated delivery is answered without being processed again, and a failure of ours leaves the
 * event to be processed by the job's retries rather than refused back to the supplier.
 */
export function supplierWebhooksRoutes(base: FastifyInstance, deps: TBookingDeps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.jobs.define({
    name: SUPPLIER_EVENT_JOB,
    retryLimit: 8,
    retryDelay: 30,
    async handler(job) {
      await processSupplierEvent(deps, (job.data as { id: string }).id);
    },
  });

  app.post(
    '/webhooks/duffel',
    {
      config: { access: 'public', ownership: 'signed by Duffel', rawBody: true },
      schema: {
        tags: ['webhooks'],
        summary: "Duffel's order and payment events (signed: X-Duffel-Signature)",
        body: ZDuffelEvent,
        response: { 200: envelope(z.strictObject({ received: z.literal(true), duplicate: z.boolean() })), ...errors(401) },
      },
    },
    async (req) => {
      const secret = await readIntegrationKey(app.db, app.config, 'duffel_webhook_secret');
      const check =
        secret && req.rawBody !== null
          ? verifyDuffelSignature(
              req.rawBody,
              req.headers[DUFFEL_SIGNATURE_HEADER] as string | undefined,
              secret,
              Date.now(),
              TOLERANCE_SECONDS,
            )
          : null;
      if (!check?.ok) {
        req.log.warn({ reason: check && !check.ok ? check.reason : 'no secret' }, 'supplier webhook refused');
        throw new AppError('unauthenticated', { key: 'messages.webhook_signature' });
      }
      const event = req.body;
      const stored = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(supplierEvents)
          .values({ supplierCode: 'duffel', eventId: event.id, type: event.type, payload: event })
          .onConflictDoNothing()
          .returning({ id: supplierEvents.id });
        if (row) await app.jobs.sendIn(tx, SUPPLIER_EVENT_JOB, { id: row.id });
        return row ?? null;
      });
      if (stored) req.wakeJobs.add(SUPPLIER_EVENT_JOB);
      return ok(req, { received: true as const, duplicate: stored === null });
    },
  );
}
