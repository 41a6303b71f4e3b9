import { decideAccess } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { PageState } from '@/components/page-state';
import { Pagination } from '@/components/pagination';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useUser } from '@/features/users/users-queries';
import { ApiError } from '@/lib/api';
import { DESK_PER_PAGE, useDeskBookings } from './booking-desk-queries';
import { BookingFilters } from './booking-filters';
import { bookingFiltersFromParams, bookingsQuery } from './booking-filters-state';
import { BookingsTable } from './bookings-table';
import { userDetailsHref, type TDeskArea } from './desk-area';
import '@/styles/page.css';
import './booking-desk.css';

/**
 * …/agent-detail-bookings?user_id=…: one agent's agency's bookings, named by the agent's user id
 * as the agent's other detail pages are (its deposits), with the same filters but the agency.
 */
export function AgentBookingsScreen({ area }: { area: TDeskArea }) {
  const { t } = useTranslation(['desk', 'bookings']);
  const { params, filters, setFilters, resetFilters } = useUrlFilters(bookingFiltersFromParams);
  const userId = params.get('user_id');
  const agent = useUser(userId);
  const viewer = useCurrentUser().data ?? null;
  const agencyId = agent.data?.role === 'agent' ? agent.data.agency?.id : undefined;
  const list = useDeskBookings({ ...bookingsQuery(filters), agency_id: agencyId }, Boolean(agencyId));

  const back = userId ? (
    <Link to={userDetailsHref(area, userId)} className="back-link">
      {t('desk:agent.back')}
    </Link>
  ) : null;
  if (!userId || (agent.error instanceof ApiError && agent.error.status === 404) || (agent.data && !agencyId))
    return (
      <>
        {back}
        <h1>{t('desk:agent.title_plain')}</h1>
        <PageState state="empty" />
      </>
    );
  if (agent.isPending) return <PageState state="loading" />;
  if (agent.isError)
    return (
      <PageState
        state="error"
        message={agent.error instanceof ApiError ? agent.error.description : undefined}
        onRetry={() => void agent.refetch()}
      />
    );

  const title = t('desk:agent.title', { name: agent.data.agency?.name ?? agent.data.name });
  return (
    <div className="people-stack">
      <div>
        {back}
        <div className="page-header">
          <h1>{title}</h1>
          {/* Deposits are finance data: only the admin area's finance staff open them. */}
          {area.id === 'admin' && decideAccess('finance', viewer) === 'allow' && (
            <Link to={`/admin/agent-detail-deposits?user_id=${encodeURIComponent(userId)}`}>{t('desk:agent.deposits')}</Link>
          )}
        </div>
      </div>
      <BookingFilters filters={filters} withAgency={false} onChange={setFilters} onReset={resetFilters} />
      <BookingsTable
        area={area}
        caption={title}
        rows={list.data?.items}
        showAgency={false}
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
