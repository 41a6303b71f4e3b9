import type { TBookingRow, TBookingStatus } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { ApiError } from '@/lib/api';
import { formatNumber } from '@/lib/i18n';
import { DESK_MAX_PAGE, useDeskBookings } from './booking-desk-queries';
import { SOON_MS } from './deadline-time';
import { bookingsHref, DESK_AREAS } from './desk-area';
import { useNow } from './use-now';

/** How many bookings have a status: a one-row page, for its total. */
const useStatusCount = (status: TBookingStatus) => useDeskBookings({ status, per_page: 1 });

interface TTile {
  key: string;
  value: number;
  /** The count is a floor: the holds it came from were more than one page. */
  atLeast?: boolean;
  to: string;
  alarm?: boolean;
}

/**
 * The admin dashboard's "needs a person" card: holds whose agency deadline is within a day, the
 * ticketing queue, void requests and bookings whose outcome is unknown, each a count linking to
 * its list. The API filters by one status, so the first two are counted on the newest page of
 * holds, and say "at least" when there were more.
 */
export function DeskAttentionCard() {
  const { t } = useTranslation('desk');
  const now = useNow();
  const holds = useDeskBookings({ status: 'held', per_page: DESK_MAX_PAGE });
  const awaiting = useStatusCount('awaiting_approval');
  const voids = useStatusCount('void_requested');
  const unknown = useStatusCount('outcome_unknown');
  const queries = [holds, awaiting, voids, unknown];
  const failed = queries.find((q) => q.isError);
  const area = DESK_AREAS.admin;

  const body = () => {
    if (failed)
      return (
        <PageState
          state="error"
          message={failed.error instanceof ApiError ? failed.error.description : undefined}
          onRetry={() => queries.forEach((q) => void q.refetch())}
        />
      );
    if (!holds.data || !awaiting.data || !voids.data || !unknown.data) return <PageState state="loading" />;
    const partial = holds.data.pagination.total > holds.data.items.length;
    const nearDeadline = (b: TBookingRow) => {
      const at = b.deadlines.agency_deadline_at;
      return at !== null && Date.parse(at) > now && Date.parse(at) - now <= SOON_MS;
    };
    const tiles: TTile[] = [
      {
        key: 'holds_due',
        value: holds.data.items.filter(nearDeadline).length,
        atLeast: partial,
        to: bookingsHref(area, { status: 'held' }),
        alarm: true,
      },
      {
        key: 'ticketing',
        value: awaiting.data.pagination.total + holds.data.items.filter((b) => b.needs_approval).length,
        atLeast: partial,
        to: bookingsHref(area, { tab: 'ticketing' }),
      },
      { key: 'void_requests', value: voids.data.pagination.total, to: '/admin/void-bookings' },
      { key: 'outcome_unknown', value: unknown.data.pagination.total, to: bookingsHref(area, { status: 'outcome_unknown' }), alarm: true },
    ];
    return (
      <ul className="stat-tiles">
        {tiles.map((tile) => (
          <li key={tile.key} className={tile.alarm && tile.value > 0 ? 'stat-tile stat-tile--alarm' : 'stat-tile'}>
            <span className="stat-tile__value">
              {tile.atLeast ? t('desk:attention.at_least', { n: formatNumber(tile.value) }) : formatNumber(tile.value)}
            </span>
            <span className="stat-tile__label">
              <Link to={tile.to}>{t(`desk:attention.${tile.key}`)}</Link>
            </span>
          </li>
        ))}
      </ul>
    );
  };
  return <Card title={t('desk:attention.title')}>{body()}</Card>;
}
