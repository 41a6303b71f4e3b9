import type { TAirline, TAirport, TList } from '@safar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** How many matches a picker shows: enough to find the airport, few enough to read on a phone. */
export const AIR_PICKER_SIZE = 8;

export const airSearchKeys = {
  airports: (search: string) => ['airports', 'search', search] as const,
  airportByCode: (code: string) => ['airports', 'code', code] as const,
  airlines: (search: string) => ['airlines', 'search', search] as const,
  airlineByCode: (code: string) => ['airlines', 'code', code] as const,
};

/** GET /airports?search=: the autocomplete (best match first), active airports only; nothing until something is typed. */
export function useAirportSearch(search: string) {
  return useQuery({
    queryKey: airSearchKeys.airports(search),
    enabled: search.length > 0,
    queryFn: async () => (await apiGet<TList<TAirport>>('/airports', { search, per_page: AIR_PICKER_SIZE, active: '1' })).data.items,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** One airport by its IATA code (a value known before any search, e.g. from the address bar). */
export function useAirportByCode(code: string) {
  return useQuery({
    queryKey: airSearchKeys.airportByCode(code),
    enabled: /^[A-Z]{3}$/.test(code),
    queryFn: async () =>
      (await apiGet<TList<TAirport>>('/airports', { search: code, per_page: 1, active: '1' })).data.items.find(
        (a) => a.iata_code === code,
      ) ?? null,
    staleTime: Infinity,
  });
}

/** GET /airlines?search=: the exact code first, then names. */
export function useAirlineSearch(search: string) {
  return useQuery({
    queryKey: airSearchKeys.airlines(search),
    enabled: search.length > 0,
    queryFn: async () => (await apiGet<TList<TAirline>>('/airlines', { search, per_page: AIR_PICKER_SIZE, active: '1' })).data.items,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAirlineByCode(code: string) {
  return useQuery({
    queryKey: airSearchKeys.airlineByCode(code),
    enabled: /^[A-Z0-9]{2}$/.test(code),
    queryFn: async () =>
      (await apiGet<TList<TAirline>>('/airlines', { search: code, per_page: 1, active: '1' })).data.items.find(
        (a) => a.iata_code === code,
      ) ?? null,
    staleTime: Infinity,
  });
}
