import type { TChangeFlight, TScheduleChangeDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n';

type TFlightChange = TScheduleChangeDetails['differences']['flights'][number];

/** "+95 min" / "−30 min": how far a time moved. */
export function Shift({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation('schedule_changes');
  if (!minutes) return null;
  const text = t(minutes > 0 ? 'schedule_changes:later' : 'schedule_changes:earlier', { minutes: formatNumber(Math.abs(minutes)) });
  return <span className="change-shift">{text}</span>;
}

function FlightCell({ flight, changed }: { flight: TChangeFlight | null; changed: TFlightChange }) {
  const { t } = useTranslation('schedule_changes');
  if (!flight)
    return <span className="change-gone">{t(`schedule_changes:flight.${changed.change === 'added' ? 'none' : 'cancelled'}`)}</span>;
  return (
    <bdi dir="ltr" className="change-flight">
      <span className={changed.flight_number_changed ? 'change-mark' : undefined}>
        {flight.carrier} {flight.flight_number}
      </span>{' '}
      {flight.origin} → {flight.destination}
      <br />
      <span className={changed.departure_shift_minutes ? 'change-mark' : undefined}>{flight.departure_local.replace('T', ' ')}</span>
      {' – '}
      <span className={changed.arrival_shift_minutes ? 'change-mark' : undefined}>{flight.arrival_local.replace('T', ' ')}</span>
    </bdi>
  );
}

/** The booked flights and the airline's, side by side, one row per flight, with what changed. */
export function ChangeFlights({ change }: { change: TScheduleChangeDetails }) {
  const { t } = useTranslation('schedule_changes');
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('schedule_changes:flights_caption')}>
      <table className="data-table change-table">
        <caption className="visually-hidden">{t('schedule_changes:flights_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('schedule_changes:columns.before')}</th>
            <th scope="col">{t('schedule_changes:columns.after')}</th>
            <th scope="col">{t('schedule_changes:columns.change')}</th>
          </tr>
        </thead>
        <tbody>
          {change.differences.flights.map((f) => (
            <tr key={`${f.slice}-${f.segment}`} data-change={f.change}>
              <td>
                <FlightCell flight={f.before} changed={f} />
              </td>
              <td>
                <FlightCell flight={f.after} changed={f} />
              </td>
              <td>
                <span>{t(`schedule_changes:change.${f.change}`)}</span>
                {f.departure_shift_minutes !== null && f.departure_shift_minutes !== 0 && (
                  <span className="cell-sub">
                    {t('schedule_changes:departure')} <Shift minutes={f.departure_shift_minutes} />
                  </span>
                )}
                {f.arrival_shift_minutes !== null && f.arrival_shift_minutes !== 0 && (
                  <span className="cell-sub">
                    {t('schedule_changes:arrival')} <Shift minutes={f.arrival_shift_minutes} />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
