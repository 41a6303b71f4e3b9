import type { TBookingSettingsView, TBookingStatusSetting } from '@safar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';
import { usersKeys } from '@/features/users/users-queries';

/** The bodies of the writes, as the API's schemas take them (ZUpdateBookingSettings, ZUpdateBookingStatusSetting). */
export type TSaveBookingSettings = Omit<TBookingSettingsView, 'currency'>;
export type TSaveBookingStatusSetting = TBookingStatusSetting;
export interface TTicketingApproval {
  agency_id: string;
  ticketing_approval: boolean;
}

export const bookingSettingsKeys = {
  settings: ['booking-settings'] as const,
  statuses: ['booking-status-settings'] as const,
};

/** The agency's fees, deadline buffer and reminders (admin). */
export function useBookingSettings() {
  return useQuery({
    queryKey: bookingSettingsKeys.settings,
    queryFn: async () => (await apiGet<{ settings: TBookingSettingsView }>('/booking-settings')).data.settings,
  });
}

/** PUT /booking-settings: the answer is the settings as stored (reminders de-duplicated and sorted), which replace the cached ones. */
export function useSaveBookingSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveBookingSettings) => api<{ settings: TBookingSettingsView }>('PUT', '/booking-settings', { body }),
    onSuccess: (result) => qc.setQueryData(bookingSettingsKeys.settings, result.data.settings),
  });
}

/**
 * Every status's labels and colour (anyone signed in). Badges on many screens read it, and admin
 * rarely changes it, so one fetch serves a while instead of one per screen opened.
 */
export function useBookingStatusSettings() {
  return useQuery({
    queryKey: bookingSettingsKeys.statuses,
    queryFn: async () => (await apiGet<{ statuses: TBookingStatusSetting[] }>('/get-booking-status-settings')).data.statuses,
    staleTime: 5 * 60_000,
  });
}

/** PUT /booking-status-settings: one status at a time; the answer is the whole list, which replaces the cached one. */
export function useSaveBookingStatusSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveBookingStatusSetting) =>
      api<{ statuses: TBookingStatusSetting[] }>('PUT', '/booking-status-settings', { body }),
    onSuccess: (result) => qc.setQueryData(bookingSettingsKeys.statuses, result.data.statuses),
  });
}

/** PUT /agency-ticketing-approval; the users are read again, so the agency's flag shows there once the API presents it. */
export function useSetTicketingApproval() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TTicketingApproval) => api<TTicketingApproval>('PUT', '/agency-ticketing-approval', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
