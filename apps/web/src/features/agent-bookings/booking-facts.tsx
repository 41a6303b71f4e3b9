import type { TBookingDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { BookingStatusBadge } from './booking-status';
import { Countdown, formatInZone } from './time-left';

type TDeadline = 'agency_deadline_at' | 'supplier_deadline_at' | 'price_guarantee_until' | 'void_until';

/** Which deadlines still count down, by what the booking is waiting for: a hold's payment, a ticket's void window. */
const RUNNING: Record<TDeadline, readonly string[]> = {
  agency_deadline_at: ['held'],
  supplier_deadline_at: ['held'],
  price_guarantee_until: ['held'],
  void_until: ['ticketed', 'void_requested'],
};
const DEADLINES = Object.keys(RUNNING) as TDeadline[];

/** Status, PNR (a flight's), when and by whom it was booked, and the contact the airline (or the agency) has. */
export function BookingFacts({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation('agent_bookings');
  return (
    <Card title={t('agent_bookings:details.facts')}>
      <dl className="people-details">
        <div>
          <dt>{t('agent_bookings:details.status')}</dt>
          <dd>
            <BookingStatusBadge status={booking.status} />
          </dd>
        </div>
        {booking.product === 'flight' && (
          <div>
            <dt>{t('agent_bookings:details.pnr')}</dt>
            <dd>{booking.pnr ? <bdi dir="ltr">{booking.pnr}</bdi> : t('agent_bookings:no_pnr')}</dd>
          </div>
        )}
        <div>
          <dt>{t('agent_bookings:details.booked_on')}</dt>
          <dd>{formatInZone(booking.created_at, booking.deadlines.time_zone)}</dd>
        </div>
        <div>
          <dt>{t('agent_bookings:details.booked_by')}</dt>
          <dd>
            {booking.on_behalf_of
              ? t('agent_bookings:details.booked_by_for', { staff: booking.created_by?.name ?? '', agent: booking.on_behalf_of.name })
              : booking.created_by?.name}
          </dd>
        </div>
        <div>
          <dt>{t('agent_bookings:details.contact')}</dt>
          <dd>
            <bdi dir="ltr">{booking.contact.email}</bdi>
            <br />
            <bdi dir="ltr">{booking.contact.phone}</bdi>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Each deadline in the agency's time zone, named, and counting down while it still matters. */
export function BookingDeadlines({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation('agent_bookings');
  const zone = booking.deadlines.time_zone;
  const shown = DEADLINES.filter((d) => booking.deadlines[d]);
  return (
    <Card title={t('agent_bookings:deadlines.title')}>
      {shown.length === 0 ? (
        <p className="muted">{t('agent_bookings:deadlines.none')}</p>
      ) : (
        <dl className="people-details booking-deadlines">
          {shown.map((d) => {
            const at = booking.deadlines[d]!;
            return (
              <div key={d}>
                <dt>{t(`agent_bookings:deadlines.${d}`)}</dt>
                <dd>
                  <time dateTime={at}>{formatInZone(at, zone)}</time>
                  <span className="cell-sub">{t('agent_bookings:deadlines.zone', { zone })}</span>
                  {RUNNING[d].includes(booking.status) && <Countdown until={at} />}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </Card>
  );
}

/** The ledger transactions that paid for the booking and gave money back. */
export function BookingMoney({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation('agent_bookings');
  const ref = (r: { reference: string } | null) => (r ? <bdi dir="ltr">{r.reference}</bdi> : t('agent_bookings:money.none'));
  return (
    <Card title={t('agent_bookings:money.title')}>
      <dl className="people-details">
        <div>
          <dt>{t('agent_bookings:money.payment')}</dt>
          <dd>{ref(booking.payment)}</dd>
        </div>
        <div>
          <dt>{t('agent_bookings:money.refund')}</dt>
          <dd>{ref(booking.refund)}</dd>
        </div>
      </dl>
    </Card>
  );
}
