import type { TLedgerTransaction } from '@safar/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination';
import { formErrorsFrom } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { LedgerFiltersBar } from './ledger-filters-bar';
import { buildTransactionsQuery, LEDGER_PER_PAGE, ledgerFiltersFromParams, paramsWithLedgerFilters, type TLedgerFilters } from './ledger-filters';
import { useReverseTransaction, useTransactions } from './ledger-queries';
import { ReasonDialog } from './reason-dialog';
import { TransactionsTable } from './transactions-table';
import { useIdempotencyKey } from './use-idempotency-key';

/** All transactions with filters, and the Reverse action (PUT /transactions) with a mandatory reason. */
export function TransactionsPanel() {
  const { t } = useTranslation('ledger');
  const [params, setParams] = useSearchParams();
  const filters = ledgerFiltersFromParams(params);
  const query = buildTransactionsQuery(filters);
  const list = useTransactions(query);
  const setFilters = (patch: Partial<TLedgerFilters>) => setParams((p) => paramsWithLedgerFilters(p, patch));

  const [target, setTarget] = useState<TLedgerTransaction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reverse = useReverseTransaction();
  const key = useIdempotencyKey();

  const references = useMemo(() => new Map((list.data?.items ?? []).map((r) => [r.id, r.reference])), [list.data]);

  const open = (row: TLedgerTransaction) => {
    key.reset(); // a new action on a (possibly other) row
    setError(null);
    setTarget(row);
  };
  const confirm = (reason: string) => {
    if (!target) return;
    const body = { transaction_id: target.id, reason };
    reverse.mutate(
      { ...body, key: key.keyFor(body) },
      {
        onSuccess: (result) => {
          key.reset();
          setTarget(null);
          notifySuccess(result);
        },
        // The dialog stays open with the message; "Reverse" again with the same reason reuses the key.
        onError: (err) => {
          setError(formErrorsFrom(err).message);
          notifyError(err);
        },
      },
    );
  };

  return (
    <div className="people-stack">
      <LedgerFiltersBar filters={filters} onChange={setFilters} />
      <TransactionsTable rows={list.data?.items} loading={list.isFetching} error={list.error} onRetry={() => void list.refetch()} referenceOf={(id) => references.get(id)} onReverse={open} />
      {list.data && <Pagination page={filters.page} perPage={LEDGER_PER_PAGE} total={list.data.pagination.total} onPageChange={(page) => setFilters({ page })} />}
      <ReasonDialog
        open={target !== null}
        title={t('ledger:reverse.title', { reference: target?.reference ?? '' })}
        message={<p>{t('ledger:reverse.message')}</p>}
        confirmLabel={t('ledger:reverse.confirm')}
        tone="danger"
        reasonRequired
        reasonLabel={t('ledger:fields.reason')}
        busy={reverse.isPending}
        error={error}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
