import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Pagination } from '@/components/pagination';
import { DESK_PER_PAGE, useDeskBookings, type TDeskListQuery } from './booking-desk-queries';
import { BookingFilters } from './booking-filters';
import { bookingFiltersFromParams, bookingsQuery, DESK_TABS, readDeskTab } from './booking-filters-state';
import { BookingsTable } from './bookings-table';
import { bookingsHref, type TDeskArea } from './desk-area';
import { TicketingQueue } from './ticketing-queue';
import '@/styles/page.css';
import './booking-desk.css';

/**
 * …/bookings: every booking with status, date, search and agency filters, paged; on
 * ?tab=ticketing the queue of bookings that wait for staff to issue them.
 */
export function BookingsScreen({ area }: { area: TDeskArea }) {
  const { t } = useTranslation(['desk', 'bookings']);
  const { params, filters, setFilters } = useUrlFilters(bookingFiltersFromParams);
  const tab = readDeskTab(params);
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('desk:list.title')}</h1>
      </div>
      <nav className="desk-tabs" aria-label={t('desk:tabs.label')}>
        {DESK_TABS.map((name) => (
          <Link
            key={name}
            to={name === 'all' ? bookingsHref(area) : bookingsHref(area, { tab: name })}
            aria-current={tab === name ? 'page' : undefined}
            className="desk-tab"
          >
            {t(`desk:tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'ticketing' ? (
        <TicketingQueue area={area} page={filters.page} onPageChange={(page) => setFilters({ page })} />
      ) : (
        <AllBookings area={area} />
      )}
    </div>
  );
}

/**
 * The desk's bookings list with its filters, pages and links: every booking, or those a `fixed`
 * query narrows to (the storefront's, on the direct bookings screen, where the agency filter has no place).
 */
export function BookingsList({ area, caption, fixed }: { area: TDeskArea; caption: string; fixed?: TDeskListQuery }) {
  const { filters, setFilters, resetFilters } = useUrlFilters(bookingFiltersFromParams);
  const list = useDeskBookings({ ...bookingsQuery(filters), ...fixed });
  return (
    <>
      <BookingFilters filters={filters} withAgency={!fixed} onChange={setFilters} onReset={resetFilters} />
      <BookingsTable
        area={area}
        caption={caption}
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
    </>
  );
}

function AllBookings({ area }: { area: TDeskArea }) {
  const { t } = useTranslation(['desk', 'bookings']);
  return <BookingsList area={area} caption={t('desk:list.title')} />;
}
