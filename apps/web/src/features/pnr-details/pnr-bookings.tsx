import type { TBookingRow } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { BookingStatusBadge } from '@/features/agent-bookings/booking-status';
import { formatInZone } from '@/features/agent-bookings/time-left';
import { formatNumber } from '@/lib/i18n';
import type { TPnrArea } from './pnr-area';

/** Safar's bookings under the locator that the reader reaches, each opening its details. */
export function PnrBookings({ rows, area }: { rows: readonly TBookingRow[]; area: TPnrArea }) {
  const { t } = useTranslation(['pnr', 'bookings']);
  const columns: DataTableColumn<TBookingRow>[] = [
    {
      key: 'reference',
      header: t('pnr:bookings.reference'),
      cell: (b) => (
        <>
          <Link to={area.bookingHref(b.id)} className="pnr-nowrap">
            {b.reference}
          </Link>
          <span className="cell-sub">{formatInZone(b.created_at, b.deadlines.time_zone)}</span>
        </>
      ),
    },
    ...(area.showAgency ? [{ key: 'agency', header: t('pnr:bookings.agency'), cell: (b: TBookingRow) => b.agency?.name ?? '—' }] : []),
    {
      key: 'route',
      header: t('pnr:bookings.route'),
      cell: (b) => (
        <>
          <bdi dir="ltr" className="pnr-nowrap">
            {b.origin} → {b.destination}
          </bdi>
          <span className="cell-sub">
            <time dateTime={b.departs_at}>{formatInZone(b.departs_at, b.deadlines.time_zone)}</time>
          </span>
        </>
      ),
    },
    {
      key: 'travellers',
      header: t('pnr:bookings.travellers'),
      cell: (b) => (
        <>
          <bdi dir="ltr">{b.lead_passenger}</bdi>
          {b.passengers > 1 && <span className="cell-sub">{t('pnr:bookings.more', { n: formatNumber(b.passengers - 1) })}</span>}
        </>
      ),
    },
    { key: 'status', header: t('pnr:bookings.status'), cell: (b) => <BookingStatusBadge status={b.status} /> },
  ];
  return (
    <Card title={t('pnr:bookings.title')}>
      <DataTable
        caption={t('pnr:bookings.caption')}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        emptyMessageKey="pnr:bookings.none"
      />
    </Card>
  );
}
