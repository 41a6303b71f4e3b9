import { useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api';
import { useFlightSearch } from './flights-queries';
import { FlightResults } from './results/flight-results';
import { FlightSearchForm } from './search/flight-search-form';
import { savePreviousSearch, SEARCH_PARAMS, searchFromParams, searchQueryString, valuesFromParams } from './search/search-params';
import './flight-page.css';

export interface FlightSearchSectionProps {
  /** This screen's address: the form searches here, with the search in the query string. */
  resultsPath: string;
  /** Where a result's details open. */
  detailsPath: string;
  /** What the screen shows while no search is in its address. */
  children?: ReactNode;
  /** Show the search box's title (where the page's heading does not already say "Search flights"). */
  showTitle?: boolean;
}

/**
 * The search box and, once the address names a search, its results. The answer is cached by
 * the search's query string, so filters and sort (also in the address) never search again.
 */
export function FlightSearchSection({ resultsPath, detailsPath, children, showTitle }: FlightSearchSectionProps) {
  const [params] = useSearchParams();
  const searchString = SEARCH_PARAMS.map((key) => `${key}=${params.get(key) ?? ''}`).join('&');
  const { query, current } = useMemo(() => {
    const p = new URLSearchParams(searchString);
    const named = SEARCH_PARAMS.some((key) => p.get(key));
    return { query: searchFromParams(p), current: named ? valuesFromParams(p) : null };
  }, [searchString]);
  const search = useFlightSearch(query);

  // After an answer, the API's own record of the search is what the form offers next time.
  const answered = search.data;
  useEffect(() => {
    if (answered && Object.keys(answered.previous_search).length) savePreviousSearch(answered.previous_search);
  }, [answered]);

  // The API refuses a search field by field (422): the form shows each message on its field.
  const refused = search.error instanceof ApiError && search.error.status === 422 ? search.error.fieldErrors() : undefined;
  const formKey = `${query ? searchQueryString(query) : searchString}|${search.errorUpdatedAt}`;

  return (
    <>
      <div className="card flight-search-card">
        <FlightSearchForm key={formKey} resultsPath={resultsPath} current={current} initialErrors={refused} showTitle={showTitle} />
      </div>
      {query ? <FlightResults search={search} detailsPath={detailsPath} /> : children}
    </>
  );
}
