import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SearchInput } from '@/components/search-input';
import { SelectField } from '@/components/select-field';
import { DateRangeFields } from './date-range-fields';
import './filter-bar.css';

type TBarKey = 'from' | 'to' | 'search';

/** An enumerated select (status, kind…). */
export interface FilterSelect<K extends string, V extends string> {
  /** The select's name, and its key in `values` and in the patch ('status', 'kind'). */
  key: K;
  /** "Status" by default. */
  label?: string;
  /** Text of the empty option that lists everything; "All statuses" by default. */
  allLabel?: string;
  /** Already translated. */
  options: readonly { value: V; label: string }[];
}

/**
 * Every part is optional; a screen turns on what it filters by. For example, a bookings list:
 *
 *   const { filters, setFilters, resetFilters } = useUrlFilters(bookingFiltersFromParams);
 *   <FilterBar
 *     values={filters}
 *     onChange={setFilters}
 *     onReset={resetFilters}
 *     select={{ key: 'status', options: BOOKING_STATUSES.map((s) => ({ value: s, label: t(`bookings:status_${s}`) })) }}
 *     dates
 *     search={{ label: t('bookings:filter_search'), placeholder: t('bookings:filter_search_placeholder') }}
 *   />
 *
 * where bookingFiltersFromParams returns `{ status: readOneOf(params, 'status', BOOKING_STATUSES), ...readBarFilters(params) }`
 * and the query is `{ ...barQuery(filters), status: filters.status || undefined }`.
 */
export interface FilterBarProps<K extends string = never, V extends string = string> {
  /** The filters applied now, read from the address bar. */
  values: NoInfer<Partial<Record<K | TBarKey, string>>>;
  /** Receives only the fields that changed; `useUrlFilters`'s setter writes them and goes back to page 1. */
  onChange: (patch: NoInfer<Partial<Record<K, V | ''> & Record<TBarKey, string>>>) => void;
  /** Shows a "Clear filters" button. */
  onReset?: () => void;
  /** Accessible name of the bar; "Filters" by default. */
  label?: string;
  select?: FilterSelect<K, V>;
  /** From and to day inputs; `true` for the default labels. */
  dates?: boolean | { fromLabel?: string; toLabel?: string };
  /** The debounced search box; `true` for the default label. */
  search?: boolean | { label?: string; placeholder?: string };
  /** Screen-specific fields before the bar's own (e.g. an agency picker). */
  before?: ReactNode;
  /** Screen-specific fields after the bar's own. */
  children?: ReactNode;
}

/** The filter bar above a list: an optional select, date range, search and screen fields, and a reset. */
export function FilterBar<K extends string = never, V extends string = string>(props: FilterBarProps<K, V>) {
  const { values, onChange, onReset, label, select, dates, search, before, children } = props;
  const { t } = useTranslation();
  const searchBox = useResettableSearch(values.search ?? '');
  const dateLabels = typeof dates === 'object' ? dates : {};
  const searchLabels = typeof search === 'object' ? search : {};
  // The patch types come from the caller's keys; the bar only builds one field at a time.
  const change = (patch: Partial<Record<string, string>>) => onChange(patch as Parameters<typeof onChange>[0]);

  return (
    <section className="filter-bar" aria-label={label ?? t('common:filters.label')}>
      {before}
      {select && (
        <SelectField
          name={select.key}
          label={select.label ?? t('common:filters.status')}
          placeholder={select.allLabel ?? t('common:filters.all_statuses')}
          options={select.options}
          value={values[select.key] ?? ''}
          onChange={(e) => change({ [select.key]: e.target.value })}
        />
      )}
      {dates && <DateRangeFields from={values.from ?? ''} to={values.to ?? ''} {...dateLabels} onChange={change} />}
      {search && (
        <SearchInput key={searchBox.key} value={values.search ?? ''} {...searchLabels} onSearch={(text) => change({ search: text })} />
      )}
      {children}
      {onReset && (
        <Button variant="secondary" className="filter-bar__reset" onClick={() => searchBox.reset(onReset)}>
          {t('common:filters.reset')}
        </Button>
      )}
    </section>
  );
}

/**
 * The search box keeps what is typed, so after a reset it must start again, but only once the
 * address has lost the search: remounting earlier would show the old search again.
 */
function useResettableSearch(applied: string) {
  const [key, setKey] = useState(0);
  const [resetting, setResetting] = useState(false);
  if (resetting && applied === '') {
    setResetting(false);
    setKey((k) => k + 1);
  }
  const reset = (onReset: () => void) => {
    setResetting(true);
    onReset();
  };
  return { key, reset };
}
