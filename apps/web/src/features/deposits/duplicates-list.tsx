import type { TDepositDuplicate } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Amount } from '@/features/money/amount';
import { DepositStatusBadge } from './deposit-badges';
import { formatDay } from './deposit-form-values';
import '@/styles/tables.css';

/** The other live deposits with the same bank reference (a possible double claim of one payment). */
export function DuplicatesList({ duplicates }: { duplicates: readonly TDepositDuplicate[] }) {
  const { t } = useTranslation('deposits');
  const columns: DataTableColumn<TDepositDuplicate>[] = [
    {
      key: 'reference',
      header: t('deposits:fields.reference'),
      cell: (d) => (
        <>
          <Link to={`/admin/deposit-details?id=${d.id}`}>{d.reference}</Link>
          <span className="cell-sub">
            <bdi dir="ltr">{d.bank_reference}</bdi>
          </span>
        </>
      ),
    },
    { key: 'agency', header: t('deposits:fields.agency'), cell: (d) => d.agency_name },
    { key: 'date', header: t('deposits:fields.deposit_date'), cell: (d) => formatDay(d.deposit_date) },
    {
      key: 'amount',
      header: t('deposits:fields.amount'),
      align: 'end',
      cell: (d) => <Amount minor={d.amount_minor} currency={d.currency} />,
    },
    { key: 'status', header: t('deposits:fields.status'), cell: (d) => <DepositStatusBadge status={d.status} /> },
  ];
  return (
    <DataTable
      caption={t('deposits:duplicate.title')}
      columns={columns}
      rows={duplicates}
      rowKey={(d) => d.id}
      emptyMessageKey="deposits:duplicate.none"
    />
  );
}
