import type {
  TAncillaries,
  TFlightDetails,
  TFlightQuote,
  TFlightSearchQuery,
  TFlightSearchResult,
  TPatchAncillaries,
  TSendQuote,
} from '@safar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@/lib/api';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { searchQueryString } from './search/search-params';

/** The flight endpoints: search, offer details, providers, quotes and extras. */
export const flightKeys = {
  all: ['flights'] as const,
  /** Keyed by the search's canonical query string: filters and sort never refetch. */
  search: (queryString: string) => ['flights', 'search', queryString] as const,
  providers: ['flights', 'providers'] as const,
  details: (flightId: string, supplier: string, sooper: boolean) => ['flights', 'details', flightId, supplier, sooper] as const,
  quote: (flightId: string) => ['flights', 'quote', flightId] as const,
  ancillaries: (flightId: string) => ['flights', 'ancillaries', flightId] as const,
};

/** How long a search's answer is reused (going back to the results, reopening them). */
const SEARCH_FRESH_MS = 5 * 60_000;

/**
 * GET /flights for a search (null: nothing to search yet). Not retried: a search asks every
 * supplier and takes seconds, and its failures (422, a supplier outage) do not pass by retrying.
 */
export function useFlightSearch(query: TFlightSearchQuery | null) {
  const queryString = query ? searchQueryString(query) : '';
  return useQuery({
    queryKey: flightKeys.search(queryString),
    enabled: query !== null,
    queryFn: async () => (await apiGet<TFlightSearchResult>('/flights', Object.fromEntries(new URLSearchParams(queryString)))).data,
    staleTime: SEARCH_FRESH_MS,
    retry: false,
  });
}

/** The suppliers a search asks, named while it runs. */
export function useFlightProviders(enabled = true) {
  return useQuery({
    queryKey: flightKeys.providers,
    enabled,
    queryFn: async () => (await apiGet<{ providers: { code: string; name: string }[] }>('/flight-providers')).data.providers,
    staleTime: 60 * 60_000,
    retry: false,
  });
}

export interface TFlightRef {
  flight_id: string;
  supplier: string;
  isSooperFlight: boolean;
}

/** GET /flight/{flight_id}/{supplier}/{isSooperFlight}: the offer with its segments, conditions and price lines. */
export function useFlightDetails(ref: TFlightRef | null) {
  return useQuery({
    queryKey: flightKeys.details(ref?.flight_id ?? '', ref?.supplier ?? '', ref?.isSooperFlight ?? false),
    enabled: ref !== null,
    queryFn: async () => {
      const { flight_id, supplier, isSooperFlight } = ref!;
      const path = `/flight/${encodeURIComponent(flight_id)}/${encodeURIComponent(supplier)}/${String(isSooperFlight)}`;
      return (await apiGet<{ flight: TFlightDetails }>(path)).data.flight;
    },
    // The supplier re-checks the price on every call: keep it while the page is open.
    staleTime: SEARCH_FRESH_MS,
  });
}

/** GET /flight-quotation?flight_id=: what the client's quote will say (agents). */
export function useFlightQuote(flightId: string, enabled: boolean) {
  return useQuery({
    queryKey: flightKeys.quote(flightId),
    enabled: enabled && Boolean(flightId),
    queryFn: async () => (await apiGet<{ quote: TFlightQuote }>('/flight-quotation', { flight_id: flightId })).data.quote,
  });
}

/** POST /send-sooper-quote: mails the quote to the client, with an Idempotency-Key so a retry mails once. */
export function useSendQuote() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TSendQuote) => api<null>('POST', '/send-sooper-quote', { body, headers: key.headerFor(body) }),
    onSettled: (_data, error) => key.settle(error),
  });
}

/** GET /ancillaries?flight_id=: bags and seats on offer, and what was chosen so far. */
export function useAncillaries(flightId: string) {
  return useQuery({
    queryKey: flightKeys.ancillaries(flightId),
    enabled: Boolean(flightId),
    queryFn: async () => (await apiGet<{ ancillaries: TAncillaries }>('/ancillaries', { flight_id: flightId })).data.ancillaries,
  });
}

/** POST /patch-ancillaries: saves the choice; the answer becomes the cached extras. */
export function usePatchAncillaries() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPatchAncillaries) => api<{ ancillaries: TAncillaries }>('POST', '/patch-ancillaries', { body }),
    onSuccess: (result, body) => qc.setQueryData(flightKeys.ancillaries(body.flight_id), result.data.ancillaries),
  });
}
