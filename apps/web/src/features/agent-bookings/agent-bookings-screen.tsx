import { BOOKING_STATUSES, type TBookingRow } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Pagination } from '@/components/pagination';
import { bookingDetailsHref } from '@/features/checkout/checkout-paths';
import { Amount } from '@/features/money/amount';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { bookingsQuery, readBookingFilters } from './booking-filters';
import { BookingStatusBadge } from './booking-status';
import { BOOKINGS_PER_PAGE, useBookings } from './bookings-queries';
import { LocalDeparture } from './local-departure';
import { Countdown } from './time-left';
import '@/styles/page.css';
import '@/styles/tables.css';
import './agent-bookings.css';

/**
 * /agent/agent-bookings: the agency's bookings, newest first, filtered by status, the day they
 * were made and a reference, PNR or name (kept in the address), with a live countdown on each
 * hold's deadline.
 */
export function AgentBookingsScreen() {
  const { t } = useTranslation(['agent_bookings', 'bookings']);
  const { filters, setFilters, resetFilters } = useUrlFilters(readBookingFilters);
  const list = useBookings(bookingsQuery(filters));
  const filtered = Boolean(filters.status || filters.from || filters.to || filters.search);

  const columns: DataTableColumn<TBookingRow>[] = [
    {
      key: 'reference',
      header: t('agent_bookings:columns.reference'),
      cell: (r) => (
        <Link to={bookingDetailsHref(r.id)}>
          <bdi dir="ltr" className="booking-ref">
            {r.reference}
          </bdi>
        </Link>
      ),
    },
    {
      key: 'pnr',
      header: t('agent_bookings:columns.pnr'),
      cell: (r) => (r.pnr ? <bdi dir="ltr">{r.pnr}</bdi> : <span className="muted">{t('agent_bookings:no_pnr')}</span>),
    },
    {
      key: 'route',
      header: t('agent_bookings:columns.route'),
      cell: (r) => r.title ?? t('agent_bookings:route', { from: r.origin, to: r.destination }),
    },
    { key: 'departure', header: t('agent_bookings:columns.departure'), cell: (r) => <LocalDeparture booking={r} /> },
    {
      key: 'lead',
      header: t('agent_bookings:columns.lead'),
      cell: (r) => (
        <>
          <bdi dir="ltr">{r.lead_passenger}</bdi>
          {r.passengers > 1 && (
            <span className="cell-sub">{t('agent_bookings:more_passengers', { n: formatNumber(r.passengers - 1) })}</span>
          )}
        </>
      ),
    },
    { key: 'status', header: t('agent_bookings:columns.status'), cell: (r) => <BookingStatusBadge status={r.status} /> },
    {
      key: 'amount',
      header: t('agent_bookings:columns.amount'),
      align: 'end',
      cell: (r) => (
        <>
          <Amount minor={r.due_minor} currency={r.currency} />
          <span className="cell-sub">
            {t('agent_bookings:customer_price', { amount: formatMoney(r.gross_minor, r.currency, currentLocale()) })}
          </span>
        </>
      ),
    },
    {
      key: 'deadline',
      header: t('agent_bookings:columns.deadline'),
      cell: (r) =>
        r.status === 'held' && r.deadlines.agency_deadline_at ? (
          <Countdown until={r.deadlines.agency_deadline_at} bare />
        ) : (
          <span aria-hidden="true">{t('agent_bookings:no_deadline')}</span>
        ),
    },
  ];

  return (
    <div className="people-stack agent-bookings">
      <div className="page-header">
        <div>
          <h1>{t('agent_bookings:title')}</h1>
          <p className="muted">{t('agent_bookings:intro')}</p>
        </div>
        <Link to="/agent/dashboard-flights" className={buttonClass('primary')}>
          {t('agent_bookings:new')}
        </Link>
      </div>
      <FilterBar
        values={filters}
        onChange={setFilters}
        onReset={resetFilters}
        select={{ key: 'status', options: BOOKING_STATUSES.map((s) => ({ value: s, label: t(`bookings:status_${s}`) })) }}
        dates={{ fromLabel: t('agent_bookings:filters.from'), toLabel: t('agent_bookings:filters.to') }}
        search={{ label: t('bookings:filter_search'), placeholder: t('bookings:filter_search_placeholder') }}
      />
      <DataTable
        caption={t('agent_bookings:caption')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessageKey={filtered ? undefined : 'agent_bookings:empty'}
      />
      {list.data && (
        <Pagination
          page={filters.page}
          perPage={BOOKINGS_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(page) => setFilters({ page })}
        />
      )}
    </div>
  );
}
