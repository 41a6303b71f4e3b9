import type { TOfflineBookingRow } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { BookingStatusBadge } from '@/features/booking-desk/booking-badges';
import { formatInZone } from '@/features/booking-desk/deadline-time';
import { Amount } from '@/features/money/amount';
import { offlineDetailsHref, type TOfflineArea } from './offline-area';
import { OFFLINE_PER_PAGE, useOfflineBookings } from './offline-queries';
import '@/styles/page.css';
import '@/styles/tables.css';

/**
 * /admin/offline-bookings and /agent/agent-offline-bookings: the bookings made outside Safar
 * (typed offline, or imported from a supplier), newest first, searchable by reference, PNR or
 * traveller. Staff see every agency's and walk-in sales, and start a new one or an import here.
 */
export function OfflineBookingsScreen({ area }: { area: TOfflineArea }) {
  const { t } = useTranslation(['offline_bookings', 'desk', 'bookings']);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const list = useOfflineBookings({ page, q: q || undefined });
  // Finance staff read the list; recording and importing are admin's screens.
  const canRecord = useCurrentUser().data?.role === 'admin';
  const columns: DataTableColumn<TOfflineBookingRow>[] = [
    {
      key: 'reference',
      header: t('desk:fields.reference'),
      cell: (b) => (
        <>
          <Link to={offlineDetailsHref(area, b.id)}>{b.reference}</Link>
          {b.pnr && (
            <span className="cell-sub">
              {t('desk:fields.pnr')}: <bdi dir="ltr">{b.pnr}</bdi>
            </span>
          )}
        </>
      ),
    },
    {
      key: 'kind',
      header: t('offline_bookings:fields.kind'),
      cell: (b) => (
        <>
          {t(`offline_bookings:channels.${b.channel}`, { defaultValue: b.channel })}
          <span className="cell-sub">{b.supplier_name}</span>
        </>
      ),
    },
    ...(area === 'admin'
      ? [
          {
            key: 'owner',
            header: t('desk:fields.agency'),
            cell: (b: TOfflineBookingRow) => b.agency?.name ?? t('offline_bookings:walk_in'),
          },
        ]
      : []),
    {
      key: 'route',
      header: t('desk:fields.route'),
      cell: (b) => (
        <>
          {t('desk:route', { origin: b.origin, destination: b.destination })}
          <span className="cell-sub">
            <time dateTime={b.departs_at}>{formatInZone(b.departs_at, b.deadlines.time_zone)}</time>
          </span>
        </>
      ),
    },
    { key: 'travellers', header: t('desk:fields.travellers'), cell: (b) => b.lead_passenger },
    { key: 'status', header: t('desk:fields.status'), cell: (b) => <BookingStatusBadge status={b.status} /> },
    {
      key: 'price',
      header: t('offline_bookings:fields.selling'),
      align: 'end',
      cell: (b) => <Amount minor={b.due_minor} currency={b.currency} />,
    },
  ];
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('offline_bookings:list.title')}</h1>
        {area === 'admin' && canRecord && (
          <div className="form-actions">
            <Link to="/admin/new-offline-booking" className={buttonClass('primary')}>
              {t('offline_bookings:list.new')}
            </Link>
            <Link to="/admin/import-pnr" className={buttonClass('secondary')}>
              {t('offline_bookings:list.import')}
            </Link>
          </div>
        )}
      </div>
      <SearchInput
        value={q}
        label={t('offline_bookings:list.search')}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      <DataTable
        caption={t('offline_bookings:list.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(b) => b.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && <Pagination page={page} perPage={OFFLINE_PER_PAGE} total={list.data.pagination.total} onPageChange={setPage} />}
    </div>
  );
}

export const AdminOfflineBookingsScreen = () => <OfflineBookingsScreen area="admin" />;
export const AgentOfflineBookingsScreen = () => <OfflineBookingsScreen area="agent" />;
