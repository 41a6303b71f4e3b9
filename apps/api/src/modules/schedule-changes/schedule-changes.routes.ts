import {
  ZAnswerScheduleChange,
  ZScheduleChangeDetails,
  ZScheduleChangeListQuery,
  ZScheduleChangeRow,
  ZSimulateScheduleChange,
  zIdQuery,
} from '@safar/contracts';
import { bookings, scheduleChanges } from '@safar/db';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { recordActivity } from '@/core/activity';
import { AppError, notFound } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { idempotent } from '@/core/idempotency';
import { envelope, errors, listEnvelope } from '@/core/responses';
import type { TBookingDeps } from '@/modules/bookings/booking-deps';
import { callSupplier } from '@/modules/bookings/booking-supplier';
import type { TSimulatedSupplier } from '@/modules/flights/suppliers/simulated/simulated-supplier';
import { answerScheduleChange, finishInterruptedAnswers } from './answer-change';
import { changeDetails, listChanges } from './read-changes';
import { pullAirlineChanges } from './record-change';

const tags = ['schedule-changes'];
const oneChange = envelope(z.strictObject({ change: ZScheduleChangeDetails }));

/**
 * Airlines' changes to booked flights: the inbox (agents see their agency's, staff all; finance
 * staff read them), one
 * change with its flights before and after, the agency's one answer, and, for tests and the
 * demo, staff making the simulated airline change a booking.
 */
export const SCHEDULE_CHANGES_SWEEP_JOB = 'schedule-changes.sweep';

export function scheduleChangesRoutes(base: FastifyInstance, deps: TBookingDeps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Answers a stopped process left half-way are finished (see finishInterruptedAnswers).
  app.jobs.define({
    name: SCHEDULE_CHANGES_SWEEP_JOB,
    cron: '*/5 * * * *',
    async handler() {
      await finishInterruptedAnswers(deps);
    },
  });

  app.get(
    '/schedule-changes',
    {
      config: { access: 'bookingsRead', ownership: 'changesScope' },
      schema: {
        tags,
        summary: "Airlines' changes to booked flights, newest first (an agent's: its agency's)",
        querystring: ZScheduleChangeListQuery,
        response: { 200: listEnvelope(ZScheduleChangeRow), ...errors(422) },
      },
    },
    async (req) => ok(req, await listChanges(app.db, requireUser(req), req.query)),
  );

  app.get(
    '/schedule-change',
    {
      config: { access: 'bookingsRead', ownership: 'assertReachesChange' },
      schema: {
        tags,
        summary: 'One change: the flights before and after, what changed, the deadline and the answers allowed',
        querystring: zIdQuery,
        response: { 200: oneChange, ...errors(404) },
      },
    },
    async (req) => ok(req, { change: await changeDetails(app.db, requireUser(req), req.query.id) }),
  );

  app.post(
    '/schedule-changes/answer',
    {
      ...idempotent,
      config: { access: 'bookingsWork', ownership: 'assertReachesChange' },
      schema: {
        tags,
        summary: 'Answer a change once: accept the new flights, or cancel for a full refund to the wallet',
        body: ZAnswerScheduleChange,
        response: { 200: oneChange, ...errors(404, 409, 422) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const done = await answerScheduleChange(deps, req, user, req.body);
      const key = done.status === 'accepted' ? 'messages.schedule_change_accepted' : 'messages.schedule_change_refunded';
      return ok(req, { change: await changeDetails(app.db, user, done.id) }, key);
    },
  );

  app.post(
    '/schedule-changes/simulate',
    {
      config: { access: 'bookingsDesk', ownership: 'staff, any booking on a simulated supplier' },
      schema: {
        tags,
        summary: 'Make the simulated airline change a booked flight (tests, the demo); the change lands in the inbox',
        body: ZSimulateScheduleChange,
        response: { 200: oneChange, ...errors(404, 409, 422) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, req.body.booking_id));
      if (!booking) throw notFound();
      const supplier = await deps.flights.registry.afterSale(booking.supplierCode);
      if (!supplier || !('makeAirlineChange' in supplier) || !booking.supplierOrderKey)
        throw new AppError('conflict', { key: 'messages.schedule_change_not_simulated' });
      const simulated = supplier as TSimulatedSupplier;
      const { kind, segment_index: segmentIndex, minutes } = req.body;
      const orderKey = booking.supplierOrderKey;
      const made = await callSupplier((ctx) =>
        simulated.makeAirlineChange(
          orderKey,
          kind === 'cancel' ? { kind } : kind === 'retime' ? { kind, segmentIndex, minutes } : { kind, segmentIndex },
          ctx,
        ),
      );
      if (made.outcome !== 'answered')
        throw new AppError('conflict', { key: 'messages.schedule_change_supplier_refused', params: { reason: made.error.message } });
      await pullAirlineChanges(deps, booking.id);
      const [row] = await app.db
        .select({ id: scheduleChanges.id })
        .from(scheduleChanges)
        .where(and(eq(scheduleChanges.supplierCode, booking.supplierCode), eq(scheduleChanges.changeKey, made.value.changeKey)))
        .orderBy(desc(scheduleChanges.createdAt));
      await recordActivity(app.db, req, {
        action: 'schedule_change.simulated',
        subjectType: 'booking',
        subjectId: booking.id,
        after: { kind, segment_index: segmentIndex, minutes, change: made.value.changeKey },
      });
      return ok(req, { change: await changeDetails(app.db, user, row!.id) });
    },
  );
}
