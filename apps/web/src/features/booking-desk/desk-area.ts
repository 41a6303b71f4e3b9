/**
 * The booking desk serves two areas: the admin's (where accounts staff read too) and the
 * reservation staff's. This says where each area's screens live; what a person may do on a
 * booking comes from the booking's own `actions`, which the API works out per role.
 */
export interface TDeskArea {
  id: 'admin' | 'reservation';
  base: '/admin' | '/reservation';
}

export const DESK_AREAS = {
  admin: { id: 'admin', base: '/admin' },
  reservation: { id: 'reservation', base: '/reservation' },
} as const satisfies Record<string, TDeskArea>;

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const bookingsHref = (area: TDeskArea, query: Record<string, string> = {}) =>
  Object.keys(query).length ? withQuery(`${area.base}/bookings`, query) : `${area.base}/bookings`;
export const bookingHref = (area: TDeskArea, id: string) => withQuery(`${area.base}/booking-details`, { id });
export const agentBookingsHref = (area: TDeskArea, userId: string) => withQuery(`${area.base}/agent-detail-bookings`, { user_id: userId });
export const userDetailsHref = (area: TDeskArea, userId: string) => withQuery(`${area.base}/user-details`, { id: userId });
/** The ledger filtered on one transaction (finance staff only: the admin area's). */
export const transactionHref = (reference: string) => withQuery('/admin/admin-ledger', { search: reference });
