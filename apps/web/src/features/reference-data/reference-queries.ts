import type { TCity, TCountry, TList } from '@safar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** Lists come as {items, pagination}; a bare array is accepted too so a reference call never breaks a form. */
const itemsOf = <T>(data: TList<T> | T[]): T[] => (Array.isArray(data) ? data : data.items);

export const referenceKeys = {
  countries: ['countries'] as const,
  cities: (countryCode: string, search: string) => ['cities', countryCode, search] as const,
  city: (countryCode: string, id: number) => ['cities', countryCode, 'id', id] as const,
};

/** All countries (about 250): loaded once, filtered in the browser. */
export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: async () => itemsOf((await apiGet<TList<TCountry> | TCountry[]>('/countries')).data),
    staleTime: Infinity,
  });
}

export const CITY_PAGE_SIZE = 50;

/** Cities of one country matching a search (server-side: a country can have thousands). */
export function useCities(countryCode: string, search: string) {
  return useQuery({
    queryKey: referenceKeys.cities(countryCode, search),
    enabled: countryCode.length === 2,
    queryFn: async () =>
      itemsOf(
        (
          await apiGet<TList<TCity> | TCity[]>('/cities', {
            country_code: countryCode,
            search: search || undefined,
            per_page: CITY_PAGE_SIZE,
          })
        ).data,
      ),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Case- and accent-insensitive match used by the country picker. */
export function matchesSearch(text: string, search: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  return fold(text).includes(fold(search.trim()));
}
