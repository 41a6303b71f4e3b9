import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHero } from '@/components/images/page-hero';
import { PageState } from '@/components/page-state';
import { Pagination } from '@/components/pagination';
import { readPage } from '@/lib/url-filters';
import { holidayPageHooks } from './holidays-queries';
import { PackageCard } from './package-card';
import { PACKAGE_LIST_SORTS, PackageFilters, priceBound, type TPackageFilterValues, type TPackageListSort } from './package-filters';
import { detailsPath, type TPackageAudience, type TPackageKindSpec } from './package-kinds';
import { umrahPackagePageHooks } from './umrah-packages-queries';
import './package-pages.css';

const PER_PAGE = 12;
const NIGHTS = /^\d{1,2}$/;

/** The filters as the address bar holds them; a value the API would refuse is left out. */
function readFilters(params: URLSearchParams): TPackageFilterValues {
  const text = (key: string, max = 80) => (params.get(key) ?? '').slice(0, max);
  const sort = params.get('sort') ?? '';
  return {
    destination: text('destination'),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(text('month')) ? text('month') : '',
    nights_min: NIGHTS.test(text('nights_min')) ? text('nights_min') : '',
    nights_max: NIGHTS.test(text('nights_max')) ? text('nights_max') : '',
    price_min: priceBound(text('price_min')) === undefined ? '' : text('price_min'),
    price_max: priceBound(text('price_max')) === undefined ? '' : text('price_max'),
    sort: sort in PACKAGE_LIST_SORTS ? (sort as TPackageListSort) : 'departure',
  };
}

/** A range typed the wrong way round is read the right way round; an open end stays open. */
const inOrder = (from: number | undefined, to: number | undefined): [number | undefined, number | undefined] =>
  from !== undefined && to !== undefined && from > to ? [to, from] : [from, to];

export interface PackageListPageProps {
  spec: TPackageKindSpec;
  audience: TPackageAudience;
}

/**
 * The storefront's (or the agent portal's) list of a kind's published packages: cards with the
 * "from" price each reader pays and the next departure, filters and sort in the address bar. The
 * storefront's opens with the kind's header images (PageHero) under its title.
 */
export function PackageListPage({ spec, audience }: PackageListPageProps) {
  const { t } = useTranslation('packages');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = readPage(params);
  const hooks = spec.kind === 'holiday' ? holidayPageHooks : umrahPackagePageHooks;
  const [nightsMin, nightsMax] = inOrder(
    filters.nights_min ? Number(filters.nights_min) : undefined,
    filters.nights_max ? Number(filters.nights_max) : undefined,
  );
  const [priceMin, priceMax] = inOrder(priceBound(filters.price_min), priceBound(filters.price_max));
  const list = hooks.useList({
    page,
    per_page: PER_PAGE,
    ...PACKAGE_LIST_SORTS[filters.sort],
    destination: filters.destination || undefined,
    month: filters.month || undefined,
    nights_min: nightsMin,
    nights_max: nightsMax,
    price_min: priceMin,
    price_max: priceMax,
  });
  const prefix = spec.kind === 'holiday' ? 'holiday' : 'umrah';

  const apply = (values: TPackageFilterValues) =>
    setParams(Object.fromEntries(Object.entries({ ...values, sort: values.sort === 'departure' ? '' : values.sort }).filter(([, v]) => v)));

  return (
    <div className={audience === 'storefront' ? 'container package-page' : 'package-page'}>
      {audience === 'storefront' ? (
        <PageHero kind={spec.kind} title={t(`${prefix}.public_title`)} intro={t(`${prefix}.public_lead`)} />
      ) : (
        <header className="package-page__head">
          <h1>{t(`${prefix}.public_title`)}</h1>
          <p className="package-page__lead">{t(`${prefix}.public_lead`)}</p>
        </header>
      )}
      <PackageFilters key={params.toString()} values={filters} onApply={apply} />
      {list.isPending ? (
        <PageState state="loading" />
      ) : list.error ? (
        <PageState state="error" message={list.error.message || undefined} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <PageState state="empty" />
      ) : (
        <>
          <ul className="package-grid" aria-busy={list.isFetching || undefined}>
            {list.data.items.map((item) => (
              <li key={item.id}>
                <PackageCard item={item} to={detailsPath(spec, audience, item.slug)} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            perPage={PER_PAGE}
            total={list.data.pagination.total}
            onPageChange={(next) =>
              setParams((current) => {
                const updated = new URLSearchParams(current);
                updated.set('page', String(next));
                return updated;
              })
            }
          />
        </>
      )}
    </div>
  );
}
