import { VISA_TYPES } from '@safar/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { SelectField } from '@/components/select-field';
import { useCountries } from '@/features/reference-data/reference-queries';
import { visaCatalogueHooks, VISA_CATALOGUE_PER_PAGE } from '@/features/visas/visas-queries';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { patchParams, readOneOf, readPage, readText } from '@/lib/url-filters';
import { VisaCard } from './visa-card';
import { countryName } from './visa-text';

const COUNTRY = /^[A-Z]{2}$/;

export interface VisaCatalogueListProps {
  /** The details page of a visa, e.g. `/visa-details/{slug}`. */
  detailsPath: (slug: string) => string;
}

/**
 * The published visas as cards, with a search (titles and countries), a country and a type in
 * the address bar (Back and shared links keep them), loading, empty and error states, and pages.
 */
export function VisaCatalogueList({ detailsPath }: VisaCatalogueListProps) {
  const { t } = useTranslation('visas');
  const locale = currentLocale();
  const [params, setParams] = useSearchParams();
  const search = readText(params, 'search', 100);
  const country = COUNTRY.test(params.get('country') ?? '') ? params.get('country')! : '';
  const type = readOneOf(params, 'type', VISA_TYPES);
  const page = readPage(params);
  const list = visaCatalogueHooks.useList({
    search: search || undefined,
    country: country || undefined,
    type: type || undefined,
    sort: 'title',
    page,
    per_page: VISA_CATALOGUE_PER_PAGE,
  });
  const countries = useCountries();
  const countryOptions = useMemo(
    () =>
      (countries.data ?? [])
        .map((c) => ({ value: c.code, label: countryName(c.code, c.name, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [countries.data, locale],
  );
  const setQuery = (patch: Record<string, string | number>) => setParams((current) => patchParams(current, patch));

  return (
    <>
      <section className="visa-filters" aria-label={t('public.filters')}>
        <SearchInput value={search} label={t('public.search')} onSearch={(value) => setQuery({ search: value })} />
        <SelectField
          name="country"
          label={t('public.country')}
          placeholder={t('public.country_all')}
          options={country && !countryOptions.length ? [{ value: country, label: country }] : countryOptions}
          value={country}
          onChange={(e) => setQuery({ country: e.target.value })}
        />
        <SelectField
          name="type"
          label={t('public.type')}
          placeholder={t('public.type_all')}
          options={VISA_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
          value={type}
          onChange={(e) => setQuery({ type: e.target.value })}
        />
      </section>
      {list.isPending ? (
        <PageState state="loading" />
      ) : list.isError ? (
        <PageState state="error" message={list.error.message || undefined} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <PageState state="empty" />
      ) : (
        <>
          <p className="muted" role="status">
            {t('public.results', { count: formatNumber(list.data.pagination.total) })}
          </p>
          <ul className="visa-grid">
            {list.data.items.map((visa) => (
              <VisaCard key={visa.id} visa={visa} href={detailsPath(visa.slug)} />
            ))}
          </ul>
          <Pagination
            page={page}
            perPage={VISA_CATALOGUE_PER_PAGE}
            total={list.data.pagination.total}
            onPageChange={(next) => setQuery({ page: next })}
          />
        </>
      )}
    </>
  );
}
