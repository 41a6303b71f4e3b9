import {
  ZAgencyTicketingApproval,
  ZBookingDetails,
  ZBookingSettings,
  ZBookingStatusSetting,
  ZUpdateBookingSettings,
  ZUpdateBookingStatus,
  ZUpdateBookingStatusSetting,
  type TCurrency,
} from '@safar/contracts';
import { agencies, bookingSettings, bookingStatusSettings } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerOf, requireUser } from '@/core/access-hooks';
import { recordActivity } from '@/core/activity';
import { notFound } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { idempotent } from '@/core/idempotency';
import { envelope, errors } from '@/core/responses';
import type { TBookingDeps } from './booking-deps';
import { bookingSettingsOf, type TBookingSettings } from './booking-settings';
import { bookingStatusSettingsList } from './services/booking-status-labels';
import { correctBookingStatus } from './services/correct-booking';
import { bookingDetails } from './services/read-bookings';

const tags = ['bookings'];
const present = (s: TBookingSettings) => ({
  currency: s.currency,
  void_fee_minor: s.voidFeeMinor,
  cancel_fee_minor: s.cancelFeeMinor,
  deadline_buffer_minutes: s.deadlineBufferMinutes,
  reminder_minutes: s.reminderMinutes,
});

/** What admin sets about bookings: fees and deadlines, status labels and colours, agencies that need approval, and corrections. */
export function bookingSettingsRoutes(base: FastifyInstance, deps: TBookingDeps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const currency = app.config.agencyCurrency as TCurrency;

  app.get(
    '/booking-settings',
    {
      config: { access: 'admin', ownership: 'platform settings' },
      schema: { tags, summary: 'Booking fees and deadlines', response: { 200: envelope(z.strictObject({ settings: ZBookingSettings })) } },
    },
    async (req) => ok(req, { settings: present(await bookingSettingsOf(app.db, currency)) }),
  );

  app.put(
    '/booking-settings',
    {
      config: { access: 'admin', ownership: 'platform settings' },
      schema: {
        tags,
        summary: 'Set booking fees and deadlines',
        body: ZUpdateBookingSettings,
        response: { 200: envelope(z.strictObject({ settings: ZBookingSettings })) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const saved = await app.db.transaction(async (tx) => {
        const before = await bookingSettingsOf(tx, currency);
        const [row] = await tx
          .update(bookingSettings)
          .set({
            voidFeeMinor: req.body.void_fee_minor,
            cancelFeeMinor: req.body.cancel_fee_minor,
            deadlineBufferMinutes: req.body.deadline_buffer_minutes,
            reminderMinutes: [...new Set(req.body.reminder_minutes)].sort((a, b) => b - a),
            updatedBy: user.id,
            updatedAt: sql`now()`,
          })
          .where(eq(bookingSettings.id, before.id))
          .returning();
        await recordActivity(tx, req, {
          action: 'booking_settings.updated',
          subjectType: 'booking_settings',
          before: present(before),
          after: present(row!),
        });
        return row!;
      });
      return ok(req, { settings: present(saved) }, 'messages.booking_settings_saved');
    },
  );

  app.get(
    '/get-booking-status-settings',
    {
      config: { access: 'signedIn', ownership: 'labels anyone signed in reads' },
      schema: {
        tags,
        summary: "Each booking status's labels and colour",
        response: { 200: envelope(z.strictObject({ statuses: z.array(ZBookingStatusSetting) })) },
      },
    },
    async (req) => ok(req, { statuses: await bookingStatusSettingsList(app.db) }),
  );

  app.put(
    '/booking-status-settings',
    {
      config: { access: 'admin', ownership: 'platform settings' },
      schema: {
        tags,
        summary: "Set a booking status's labels and colour",
        body: ZUpdateBookingStatusSetting,
        response: { 200: envelope(z.strictObject({ statuses: z.array(ZBookingStatusSetting) })) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const { status, label_en: labelEn, label_ar: labelAr, colour } = req.body;
      await app.db.transaction(async (tx) => {
        await tx
          .insert(bookingStatusSettings)
          .values({ status, labelEn, labelAr, colour, updatedBy: user.id })
          .onConflictDoUpdate({
            target: bookingStatusSettings.status,
            set: { labelEn, labelAr, colour, updatedBy: user.id, updatedAt: sql`now()` },
          });
        await recordActivity(tx, req, { action: 'booking_status_setting.updated', subjectType: 'booking_status', after: req.body });
      });
      return ok(req, { statuses: await bookingStatusSettingsList(app.db) }, 'messages.booking_status_setting_saved');
    },
  );

  app.put(
    '/agency-ticketing-approval',
    {
      config: { access: 'admin', ownership: 'any agency' },
      schema: {
        tags,
        summary: "Whether an agency's paid bookings wait for staff approval before they are issued",
        body: ZAgencyTicketingApproval,
        response: { 200: envelope(z.strictObject({ agency_id: z.string(), ticketing_approval: z.boolean() })), ...errors(404) },
      },
    },
    async (req) => {
      const { agency_id: agencyId, ticketing_approval: approval } = req.body;
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ approval: agencies.ticketingApproval })
          .from(agencies)
          .where(eq(agencies.id, agencyId))
          .for('update');
        if (!before) throw notFound();
        await tx.update(agencies).set({ ticketingApproval: approval }).where(eq(agencies.id, agencyId));
        await recordActivity(tx, req, {
          action: 'agency.ticketing_approval',
          subjectType: 'agency',
          subjectId: agencyId,
          before: { ticketing_approval: before.approval },
          after: { ticketing_approval: approval },
        });
      });
      return ok(req, { agency_id: agencyId, ticketing_approval: approval }, 'messages.agency_ticketing_saved');
    },
  );

  app.post(
    '/update-booking',
    {
      ...idempotent,
      config: { access: 'admin', ownership: 'admin corrects any booking' },
      schema: {
        tags,
        summary: "Correct a booking's status, with the reason",
        body: ZUpdateBookingStatus,
        response: { 200: envelope(z.strictObject({ booking: ZBookingDetails })), ...errors(404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const { before } = await correctBookingStatus(deps, user.id, req.body.booking_id, req.body.status, req.body.reason);
      await recordActivity(app.db, req, {
        action: 'booking.status_corrected',
        subjectType: 'booking',
        subjectId: req.body.booking_id,
        before: { status: before },
        after: { status: req.body.status, reason: req.body.reason },
      });
      return ok(
        req,
        { booking: await bookingDetails(app.db, readerOf(req), req.body.booking_id, app.config.agencyTimezone) },
        'messages.booking_updated',
      );
    },
  );
}
