import { ADJUSTMENT_STATUSES, type TLedgerAdjustment } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table';
import { Amount } from '@/features/money/amount';
import { formatDateTime } from '@/lib/i18n';
import { FourEyesList } from './four-eyes-list';
import { ADJUSTMENTS_PER_PAGE, useAdjustments, useAgencyNames, useDecideAdjustment } from './ledger-queries';

/** Manual adjustments by status; a pending one is approved or rejected by a second staff member. */
export function AdjustmentsList() {
  const { t } = useTranslation('ledger');
  const names = useAgencyNames();
  const columns: DataTableColumn<TLedgerAdjustment>[] = [
    { key: 'reference', header: t('ledger:fields.reference'), cell: (a) => <bdi>{a.reference}</bdi> },
    { key: 'date', header: t('ledger:fields.date'), cell: (a) => formatDateTime(a.created_at) },
    {
      key: 'agency',
      header: t('ledger:fields.agency'),
      cell: (a) => names.data?.get(a.agency_id) ?? t('ledger:adjustments.unknown_agency'),
    },
    { key: 'direction', header: t('ledger:fields.direction'), cell: (a) => t(`ledger:directions.${a.direction}`) },
    {
      key: 'amount',
      header: t('ledger:fields.amount'),
      align: 'end',
      cell: (a) => <Amount minor={a.amount_minor} currency={a.currency} />,
    },
    {
      key: 'reason',
      header: t('ledger:fields.reason'),
      cell: (a) => (
        <>
          {a.reason}
          {a.decision_reason && <span className="cell-sub">{t('ledger:adjustments.decision_note', { note: a.decision_reason })}</span>}
        </>
      ),
    },
  ];
  return (
    <FourEyesList
      section="adjustments"
      statuses={ADJUSTMENT_STATUSES}
      columns={columns}
      useList={useAdjustments}
      perPage={ADJUSTMENTS_PER_PAGE}
      decision={useDecideAdjustment()}
      makerOf={(a) => a.maker_id}
      describe={(a, action) => (
        <p>
          {t(action === 'approve' ? 'ledger:adjustments.approve_message' : 'ledger:adjustments.reject_message', {
            direction: t(`ledger:directions.${a.direction}`),
          })}{' '}
          <Amount minor={a.amount_minor} currency={a.currency} />
        </p>
      )}
    />
  );
}
