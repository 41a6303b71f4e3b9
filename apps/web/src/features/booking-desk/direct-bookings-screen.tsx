import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { BookingFilters } from './booking-filters';
import { bookingFiltersFromParams, bookingsQuery } from './booking-filters-state';
import { DESK_PER_PAGE, useDeskBookings } from './booking-desk-queries';
import { BookingsTable } from './bookings-table';
import type { TDeskArea } from './desk-area';
import '@/styles/page.css';
import './booking-desk.css';

/**
 * /admin/direct-bookings (also /admin/customer-bookings): what travellers booked on the
 * storefront themselves, by account or as guests, and paid by card; each opens the desk's
 * details, with its card payments.
 */
export function DirectBookingsScreen({ area }: { area: TDeskArea }) {
  const { t } = useTranslation(['desk', 'bookings']);
  const { filters, setFilters, resetFilters } = useUrlFilters(bookingFiltersFromParams);
  const list = useDeskBookings({ ...bookingsQuery(filters), agency_id: undefined, channel: 'customer' });
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('desk:direct.title')}</h1>
      </div>
      <p className="muted">{t('desk:direct.intro')}</p>
      <BookingFilters filters={filters} withAgency={false} onChange={setFilters} onReset={resetFilters} />
      <BookingsTable
        area={area}
        caption={t('desk:direct.title')}
        rows={list.data?.items}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && (
        <Pagination
          page={filters.page}
          perPage={DESK_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => setFilters({ page })}
        />
      )}
    </div>
  );
}
