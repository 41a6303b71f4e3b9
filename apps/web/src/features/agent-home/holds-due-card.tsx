import type { TBookingRow, TList } from '@safar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { bookingKeys } from '@/features/agent-bookings/bookings-queries';
import { Countdown, formatInZone } from '@/features/agent-bookings/time-left';
import { BOOKINGS_PATH, bookingDetailsHref } from '@/features/checkout/checkout-paths';
import { apiGet, ApiError } from '@/lib/api';
import { formatNumber } from '@/lib/i18n';
import '@/styles/tables.css';

/** How near a hold's agency deadline must be to be shown, and how many are shown at most. */
export const HOLDS_DUE_HOURS = 24;
const SHOWN = 10;
const QUERY = { status: 'held', deadline_within_hours: HOLDS_DUE_HOURS, per_page: SHOWN, page: 1 } as const;

/**
 * GET /get-bookings?status=held&deadline_within_hours=24: the agency's holds to pay before their
 * agency deadline, soonest first. Kept under the bookings' list keys, so a payment or a
 * cancellation anywhere reads it again.
 */
function useHoldsDue() {
  return useQuery({
    queryKey: bookingKeys.list(QUERY),
    queryFn: async () => {
      const data = (await apiGet<TList<TBookingRow>>('/get-bookings', { ...QUERY })).data;
      // A card on a shared screen fails alone rather than taking the home down.
      if (!Array.isArray(data?.items) || typeof data.pagination?.total !== 'number') throw new ApiError(0, 'internal_error', '');
      return data;
    },
  });
}

/**
 * The agent home's holds near their deadline: each with its route, lead passenger, the deadline
 * in the agency's time zone and the time left, linking to the booking, where it is paid.
 */
export function HoldsDueCard() {
  const { t } = useTranslation(['agent', 'agent_bookings']);
  const holds = useHoldsDue();
  const all = (
    <Link to={`${BOOKINGS_PATH}?status=held`} className={buttonClass('secondary')}>
      {t('agent:home.holds.all')}
    </Link>
  );
  const body = () => {
    if (holds.isPending) return <PageState state="loading" />;
    if (holds.isError)
      return (
        <PageState
          state="error"
          message={holds.error instanceof ApiError ? holds.error.description || undefined : undefined}
          onRetry={() => void holds.refetch()}
        />
      );
    const { items, pagination } = holds.data;
    if (items.length === 0) return <p className="muted">{t('agent:home.holds.none')}</p>;
    const more = pagination.total - items.length;
    return (
      <>
        <p className="muted">{t('agent:home.holds.intro')}</p>
        <div className="table-scroll" role="region" aria-label={t('agent:home.holds.caption')} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{t('agent:home.holds.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agent:home.holds.reference')}</th>
                <th scope="col">{t('agent:home.holds.route')}</th>
                <th scope="col">{t('agent:home.holds.passenger')}</th>
                <th scope="col">{t('agent:home.holds.deadline')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((b) => (
                <tr key={b.id}>
                  <th scope="row">
                    <Link to={bookingDetailsHref(b.id)}>
                      <bdi dir="ltr">{b.reference}</bdi>
                    </Link>
                  </th>
                  <td>
                    <bdi dir="ltr">
                      {b.origin} → {b.destination}
                    </bdi>
                  </td>
                  <td>
                    <bdi dir="ltr">{b.lead_passenger}</bdi>
                  </td>
                  <td>
                    {b.deadlines.agency_deadline_at && (
                      <>
                        <time dateTime={b.deadlines.agency_deadline_at}>
                          {formatInZone(b.deadlines.agency_deadline_at, b.deadlines.time_zone)}
                        </time>
                        <span className="cell-sub">
                          <Countdown until={b.deadlines.agency_deadline_at} />
                        </span>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {more > 0 && <p className="muted">{t('agent:home.holds.more', { n: formatNumber(more) })}</p>}
      </>
    );
  };
  return (
    <Card title={t('agent:home.holds.title')} actions={all}>
      {body()}
    </Card>
  );
}
