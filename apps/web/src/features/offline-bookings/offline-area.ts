/** Where the offline booking screens live in each area (ids go in the query string, as elsewhere). */
export type TOfflineArea = 'admin' | 'agent';

const withId = (path: string, id: string) => `${path}?${new URLSearchParams({ id }).toString()}`;

export const offlineListHref = (area: TOfflineArea) => (area === 'admin' ? '/admin/offline-bookings' : '/agent/agent-offline-bookings');
export const offlineDetailsHref = (area: TOfflineArea, id: string) =>
  withId(area === 'admin' ? '/admin/offline-booking-details' : '/agent/agent-offline-bookings-details', id);
export const offlineEditHref = (id: string) => withId('/admin/edit-offline-booking', id);
