import { useTranslation } from 'react-i18next';
import { bookedSlices } from '@/features/agent-bookings/booking-slices';
import { formatLocalDateTime } from '@/features/flights/format';
import '@/styles/itinerary.css';

/** The record's flights, each on its airports' own clocks; what is not a flight is left out rather than shown wrong. */
export function SupplierFlights({ slices }: { slices: readonly unknown[] }) {
  const { t } = useTranslation('pnr');
  const segments = bookedSlices(slices).flat();
  if (segments.length === 0) return <p className="muted">{t('pnr:supplier.no_flights')}</p>;
  return (
    <>
      <ol className="itinerary-segments">
        {segments.map((seg, i) => (
          <li key={i} className="itinerary-segment">
            <p className="itinerary-segment__flight">
              <strong>
                <bdi dir="ltr">
                  {seg.marketingCarrier} {seg.flightNumber} · {seg.origin} → {seg.destination}
                </bdi>
              </strong>
            </p>
            <dl className="details-inline">
              <div>
                <dt>{t('pnr:supplier.departs')}</dt>
                <dd>{formatLocalDateTime(seg.departureLocal)}</dd>
              </div>
              <div>
                <dt>{t('pnr:supplier.arrives')}</dt>
                <dd>{formatLocalDateTime(seg.arrivalLocal)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <p className="muted pnr-note">{t('pnr:supplier.local_times')}</p>
    </>
  );
}
