import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Pagination } from '@/components/pagination';
import { DepositFilters } from './deposit-filters';
import { depositFiltersFromParams, depositsQuery, paramsWithDepositFilters } from './deposit-filters-state';
import { DepositsTable } from './deposits-table';
import { DEPOSITS_PER_PAGE, useAllDeposits, useDepositCount } from './deposits-queries';
import '@/styles/page.css';
import './deposits.css';

/**
 * /admin/topup-request (finance): the queue of deposits to review, pending first by default,
 * with status, date and search filters and the "reference seen before" flag.
 */
export function TopupRequestsScreen() {
  const { t } = useTranslation('deposits');
  const { filters, setFilters, resetFilters } = useUrlFilters(queueFilters, paramsWithDepositFilters);
  const list = useAllDeposits(depositsQuery(filters));
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('deposits:queue.title')}</h1>
      </div>
      <p className="muted">{t('deposits:queue.intro')}</p>
      {filters.status !== 'awaiting_confirmation' && (
        <AwaitingConfirmation onShow={() => setFilters({ status: 'awaiting_confirmation' })} />
      )}
      <DepositFilters filters={filters} withDates onChange={setFilters} onReset={resetFilters} />
      <DepositsTable
        caption={t('deposits:queue.title')}
        variant="staff"
        showAgency
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

/** The queue opens on what waits for a decision. */
const queueFilters = (params: URLSearchParams) => depositFiltersFromParams(params, 'pending');

/** Changed amounts wait for a second staff member; the queue says how many, beside the pending ones. */
function AwaitingConfirmation({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation('deposits');
  const count = useDepositCount('awaiting_confirmation').data ?? 0;
  if (count === 0) return null;
  return (
    <p className="form-notice" role="status">
      {t('deposits:queue.awaiting', { count })}{' '}
      <button type="button" className="link-button" onClick={onShow}>
        {t('deposits:queue.awaiting_show')}
      </button>
    </p>
  );
}
