import type { TCustomerBookingRow } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { formatInZone } from '@/features/agent-bookings/time-left';
import { formatPrice } from '@/features/flights/format';
import { customerBookingHref } from './storefront-paths';
import { useCustomerBookings } from './storefront-queries';

const PER_PAGE = 20;

/** The signed-in customer's bookings, newest first, each opening its page. */
export function CustomerBookingsList() {
  const { t } = useTranslation(['storefront', 'bookings']);
  const [page, setPage] = useState(1);
  const list = useCustomerBookings(page);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const columns: DataTableColumn<TCustomerBookingRow>[] = [
    {
      key: 'reference',
      header: t('storefront:list.reference'),
      cell: (b) => (
        <Link to={customerBookingHref(b.id)}>
          <bdi dir="ltr">{b.reference}</bdi>
        </Link>
      ),
    },
    {
      key: 'trip',
      header: t('storefront:list.trip'),
      cell: (b) => (
        <>
          {/* A product the agency sells is named by its title; a flight by its airports. */}
          {b.title ? (
            <bdi>{b.title}</bdi>
          ) : (
            <bdi dir="ltr">
              {b.origin} → {b.destination}
            </bdi>
          )}
          <span className="cell-sub">{formatInZone(b.departs_at, zone)}</span>
        </>
      ),
    },
    { key: 'lead', header: t('storefront:list.traveller'), cell: (b) => <bdi dir="ltr">{b.lead_passenger}</bdi> },
    { key: 'status', header: t('storefront:list.status'), cell: (b) => t(`bookings:status_${b.status}`) },
    { key: 'total', header: t('storefront:list.total'), align: 'end', cell: (b) => <bdi>{formatPrice(b.total_minor, b.currency)}</bdi> },
  ];
  return (
    <>
      <DataTable
        caption={t('storefront:list.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(b) => b.id}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessageKey="storefront:list.empty"
      />
      {list.data && <Pagination page={page} perPage={PER_PAGE} total={list.data.pagination.total} onPageChange={setPage} />}
    </>
  );
}
