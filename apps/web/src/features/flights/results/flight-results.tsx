import { SORT_KEYS, type TFlightSearchResult, type TFlightSortKey, type TSupplierStatus } from '@safar/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useId, useMemo, useOptimistic, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { ApiError } from '@/lib/api';
import { useFlightProviders } from '../flights-queries';
import { formatCount, formatNames } from '../format';
import { buildFlightIndex, filterAndSort, type TFlightFilters, type TVisibleItinerary } from './filter-flights';
import { FlightCard } from './flight-card';
import { FlightFiltersPanel } from './flight-filters-panel';
import './flight-results.css';
import { FILTER_PARAMS, filtersFromParams, paramsWithFilters, sortFromParams } from './result-filters';
import { WindowedList } from './windowed-list';

export interface FlightResultsProps {
  search: UseQueryResult<TFlightSearchResult>;
  detailsPath: string;
}

/** The answer to a search: searching, error, nothing found, or the filtered and sorted list. */
export function FlightResults({ search, detailsPath }: FlightResultsProps) {
  const { t } = useTranslation('flights');
  if (search.isPending) return <Searching />;
  if (search.isError) {
    const err = search.error;
    const clientError = err instanceof ApiError && err.status >= 400 && err.status < 500;
    return (
      <PageState
        state="error"
        message={err instanceof ApiError && err.description ? err.description : undefined}
        onRetry={clientError ? undefined : () => void search.refetch()}
      />
    );
  }
  const result = search.data;
  if (result.flights.length === 0)
    return (
      <section className="flight-results" aria-label={t('flights:results.title')}>
        <SupplierNotice suppliers={result.suppliers} />
        <PageState state="empty" />
      </section>
    );
  return <ResultsView result={result} detailsPath={detailsPath} />;
}

/** "Searching…", naming the suppliers being asked. */
function Searching() {
  const { t } = useTranslation('flights');
  const providers = useFlightProviders();
  const names = providers.data?.map((p) => p.name) ?? [];
  return (
    <div className="page-state flight-searching" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('flights:results.searching')}</span>
      {names.length > 0 && <span className="muted">{t('flights:results.asking', { names: formatNames(names) })}</span>}
    </div>
  );
}

/** Names the suppliers that did not answer in full: their flights may be missing. */
export function SupplierNotice({ suppliers }: { suppliers: readonly TSupplierStatus[] }) {
  const { t } = useTranslation('flights');
  const names = (status: TSupplierStatus['status']) => suppliers.filter((s) => s.status === status).map((s) => s.name);
  const lines = (['timeout', 'error', 'partial'] as const)
    .map((status) => [status, names(status)] as const)
    .filter(([, list]) => list.length > 0)
    .map(([status, list]) => t(`flights:suppliers.${status}`, { names: formatNames(list) }));
  if (!lines.length) return null;
  return (
    <div className="form-notice flight-suppliers" role="note">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{t('flights:suppliers.incomplete')}</p>
    </div>
  );
}

const filterString = (params: URLSearchParams) => FILTER_PARAMS.map((key) => `${key}=${params.get(key) ?? ''}`).join('&');

/** Pixels a card is guessed to take before it is measured. */
const estimateHeight = (v: TVisibleItinerary) => 150 + 120 * v.itinerary.rows[0]!.slices.length + 60 * Math.ceil(v.brands.length / 3) + 170;
const keyOf = (v: TVisibleItinerary) => v.itinerary.key;

function ResultsView({ result, detailsPath }: { result: TFlightSearchResult; detailsPath: string }) {
  const { t } = useTranslation('flights');
  const sortId = useId();
  const [params, setParams] = useSearchParams();
  // Every key a filter or sort reads is computed once per answer.
  const index = useMemo(() => buildFlightIndex(result.flights), [result]);
  // The address is updated in a transition (the router's): the filters and the list show the
  // change at once (optimistically), so a checkbox or the slider never springs back meanwhile.
  const [view, showView] = useOptimistic(filterString(params));
  const { filters, sort } = useMemo(() => {
    const p = new URLSearchParams(view);
    return { filters: filtersFromParams(p), sort: sortFromParams(p) };
  }, [view]);
  const visible = useMemo(() => filterAndSort(index, filters, sort), [index, filters, sort]);

  // The address the next change starts from, kept out of `change` so the panel and the list
  // (memoised) keep the same props while only the address changes.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const change = useCallback(
    (patch: Partial<TFlightFilters> & { sort?: TFlightSortKey }) =>
      startTransition(() => {
        const next = paramsWithFilters(latest.current, patch);
        latest.current = next;
        showView(filterString(next));
        setParams(next, { replace: true });
      }),
    [setParams, showView],
  );
  const renderCard = useCallback(
    (v: TVisibleItinerary) => <FlightCard itinerary={v.itinerary} brands={v.brands} detailsPath={detailsPath} />,
    [detailsPath],
  );

  return (
    <section className="flight-results" aria-labelledby={`${sortId}-title`}>
      <h2 id={`${sortId}-title`} className="visually-hidden">
        {t('flights:results.title')}
      </h2>
      <SupplierNotice suppliers={result.suppliers} />
      <div className="flight-results__layout">
        <FlightFiltersPanel
          filters={filters}
          currency={result.currency}
          priceRange={index.priceRange}
          airlines={result.available_airlines}
          onChange={change}
        />
        <div className="flight-results__main">
          <div className="flight-results__bar">
            <p className="flight-results__count" role="status">
              {t('flights:results.count', { shown: formatCount(visible.length), total: formatCount(index.itineraries.length) })}
            </p>
            <div className="flight-results__sort">
              <label htmlFor={sortId}>{t('flights:sort.label')}</label>
              <select id={sortId} value={sort} onChange={(e) => change({ sort: e.target.value as TFlightSortKey })}>
                {SORT_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {t(`flights:sort.${key}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {visible.length === 0 ? (
            <div className="page-state">
              <p>{t('flights:results.none_match')}</p>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => change({ time: '', maxPrice: null, stops: [], airlines: [], refundableOnly: false })}
              >
                {t('flights:filters.clear')}
              </button>
            </div>
          ) : (
            <WindowedList
              items={visible}
              itemKey={keyOf}
              estimateHeight={estimateHeight}
              renderItem={renderCard}
              className="flight-list"
              label={t('flights:results.list')}
              dataView={`${view}|${visible.length}`}
            />
          )}
        </div>
      </div>
    </section>
  );
}
