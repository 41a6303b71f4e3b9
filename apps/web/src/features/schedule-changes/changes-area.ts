/**
 * The inbox of airlines' changes serves three areas: the agent's, the admin's (where accounts
 * staff read too) and the reservation staff's. This says where each area's screens and its
 * booking screen live; what a person may answer comes from the change's own `answers`.
 */
export interface TChangesArea {
  base: '/agent' | '/admin' | '/reservation';
  bookingHref: (bookingId: string) => string;
}

const deskBooking = (base: string) => (id: string) => `${base}/booking-details?${new URLSearchParams({ id }).toString()}`;

export const CHANGES_AREAS = {
  agent: { base: '/agent', bookingHref: (id: string) => `/agent/agent-booking-details?${new URLSearchParams({ id }).toString()}` },
  admin: { base: '/admin', bookingHref: deskBooking('/admin') },
  reservation: { base: '/reservation', bookingHref: deskBooking('/reservation') },
} as const satisfies Record<string, TChangesArea>;

export const changesHref = (area: TChangesArea) => `${area.base}/schedule-changes`;
export const changeHref = (area: TChangesArea, id: string) => `${area.base}/schedule-changes/${id}`;
