import { bookingHref, DESK_AREAS } from '@/features/booking-desk/desk-area';
import { bookingDetailsHref } from '@/features/checkout/checkout-paths';

/**
 * Where the PNR screen lives in each area, and where its bookings open: an agent's in the
 * agent's details, staff's on the desk. Staff see every agency's bookings, so theirs name the
 * agency.
 */
export interface TPnrArea {
  path: string;
  bookingHref: (id: string) => string;
  showAgency: boolean;
}

export const PNR_AREAS = {
  agent: { path: '/agent/pnr-details', bookingHref: bookingDetailsHref, showAgency: false },
  admin: { path: '/admin/pnr-details', bookingHref: (id: string) => bookingHref(DESK_AREAS.admin, id), showAgency: true },
  reservation: {
    path: '/reservation/pnr-details',
    bookingHref: (id: string) => bookingHref(DESK_AREAS.reservation, id),
    showAgency: true,
  },
} as const satisfies Record<string, TPnrArea>;

/** The locator as typed, the way the API reads it (trimmed, in capitals). */
export const normalisePnr = (text: string) => text.trim().toUpperCase();
