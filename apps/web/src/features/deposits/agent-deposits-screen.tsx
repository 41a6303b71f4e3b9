import type { TDeposit } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Pagination } from '@/components/pagination';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { notifyError, notifySuccess } from '@/lib/toast';
import { ApprovedTotalsCard } from './approved-totals-card';
import { DepositFilters } from './deposit-filters';
import { depositFiltersFromParams, depositsQuery, paramsWithDepositFilters } from './deposit-filters-state';
import { DepositsTable } from './deposits-table';
import { DEPOSITS_PER_PAGE, useAgencyDeposits, useDeleteDeposit } from './deposits-queries';
import '@/styles/page.css';
import './deposits.css';

/** /agent/deposits: the agency's deposits and their status, what approval credited, and deleting a pending one. */
export function AgentDepositsScreen() {
  const { t } = useTranslation('deposits');
  const { data: me } = useCurrentUser();
  const { filters, setFilters, resetFilters } = useUrlFilters(depositFiltersFromParams, paramsWithDepositFilters);
  const list = useAgencyDeposits(me?.id, depositsQuery(filters));
  const remove = useDeleteDeposit();
  const [deleting, setDeleting] = useState<TDeposit | null>(null);

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        notifySuccess(result);
        setDeleting(null);
      },
      onError: (err) => {
        notifyError(err);
        setDeleting(null);
      },
    });
  };

  if (!me) return <PageState state="loading" />;
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('deposits:agent.title')}</h1>
        <Link to="/agent/agent-deposit" className={buttonClass('primary')}>
          {t('deposits:new')}
        </Link>
      </div>
      <ApprovedTotalsCard agentId={me.id} />
      <DepositFilters filters={filters} withDates={false} onChange={setFilters} onReset={resetFilters} />
      <DepositsTable
        caption={t('deposits:agent.title')}
        variant="agent"
        rows={list.data?.items}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        onDelete={setDeleting}
      />
      {list.data && (
        <Pagination
          page={filters.page}
          perPage={DEPOSITS_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => setFilters({ page })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('deposits:delete.title')}
        message={t('deposits:delete.message', { reference: deleting?.reference ?? '' })}
        confirmLabel={t('deposits:delete.confirm')}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
