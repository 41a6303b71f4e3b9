import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination';
import {
  buildChargeQuery,
  CHARGES_PER_PAGE,
  chargeFiltersFromParams,
  paramsWithChargeFilters,
  type TChargeFilters,
} from './charge-filters';
import { ChargeFiltersBar } from './charge-filters-bar';
import { useCharges } from './charges-queries';
import { ChargesTable } from './charges-table';
import '@/styles/page.css';
import './charges.css';

/** /agent/other-charges (approved agent): the agency's charges and reversals, read-only. */
export function AgentChargesScreen() {
  const { t } = useTranslation(['charges', 'ledger']);
  const [params, setParams] = useSearchParams();
  const filters = { ...chargeFiltersFromParams(params), agency: '', agency_name: '' };
  const list = useCharges(buildChargeQuery(filters));
  const setFilters = (patch: Partial<TChargeFilters>) => setParams((p) => paramsWithChargeFilters(p, patch));
  return (
    <div className="people-stack">
      <div className="page-header">
        <div>
          <h1>{t('charges:title')}</h1>
          <p className="muted">{t('charges:agent_intro')}</p>
        </div>
      </div>
      <ChargeFiltersBar filters={filters} onChange={setFilters} />
      <ChargesTable rows={list.data?.items} loading={list.isFetching} error={list.error} onRetry={() => void list.refetch()} />
      {list.data && (
        <Pagination
          page={filters.page}
          perPage={CHARGES_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => setFilters({ page })}
        />
      )}
    </div>
  );
}
