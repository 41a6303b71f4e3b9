import { utcToLocal, type TCurrency } from '@safar/contracts';
import type { DbOrTx } from '@safar/db';
import type { FastifyInstance } from 'fastify';
import { noticeAmount, notifyAgency } from '@/modules/notifications/notify';
import type { TBookingRow } from '../booking-transition';

/** The agent's screen for a booking. */
const link = (b: TBookingRow) => `/agent/agent-booking-details?id=${b.id}`;

/** A deadline as a notice shows it: local time in the agency's zone, with the zone named. */
const deadlineText = (at: Date, timeZone: string) => `${utcToLocal(at, timeZone).replace('T', ' ')} (${timeZone})`;

/** Tells the agency's agents (bell and mail) that a hold's deadline is near. */
export async function noticeDeadlineNear(tx: DbOrTx, app: FastifyInstance, b: TBookingRow): Promise<void> {
  await notifyAgency(tx, { server: app }, b.agencyId!, {
    type: 'booking_deadline_near',
    params: {
      reference: b.reference,
      pnr: b.pnr ?? '',
      deadline: deadlineText(b.agencyDeadlineAt!, app.config.agencyTimezone),
      amount: noticeAmount(b.dueMinor, b.currency as TCurrency),
    },
    link: link(b),
  });
}

/** Tells the agency's agents that an unpaid hold was cancelled at its deadline. */
export async function noticeExpired(tx: DbOrTx, app: FastifyInstance, b: TBookingRow): Promise<void> {
  await notifyAgency(tx, { server: app }, b.agencyId!, {
    type: 'booking_expired',
    params: { reference: b.reference, pnr: b.pnr ?? '' },
    link: link(b),
  });
}
