import type { TDeposit } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Amount } from '@/features/money/amount';
import { DepositStatusBadge, DuplicateBadge } from './deposit-badges';
import { formatDay } from './deposit-form-values';
import '@/styles/tables.css';

export interface DepositsTableProps {
  caption: string;
  rows: readonly TDeposit[] | undefined;
  /** `staff`: references link to the details screen and the duplicate flag shows. */
  variant: 'agent' | 'staff';
  /** Show the agency column (the all-agencies queue). */
  showAgency?: boolean;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Offered on pending deposits (the agent's own list). */
  onDelete?: (deposit: TDeposit) => void;
}

/** Deposits as a table: reference, date, bank, amount, status (with the reviewer's reason). */
export function DepositsTable({ caption, rows, variant, showAgency, loading, error, onRetry, onDelete }: DepositsTableProps) {
  const { t } = useTranslation('deposits');
  const staff = variant === 'staff';
  const columns: DataTableColumn<TDeposit>[] = [
    {
      key: 'reference',
      header: t('deposits:fields.reference'),
      cell: (d) => (
        <>
          {staff ? (
            <Link to={`/admin/deposit-details?id=${d.id}`} className="deposit-ref">
              {d.reference}
            </Link>
          ) : (
            <span className="deposit-ref">{d.reference}</span>
          )}
          <span className="cell-sub">
            {t('deposits:fields.bank_reference')}: <bdi dir="ltr">{d.bank_reference}</bdi>
          </span>
          {staff && d.duplicate_reference && <DuplicateBadge />}
        </>
      ),
    },
    ...(showAgency ? [{ key: 'agency', header: t('deposits:fields.agency'), cell: (d: TDeposit) => d.agency.name }] : []),
    { key: 'date', header: t('deposits:fields.deposit_date'), cell: (d) => formatDay(d.deposit_date) },
    { key: 'bank', header: t('deposits:fields.bank'), cell: (d) => d.bank.bank_name },
    {
      key: 'amount',
      header: t('deposits:fields.amount'),
      align: 'end',
      cell: (d) => (
        <>
          <Amount minor={d.amount_minor} currency={d.currency} />
          {d.approved_amount_minor !== null && d.approved_amount_minor !== d.amount_minor && (
            <span className="cell-sub">
              {t('deposits:fields.approved_amount')}: <Amount minor={d.approved_amount_minor} currency={d.currency} />
            </span>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('deposits:fields.status'),
      cell: (d) => (
        <>
          <DepositStatusBadge status={d.status} />
          {d.decision_reason && <span className="cell-sub deposit-reason">{d.decision_reason}</span>}
        </>
      ),
    },
    ...(onDelete
      ? [
          {
            key: 'actions',
            header: t('common:table.actions'),
            align: 'end' as const,
            cell: (d: TDeposit) =>
              d.status === 'pending' ? (
                <Button variant="danger" aria-label={t('deposits:delete.named', { reference: d.reference })} onClick={() => onDelete(d)}>
                  {t('deposits:delete.action')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <DataTable caption={caption} columns={columns} rows={rows} rowKey={(d) => d.id} loading={loading} error={error} onRetry={onRetry} />
  );
}
