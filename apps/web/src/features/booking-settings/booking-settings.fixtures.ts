import { BOOKING_STATUSES, type TBookingSettingsView, type TBookingStatusSetting } from '@safar/contracts';

/** Test-only: the settings as GET /booking-settings answers them (the demo's defaults, but a cancellation fee). */
export const SETTINGS: TBookingSettingsView = {
  currency: 'PKR',
  void_fee_minor: 0,
  cancel_fee_minor: 250_000,
  deadline_buffer_minutes: 120,
  reminder_minutes: [1440, 180],
};

const EN: Record<string, string> = { expired: 'Expired', ticketed: 'Tickets issued', held: 'On hold' };
const AR: Record<string, string> = { expired: 'منتهي الصلاحية', ticketed: 'صدرت التذاكر', held: 'محجوز مؤقتًا' };

/** Every status as GET /get-booking-status-settings answers; `overrides` by status. */
export function buildStatuses(overrides: Partial<Record<string, Partial<TBookingStatusSetting>>> = {}): TBookingStatusSetting[] {
  return BOOKING_STATUSES.map((status) => ({
    status,
    label_en: EN[status] ?? `EN ${status}`,
    label_ar: AR[status] ?? `AR ${status}`,
    colour: '#6B7280',
    ...overrides[status],
  }));
}
