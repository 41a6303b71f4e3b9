import { orderedRange, readDay } from '@/lib/url-filters';

export { PERIOD_PRESETS, presetPeriod, type TPeriodPreset } from '@/lib/url-filters';

/** The report's days as kept in the address bar (agency time zone); both empty = the year so far (the API's default). */
export interface TAgentProfitLossFilters {
  from: string;
  to: string;
}

/** Reads the days from the query string, dropping what is not a day. */
export function agentProfitLossFiltersFromParams(params: URLSearchParams): TAgentProfitLossFilters {
  return { from: readDay(params, 'from'), to: readDay(params, 'to') };
}

/** The GET /agent-profit-loss-report query; a reversed range is swapped rather than refused. */
export const buildAgentProfitLossQuery = (filters: TAgentProfitLossFilters) => orderedRange(filters.from, filters.to);
