import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageState } from '@/components/page-state';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Pagination } from '@/components/pagination';
import { useUser } from '@/features/users/users-queries';
import { ApiError } from '@/lib/api';
import { ApprovedTotalsCard } from './approved-totals-card';
import { DepositFilters } from './deposit-filters';
import { depositFiltersFromParams, depositsQuery, paramsWithDepositFilters } from './deposit-filters-state';
import { DepositsTable } from './deposits-table';
import { DEPOSITS_PER_PAGE, useAgencyDeposits } from './deposits-queries';
import '@/styles/page.css';
import './deposits.css';

/** /admin/agent-detail-deposits?user_id=… (finance): one agent's deposits and what approval credited. */
export function AgentDetailDepositsScreen() {
  const { t } = useTranslation(['deposits', 'desk']);
  const { params, filters, setFilters, resetFilters } = useUrlFilters(depositFiltersFromParams, paramsWithDepositFilters);
  const userId = params.get('user_id');
  const agent = useUser(userId);
  const list = useAgencyDeposits(agent.data?.role === 'agent' ? userId : null, depositsQuery(filters));

  const back = userId ? (
    <Link to={`/admin/user-details?id=${encodeURIComponent(userId)}`} className="back-link">
      {t('deposits:agent_detail.back')}
    </Link>
  ) : null;
  if (!userId || (agent.error instanceof ApiError && agent.error.status === 404) || (agent.data && agent.data.role !== 'agent'))
    return (
      <>
        {back}
        <h1>{t('deposits:agent_detail.title_plain')}</h1>
        <PageState state="empty" />
      </>
    );
  if (agent.isPending) return <PageState state="loading" />;
  if (agent.isError)
    return (
      <PageState
        state="error"
        message={agent.error instanceof ApiError ? agent.error.description : undefined}
        onRetry={() => void agent.refetch()}
      />
    );

  return (
    <div className="people-stack">
      <div>
        {back}
        <h1>{t('deposits:agent_detail.title', { name: agent.data.agency?.name ?? agent.data.name })}</h1>
        <Link to={`/admin/agent-detail-bookings?user_id=${encodeURIComponent(userId)}`}>{t('desk:agent.link')}</Link>
      </div>
      <ApprovedTotalsCard agentId={userId} />
      <DepositFilters filters={filters} withDates={false} onChange={setFilters} onReset={resetFilters} />
      <DepositsTable
        caption={t('deposits:agent_detail.title', { name: agent.data.agency?.name ?? agent.data.name })}
        variant="staff"
        rows={list.data?.items}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && (
        <Pagination
          page={filters.page}
          perPage={DEPOSITS_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => setFilters({ page })}
        />
      )}
    </div>
  );
}
