import { BOOKING_STATUSES, translate, type TBookingStatus, type TBookingStatusSetting } from '@safar/contracts';
import { bookingStatusSettings, type DbOrTx } from '@safar/db';

/** Colours a status has until admin sets its own: calm for done, amber for waiting, red for trouble. */
const DEFAULT_COLOURS: Record<TBookingStatus, string> = {
  pending: '#6B7280',
  outcome_unknown: '#B45309',
  held: '#1D4ED8',
  awaiting_approval: '#7C3AED',
  ticketing: '#0E7490',
  ticketed: '#15803D',
  void_requested: '#B45309',
  voided: '#4B5563',
  cancelled: '#4B5563',
  expired: '#6B7280',
  failed: '#B91C1C',
  awaiting_payment: '#1D4ED8',
  confirmed: '#15803D',
};

/** Every status with its labels and colour: admin's where set, else the translations' and the defaults. */
export async function bookingStatusSettingsList(db: DbOrTx): Promise<TBookingStatusSetting[]> {
  const rows = await db.select().from(bookingStatusSettings);
  const saved = new Map(rows.map((r) => [r.status, r]));
  return BOOKING_STATUSES.map((status) => {
    const row = saved.get(status);
    return {
      status,
      label_en: row?.labelEn ?? translate('en', `bookings.status_${status}`),
      label_ar: row?.labelAr ?? translate('ar', `bookings.status_${status}`),
      colour: row?.colour ?? DEFAULT_COLOURS[status],
    };
  });
}
