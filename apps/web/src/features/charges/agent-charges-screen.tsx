import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Pagination } from '@/components/pagination';
import { buildChargeQuery, CHARGES_PER_PAGE, chargeFiltersFromParams } from './charge-filters';
import { ChargeFiltersBar } from './charge-filters-bar';
import { useCharges } from './charges-queries';
import { ChargesTable } from './charges-table';
import '@/styles/page.css';
import './charges.css';

/** /agent/other-charges (approved agent): the agency's charges and reversals, read-only. */
export function AgentChargesScreen() {
  const { t } = useTranslation(['charges', 'ledger']);
  const { filters, setFilters, resetFilters } = useUrlFilters(agentChargeFilters);
  const list = useCharges(buildChargeQuery(filters));
  return (
    <div className="people-stack">
      <div className="page-header">
        <div>
          <h1>{t('charges:title')}</h1>
          <p className="muted">{t('charges:agent_intro')}</p>
        </div>
      </div>
      <ChargeFiltersBar filters={filters} onChange={setFilters} onReset={resetFilters} />
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

/** An agent's list is its own agency's already: an agency in the address is ignored. */
const agentChargeFilters = (params: URLSearchParams) => ({ ...chargeFiltersFromParams(params), agency: '', agency_name: '' });
