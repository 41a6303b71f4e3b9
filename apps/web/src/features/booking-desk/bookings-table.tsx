import type { TBookingRow } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Amount } from '@/features/money/amount';
import { formatNumber } from '@/lib/i18n';
import { BookingStatusBadge, NeedsApprovalBadge } from './booking-badges';
import { formatInZone } from './deadline-time';
import { bookingHref, type TDeskArea } from './desk-area';
import '@/styles/tables.css';

export interface BookingsTableProps {
  area: TDeskArea;
  caption: string;
  rows: readonly TBookingRow[] | undefined;
  /** Hidden on one agency's list, where every row has the same. */
  showAgency?: boolean;
  /** A queue's own columns (a countdown, its action), after the common ones. */
  extra?: readonly DataTableColumn<TBookingRow>[];
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyMessageKey?: string;
}

/** Bookings as a table: reference and PNR, agency, route and departure, travellers, status, what the wallet pays. */
export function BookingsTable({
  area,
  caption,
  rows,
  showAgency = true,
  extra = [],
  loading,
  error,
  onRetry,
  emptyMessageKey,
}: BookingsTableProps) {
  const { t } = useTranslation(['desk', 'bookings']);
  const columns: DataTableColumn<TBookingRow>[] = [
    {
      key: 'reference',
      header: t('desk:fields.reference'),
      cell: (b) => (
        <>
          <Link to={bookingHref(area, b.id)} className="desk-ref">
            {b.reference}
          </Link>
          {b.pnr && (
            <span className="cell-sub">
              {t('desk:fields.pnr')}: <bdi dir="ltr">{b.pnr}</bdi>
            </span>
          )}
        </>
      ),
    },
    ...(showAgency ? [{ key: 'agency', header: t('desk:fields.agency'), cell: (b: TBookingRow) => b.agency?.name ?? '—' }] : []),
    {
      key: 'route',
      header: t('desk:fields.route'),
      cell: (b) => (
        <>
          <span className="desk-route">{b.title ?? t('desk:route', { origin: b.origin, destination: b.destination })}</span>
          <span className="cell-sub">
            <time dateTime={b.departs_at}>{formatInZone(b.departs_at, b.deadlines.time_zone)}</time>
          </span>
        </>
      ),
    },
    {
      key: 'travellers',
      header: t('desk:fields.travellers'),
      cell: (b) => (
        <>
          {b.lead_passenger}
          {b.passengers > 1 && <span className="cell-sub">{t('desk:list.more_travellers', { n: formatNumber(b.passengers - 1) })}</span>}
        </>
      ),
    },
    {
      key: 'status',
      header: t('desk:fields.status'),
      cell: (b) => (
        <span className="desk-badges">
          <BookingStatusBadge status={b.status} />
          {b.needs_approval && <NeedsApprovalBadge />}
        </span>
      ),
    },
    { key: 'due', header: t('desk:fields.due'), align: 'end', cell: (b) => <Amount minor={b.due_minor} currency={b.currency} /> },
    ...extra,
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(b) => b.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyMessageKey={emptyMessageKey}
    />
  );
}
