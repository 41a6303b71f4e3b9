import type { TFlightDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatCount, formatLocalDateTime, formatLocalDay, formatPrice } from '@/features/flights/format';
import '@/styles/itinerary.css';

type TAirportEnd = TFlightDetails['segments'][number][number]['origin'];

/** The offer's flights, each departure and arrival in its airport's own local time. */
export function CheckoutFlights({ flight }: { flight: TFlightDetails }) {
  const { t } = useTranslation(['checkout', 'flights']);
  const directions = flight.segments.length;
  /** The airport's time, then its code (isolated, so it keeps its place in Arabic), city and terminal. */
  const end = (airport: TAirportEnd, local: string) => (
    <>
      {formatLocalDateTime(local)}
      <span className="cell-sub">
        <bdi dir="ltr">{airport.code}</bdi>
        {[airport.city, airport.terminal ? t('flights:details.terminal', { terminal: airport.terminal }) : null]
          .filter(Boolean)
          .map((part) => ` · ${part}`)
          .join('')}
      </span>
    </>
  );
  return (
    <Card title={t('checkout:summary.flights')} className="checkout-flights">
      {flight.segments.map((segments, s) => (
        <section key={s} className="itinerary-slice" aria-labelledby={`checkout-slice-${s}`}>
          <h3 id={`checkout-slice-${s}`} className="itinerary-slice__title">
            {directions > 1 ? t(s === 0 ? 'checkout:summary.outbound' : 'checkout:summary.inbound') : t('checkout:summary.flight')}
            {segments[0] && <span className="muted"> · {formatLocalDay(segments[0].departure_local)}</span>}
          </h3>
          <ol className="itinerary-segments">
            {segments.map((segment, i) => (
              <li key={i} className="itinerary-segment">
                <p className="itinerary-segment__flight">
                  <strong>
                    {segment.airline.name} <bdi dir="ltr">{segment.flight_number}</bdi>
                  </strong>
                </p>
                <dl className="details-inline">
                  <div>
                    <dt>{t('flights:details.departs')}</dt>
                    <dd>{end(segment.origin, segment.departure_local)}</dd>
                  </div>
                  <div>
                    <dt>{t('flights:details.arrives')}</dt>
                    <dd>{end(segment.destination, segment.arrival_local)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <p className="muted checkout-note">{t('checkout:summary.local_times')}</p>
    </Card>
  );
}

type TPriceLine = TFlightDetails['price']['per_passenger'][number];
interface TPriceColumn {
  label: string;
  line: (line: TPriceLine) => number;
  total: (price: TFlightDetails['price']) => number;
}

/**
 * The price as the agent saw it on the offer, per passenger type: what its agency pays (the net
 * with the airline margin in it), its own markup, and its customer's price. Staff booking for an
 * agency see their own search's price only: the agency is charged its own, which the booking
 * states once made.
 */
export function CheckoutPrice({ flight, staff = false }: { flight: TFlightDetails; staff?: boolean }) {
  const { t } = useTranslation(['checkout', 'flights']);
  const { price } = flight;
  const money = (minor: number) => <bdi>{formatPrice(minor, price.currency)}</bdi>;
  const columns: TPriceColumn[] = staff
    ? [{ label: t('checkout:staff.search_price'), line: (l) => l.gross_minor, total: (p) => p.gross_minor }]
    : [
        { label: t('checkout:price.you_pay'), line: (l) => l.net_minor ?? l.gross_minor, total: (p) => p.net_minor ?? p.gross_minor },
        { label: t('checkout:price.markup'), line: (l) => l.sell_margin_minor ?? 0, total: (p) => p.margin_minor ?? 0 },
        { label: t('checkout:price.customer'), line: (l) => l.gross_minor, total: (p) => p.gross_minor },
      ];
  return (
    <Card title={t('checkout:price.title')} className="checkout-price">
      <div className="table-scroll" role="region" aria-label={t('checkout:price.caption')} tabIndex={0}>
        <table className={staff ? 'data-table checkout-price__narrow' : 'data-table'}>
          <caption className="visually-hidden">{t('checkout:price.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('checkout:price.passenger')}</th>
              {columns.map((c) => (
                <th key={c.label} scope="col" className="align-end">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {price.per_passenger.map((line) => (
              <tr key={line.type}>
                <th scope="row">
                  {t('checkout:price.count', { type: t(`flights:passenger_types.${line.type}`), n: formatCount(line.count) })}
                </th>
                {columns.map((c) => (
                  <td key={c.label} className="align-end">
                    {money(c.line(line))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('checkout:price.total')}</th>
              {columns.map((c) => (
                <td key={c.label} className="align-end">
                  {money(c.total(price))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="muted checkout-note">{t('checkout:price.per_passenger')}</p>
    </Card>
  );
}
