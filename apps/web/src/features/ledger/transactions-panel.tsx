import { LEDGER_TRANSACTION_KINDS, type TLedgerTransaction } from '@safar/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Pagination } from '@/components/pagination';
import { AgencyFilter } from './agency-filter';
import { buildTransactionsQuery, LEDGER_PER_PAGE, ledgerFiltersFromParams } from './ledger-filters';
import { useReverseTransaction, useTransactions } from './ledger-queries';
import { ReasonDialog } from '@/features/money/reason-dialog';
import { TransactionsTable } from './transactions-table';
import { useReasonAction } from '@/features/money/use-reason-action';
import '@/styles/page.css';

/** All transactions with filters, and the Reverse action (PUT /transactions) with a mandatory reason. */
export function TransactionsPanel() {
  const { t } = useTranslation('ledger');
  const { filters, setFilters, resetFilters } = useUrlFilters(ledgerFiltersFromParams);
  const list = useTransactions(buildTransactionsQuery(filters));

  const reverse = useReasonAction(useReverseTransaction(), (row: TLedgerTransaction, reason) => ({ transaction_id: row.id, reason }));
  const { target } = reverse;

  const references = useMemo(() => new Map((list.data?.items ?? []).map((r) => [r.id, r.reference])), [list.data]);

  return (
    <div className="people-stack">
      <FilterBar
        values={filters}
        onChange={setFilters}
        onReset={resetFilters}
        before={<AgencyFilter filters={filters} onChange={setFilters} />}
        select={{
          key: 'kind',
          label: t('ledger:fields.kind'),
          allLabel: t('ledger:filters.all_kinds'),
          options: LEDGER_TRANSACTION_KINDS.map((k) => ({ value: k, label: t(`ledger:kinds.${k}`) })),
        }}
        dates={{ fromLabel: t('ledger:filters.from'), toLabel: t('ledger:filters.to') }}
        search={{ label: t('ledger:filters.search'), placeholder: t('ledger:filters.search_placeholder') }}
      />
      <TransactionsTable
        rows={list.data?.items}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        referenceOf={(id) => references.get(id)}
        onReverse={reverse.open}
      />
      {list.data && (
        <Pagination
          page={filters.page}
          perPage={LEDGER_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => setFilters({ page })}
        />
      )}
      <ReasonDialog
        open={target !== null}
        title={t('ledger:reverse.title', { reference: target?.reference ?? '' })}
        message={<p>{t('ledger:reverse.message')}</p>}
        confirmLabel={t('ledger:reverse.confirm')}
        tone="danger"
        reasonRequired
        reasonLabel={t('ledger:fields.reason')}
        busy={reverse.busy}
        error={reverse.error}
        onConfirm={reverse.confirm}
        onCancel={reverse.cancel}
      />
    </div>
  );
}
