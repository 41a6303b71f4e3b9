import type { TBookingDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { DeadlineTime } from './deadline-time';

const DEADLINES = ['agency_deadline_at', 'supplier_deadline_at', 'price_guarantee_until', 'offer_expires_at', 'void_until'] as const;

/** Every deadline the booking keeps, in the agency's time zone, each with the time left. */
export function BookingDeadlines({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation('desk');
  const { time_zone: zone } = booking.deadlines;
  const shown = DEADLINES.filter((name) => booking.deadlines[name]);
  return (
    <>
      <p className="muted">
        <bdi>{t('desk:deadlines.zone', { zone })}</bdi>
      </p>
      {shown.length === 0 ? (
        <p>{t('desk:deadlines.none')}</p>
      ) : (
        <dl className="people-details">
          {shown.map((name) => (
            <div key={name}>
              <dt>{t(`desk:fields.${name}`)}</dt>
              <dd>
                <DeadlineTime at={booking.deadlines[name]!} timeZone={zone} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
