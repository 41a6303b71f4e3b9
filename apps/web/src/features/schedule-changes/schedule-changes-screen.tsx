import { SCHEDULE_CHANGE_STATUSES, type TScheduleChangeRow, type TScheduleChangeStatus } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SelectField } from '@/components/select-field';
import { formatDateTime, formatNumber } from '@/lib/i18n';
import { changeHref, type TChangesArea } from './changes-area';
import { ChangeStatusBadge } from './change-status';
import { CHANGES_PER_PAGE, useScheduleChanges } from './schedule-changes-queries';
import '@/styles/page.css';
import '@/styles/tables.css';
import './schedule-changes.css';

/**
 * {area}/schedule-changes: the airlines' changes to booked flights the user reaches (an agent's
 * agency's, every agency's for staff), newest first; those waiting for an answer at first.
 */
export function ScheduleChangesScreen({ area }: { area: TChangesArea }) {
  const { t } = useTranslation(['schedule_changes', 'bookings']);
  const [status, setStatus] = useState<TScheduleChangeStatus | ''>('open');
  const [page, setPage] = useState(1);
  const list = useScheduleChanges({ page, ...(status ? { status } : {}) });

  const columns: DataTableColumn<TScheduleChangeRow>[] = [
    {
      key: 'booking',
      header: t('schedule_changes:columns.booking'),
      cell: (r) => (
        <Link to={changeHref(area, r.id)}>
          <bdi dir="ltr" className="booking-ref">
            {r.booking.reference}
          </bdi>
        </Link>
      ),
    },
    { key: 'pnr', header: t('schedule_changes:columns.pnr'), cell: (r) => <bdi dir="ltr">{r.booking.pnr ?? ''}</bdi> },
    ...(area.base === '/agent'
      ? []
      : [{ key: 'agency', header: t('schedule_changes:columns.agency'), cell: (r: TScheduleChangeRow) => r.agency?.name ?? '' }]),
    {
      key: 'what',
      header: t('schedule_changes:columns.what'),
      cell: (r) => (
        <>
          {r.kind === 'cancellation'
            ? t('schedule_changes:kind.cancellation')
            : t('schedule_changes:changed_flights', { count: formatNumber(r.changed_flights) })}
          {r.lost_connection && <span className="cell-sub change-warning">{t('schedule_changes:lost_connection')}</span>}
        </>
      ),
    },
    {
      key: 'answer_by',
      header: t('schedule_changes:columns.answer_by'),
      cell: (r) => (r.answer_by && r.status === 'open' ? <time dateTime={r.answer_by}>{formatDateTime(r.answer_by)}</time> : ''),
    },
    { key: 'status', header: t('schedule_changes:columns.status'), cell: (r) => <ChangeStatusBadge status={r.status} /> },
    {
      key: 'received',
      header: t('schedule_changes:columns.received'),
      cell: (r) => <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>,
    },
  ];

  return (
    <div className="people-stack schedule-changes">
      <div className="page-header">
        <div>
          <h1>{t('schedule_changes:title')}</h1>
          <p className="muted">{t('schedule_changes:intro')}</p>
        </div>
      </div>
      <SelectField
        name="status"
        label={t('schedule_changes:filter_status')}
        placeholder={t('schedule_changes:filter_all')}
        options={SCHEDULE_CHANGE_STATUSES.map((s) => ({ value: s, label: t(`schedule_changes:status.${s}`) }))}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as TScheduleChangeStatus | '');
          setPage(1);
        }}
      />
      <DataTable
        caption={t('schedule_changes:caption')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessageKey="schedule_changes:empty"
      />
      {list.data && <Pagination page={page} perPage={CHANGES_PER_PAGE} total={list.data.pagination.total} onPageChange={setPage} />}
    </div>
  );
}
