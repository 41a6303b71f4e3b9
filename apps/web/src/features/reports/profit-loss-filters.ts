import { orderedRange, patchParams, readAgency, readDay, readOneOf, readPage } from '@/lib/url-filters';

export { PERIOD_PRESETS, presetPeriod, type TPeriodPreset } from '@/lib/url-filters';
import {
  isCurrency,
  PROFIT_LOSS_GROUPS,
  PROFIT_LOSS_PRODUCTS,
  type TCurrency,
  type TProfitLossGroup,
  type TProfitLossProduct,
} from '@safar/contracts';

/** Lines per page of the table (the report itself is not paged: grouping keeps it short). */
export const PROFIT_LOSS_PER_PAGE = 50;

/** The report's filters as kept in the address bar (Back and shared links keep them). */
export interface TProfitLossFilters {
  /** Days in the agency time zone; both empty = this month (the API's default). */
  from: string;
  to: string;
  group_by: TProfitLossGroup;
  product: TProfitLossProduct | '';
  /** Agency id, and its name for the picker. */
  agency: string;
  agency_name: string;
  currency: TCurrency | '';
  page: number;
}

/** Reads the filters from the query string, dropping values the API would refuse. */
export function profitLossFiltersFromParams(params: URLSearchParams): TProfitLossFilters {
  const currency = params.get('currency');
  return {
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    group_by: readOneOf(params, 'group_by', PROFIT_LOSS_GROUPS) || 'product',
    product: readOneOf(params, 'product', PROFIT_LOSS_PRODUCTS),
    ...readAgency(params),
    currency: isCurrency(currency) ? currency : '',
    page: readPage(params),
  };
}

/** The GET /profit-loss-report query; a reversed range is swapped rather than refused. */
export function buildProfitLossQuery(filters: TProfitLossFilters) {
  return {
    ...orderedRange(filters.from, filters.to),
    group_by: filters.group_by,
    product: filters.product || undefined,
    agency_id: filters.agency || undefined,
    currency: filters.currency || undefined,
  };
}

/** New query string after changing filters; any filter change goes back to page 1. */
export function paramsWithProfitLossFilters(params: URLSearchParams, patch: Partial<TProfitLossFilters>): URLSearchParams {
  // Grouping by product is the default, so the address leaves it out.
  return patchParams<Record<string, unknown>>(params, patch.group_by === 'product' ? { ...patch, group_by: '' } : patch);
}
