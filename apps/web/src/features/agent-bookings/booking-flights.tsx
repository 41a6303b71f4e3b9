import type { TBookingDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatLocalDateTime, formatLocalDay } from '@/features/flights/format';
import { bookedSlices } from './booking-slices';
import '@/styles/itinerary.css';

/** The flights as booked, on each airport's own clock. */
export function BookingFlights({ booking }: { booking: Pick<TBookingDetails, 'slices'> }) {
  const { t } = useTranslation('agent_bookings');
  const slices = bookedSlices(booking.slices).filter((s) => s.length > 0);
  /** "05:05 on Sunday…, KHI · Terminal M": the code isolated, so it keeps its place in Arabic. */
  const end = (code: string, terminal: string | null, local: string) => (
    <>
      {formatLocalDateTime(local)}
      <span className="cell-sub">
        <bdi dir="ltr">{code}</bdi>
        {terminal && ` · ${t('agent_bookings:flights.terminal', { terminal })}`}
      </span>
    </>
  );
  return (
    <Card title={t('agent_bookings:flights.title')}>
      {slices.map((segments, s) => (
        <section key={s} className="itinerary-slice" aria-labelledby={`booking-slice-${s}`}>
          <h3 id={`booking-slice-${s}`} className="itinerary-slice__title">
            {slices.length > 1
              ? t(s === 0 ? 'agent_bookings:flights.outbound' : 'agent_bookings:flights.inbound')
              : t('agent_bookings:flights.flight')}
            <span className="muted"> · {formatLocalDay(segments[0]!.departureLocal)}</span>
          </h3>
          <ol className="itinerary-segments">
            {segments.map((seg, i) => (
              <li key={i} className="itinerary-segment">
                <p className="itinerary-segment__flight">
                  <strong>
                    <bdi dir="ltr">
                      {seg.marketingCarrier} {seg.flightNumber}
                    </bdi>
                  </strong>
                </p>
                <dl className="details-inline">
                  <div>
                    <dt>{t('agent_bookings:flights.departs')}</dt>
                    <dd>{end(seg.origin, seg.originTerminal, seg.departureLocal)}</dd>
                  </div>
                  <div>
                    <dt>{t('agent_bookings:flights.arrives')}</dt>
                    <dd>{end(seg.destination, seg.destinationTerminal, seg.arrivalLocal)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <p className="muted booking-note">{t('agent_bookings:flights.local_times')}</p>
    </Card>
  );
}
