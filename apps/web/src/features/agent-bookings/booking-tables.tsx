import type { TBookingDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatDay } from '@/features/travellers/traveller-form-values';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { bookedExtraLines } from './booked-extras';

/** The passengers as booked, with their ticket numbers once issued (a flight's: a product has no tickets). */
export function BookingPassengers({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation(['agent_bookings', 'travellers', 'flights']);
  const tickets = booking.product === 'flight';
  const nameOf = (ref: string | null) => {
    const p = booking.passenger_list.find((x) => x.ref === ref);
    return p ? `${p.given_name} ${p.family_name}` : '';
  };
  return (
    <Card title={t('agent_bookings:passengers.title')}>
      <div className="table-scroll" role="region" aria-label={t('agent_bookings:passengers.caption')} tabIndex={0}>
        <table className="data-table">
          <caption className="visually-hidden">{t('agent_bookings:passengers.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agent_bookings:passengers.name')}</th>
              <th scope="col">{t('agent_bookings:passengers.type')}</th>
              <th scope="col">{t('agent_bookings:passengers.born_on')}</th>
              <th scope="col">{t('agent_bookings:passengers.passport')}</th>
              {tickets && <th scope="col">{t('agent_bookings:passengers.ticket')}</th>}
            </tr>
          </thead>
          <tbody>
            {booking.passenger_list.map((p) => (
              <tr key={p.ref}>
                <th scope="row">
                  <bdi dir="ltr">
                    {p.title.toUpperCase()} {p.given_name} {p.family_name}
                  </bdi>
                  {p.infant_of && <span className="cell-sub">{t('agent_bookings:passengers.lap_of', { name: nameOf(p.infant_of) })}</span>}
                </th>
                <td>{t(`flights:passenger_types.${p.type}`)}</td>
                <td>{p.born_on ? formatDay(p.born_on) : '—'}</td>
                <td>
                  {/* A ticket sold outside Safar may come with the names only. */}
                  {p.passport_number ? (
                    <>
                      <bdi dir="ltr">
                        {p.passport_number} ({p.passport_country})
                      </bdi>
                      {p.passport_expires_on && <span className="cell-sub">{formatDay(p.passport_expires_on)}</span>}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                {tickets && (
                  <td>
                    {p.ticket_number ? (
                      <bdi dir="ltr">{p.ticket_number}</bdi>
                    ) : (
                      <span className="muted">{t('agent_bookings:passengers.no_ticket')}</span>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/**
 * What the agency pays, its markup and its customer's price, per passenger type and in all; then
 * each bag or seat booked with the flight, for its passenger, at its price (no markup on extras).
 */
export function BookingPrice({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation(['agent_bookings', 'flights']);
  const money = (minor: number) => <bdi>{formatMoney(minor, booking.currency, currentLocale())}</bdi>;
  return (
    <Card title={t('agent_bookings:price.title')}>
      <div className="table-scroll" role="region" aria-label={t('agent_bookings:price.caption')} tabIndex={0}>
        <table className="data-table booking-price">
          <caption className="visually-hidden">{t('agent_bookings:price.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agent_bookings:price.passenger')}</th>
              <th scope="col" className="align-end">
                {t('agent_bookings:price.you_pay')}
              </th>
              <th scope="col" className="align-end">
                {t('agent_bookings:price.markup')}
              </th>
              <th scope="col" className="align-end">
                {t('agent_bookings:price.customer')}
              </th>
            </tr>
          </thead>
          <tbody>
            {booking.price_lines.map((line) => (
              <tr key={line.type}>
                <th scope="row">
                  {t('agent_bookings:price.count', { type: t(`flights:passenger_types.${line.type}`), n: formatNumber(line.count) })}
                </th>
                <td className="align-end">{money(line.due_minor)}</td>
                <td className="align-end">{money(line.markup_minor)}</td>
                <td className="align-end">{money(line.gross_minor)}</td>
              </tr>
            ))}
            {bookedExtraLines(booking, t).map(({ extra, label, passenger }, i) => (
              <tr key={`extra-${i}`}>
                <th scope="row">
                  {label}
                  <span className="cell-sub">
                    <bdi dir="ltr">{passenger}</bdi>
                  </span>
                </th>
                <td className="align-end">{money(extra.unit_minor)}</td>
                <td className="align-end">{money(0)}</td>
                <td className="align-end">{money(extra.unit_minor)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('agent_bookings:price.total')}</th>
              <td className="align-end">{money(booking.due_minor)}</td>
              <td className="align-end">{money(booking.markup_minor)}</td>
              <td className="align-end">{money(booking.gross_minor)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Card>
  );
}
