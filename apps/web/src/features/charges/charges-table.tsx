import type { TAgentCharge } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Amount } from '@/features/money/amount';
import { formatDateTime } from '@/lib/i18n';
import '@/styles/tables.css';

export interface ChargesTableProps {
  rows: readonly TAgentCharge[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Staff see the agency, who applied it, the below-zero flag and the Reverse action; an agent its own charges read-only. */
  onReverse?: (charge: TAgentCharge) => void;
}

/** Other charges, newest first: reference, title, amount, status and the ledger references. */
export function ChargesTable({ rows, loading, error, onRetry, onReverse }: ChargesTableProps) {
  const { t } = useTranslation('charges');
  const staff = Boolean(onReverse);
  const columns: (DataTableColumn<TAgentCharge> | false)[] = [
    {
      key: 'reference',
      header: t('charges:fields.reference'),
      cell: (c) => (
        <>
          <bdi>{c.reference}</bdi>
          <span className="cell-sub">{formatDateTime(c.created_at)}</span>
        </>
      ),
    },
    staff && { key: 'agency', header: t('charges:fields.agency'), cell: (c) => c.agency.name },
    {
      key: 'title',
      header: t('charges:fields.title'),
      cell: (c) => (
        <span className="charge-title">
          {c.title}
          {c.description && <span className="cell-sub">{c.description}</span>}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('charges:fields.amount'),
      align: 'end',
      cell: (c) => (
        <>
          <Amount minor={c.amount_minor} currency={c.currency} />
          {staff && c.negative && (
            <span className="cell-sub">
              <Badge tone="danger">{t('charges:negative')}</Badge>
              <span className="visually-hidden">{t('charges:negative_hint')}</span>
            </span>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('charges:fields.status'),
      cell: (c) => (
        <>
          <Badge tone={c.status === 'applied' ? 'info' : 'neutral'}>{t(`charges:statuses.${c.status}`)}</Badge>
          {c.reverse_reason && <span className="cell-sub charge-title">{t('charges:reversed_note', { reason: c.reverse_reason })}</span>}
        </>
      ),
    },
    {
      key: 'transaction',
      header: t('charges:fields.transaction'),
      cell: (c) => (
        <>
          {c.transaction && <bdi>{c.transaction.reference}</bdi>}
          {c.reversal_transaction && (
            <span className="cell-sub">{t('charges:reversal_ref', { reference: c.reversal_transaction.reference })}</span>
          )}
        </>
      ),
    },
    staff && { key: 'created_by', header: t('charges:fields.created_by'), cell: (c) => c.created_by.name },
    staff && {
      key: 'actions',
      header: t('common:table.actions'),
      align: 'end',
      cell: (c) =>
        c.status === 'applied' ? (
          <Button variant="secondary" onClick={() => onReverse!(c)} aria-label={t('charges:reverse.action_of', { reference: c.reference })}>
            {t('charges:reverse.action')}
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={t('charges:list_caption')}
      columns={columns.filter((c): c is DataTableColumn<TAgentCharge> => c !== false)}
      rows={rows}
      rowKey={(c) => c.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
    />
  );
}
