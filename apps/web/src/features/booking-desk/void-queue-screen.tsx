import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Pagination } from '@/components/pagination';
import { VoidBookingDialog, useVoidAction } from './booking-note-actions';
import { DESK_PER_PAGE, useDeskBookings } from './booking-desk-queries';
import { bookingFiltersFromParams } from './booking-filters-state';
import { BookingsTable } from './bookings-table';
import { DESK_AREAS } from './desk-area';
import { deadlineColumn, useActionColumn } from './queue-columns';
import '@/styles/page.css';
import './booking-desk.css';

/**
 * /admin/void-bookings (admin): the void requests agents sent, oldest deadline first on the
 * page's rows, each with the time left in its void window and the Void action.
 */
export function VoidQueueScreen() {
  const { t } = useTranslation(['desk', 'bookings']);
  const { filters, setFilters } = useUrlFilters(bookingFiltersFromParams);
  const list = useDeskBookings({ status: 'void_requested', page: filters.page });
  const voiding = useVoidAction();
  const voidColumn = useActionColumn('void', voiding.open);
  // Inside one page, the window closing first comes first: that is the one to act on.
  const rows = list.data?.items.toSorted((a, b) => (a.deadlines.void_until ?? '').localeCompare(b.deadlines.void_until ?? ''));
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('desk:void_queue.title')}</h1>
      </div>
      <p className="muted">{t('desk:void_queue.intro')}</p>
      <BookingsTable
        area={DESK_AREAS.admin}
        caption={t('desk:void_queue.title')}
        rows={rows}
        extra={[deadlineColumn('void_until', t('desk:fields.void_until')), voidColumn]}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessageKey="desk:void_queue.none"
      />
      {list.data && (
        <Pagination
          page={filters.page}
          perPage={DESK_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => setFilters({ page })}
        />
      )}
      <VoidBookingDialog action={voiding} />
    </div>
  );
}
