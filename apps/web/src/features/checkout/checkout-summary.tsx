import type { TAncillaries, TFlightDetails } from '@safar/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { passengersOf } from '@/features/flights/details/extras-panel';
import { extraLabel, type TExtraItem } from '@/features/flights/extra-label';
import { useAncillaries } from '@/features/flights/flights-queries';
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
  /** One extra at `unitMinor`: extras carry no margin, so each column but the markup shows their price. */
  extra: (unitMinor: number) => number;
  total: (price: TFlightDetails['price']) => number;
  /** Whether the extras' total adds to the column's total. */
  withExtras: boolean;
}

/** A bag or seat chosen on the offer (kept with it on the server), for its passenger, at its price for one. */
interface TChosenLine {
  key: string;
  label: string;
  passenger: string;
  unitMinor: number;
}

/** The extras chosen on the offer, each named with its passenger as the extras panel numbers them ("Adult 1"). */
function chosenLines(extras: TAncillaries, flight: TFlightDetails, t: TFunction): TChosenLine[] {
  const passengers = passengersOf(flight.passengers);
  const segments = flight.segments.flat();
  const bags = new Map(extras.bags.map((b) => [b.id, b]));
  const seats = new Map(extras.seats.map((s) => [s.id, s]));
  return extras.selected.flatMap((chosen) => {
    const bag = bags.get(chosen.id);
    const seat = seats.get(chosen.id);
    const p = passengers[chosen.passenger_index];
    if ((!bag && !seat) || !p) return [];
    const segment = seat ? segments[seat.segment_index] : undefined;
    const item: TExtraItem = bag
      ? { kind: 'bag', bag_kind: bag.kind, kg: bag.kg, quantity: chosen.quantity }
      : {
          kind: 'seat',
          designator: seat!.designator,
          quantity: chosen.quantity,
          segment: segment ? { from: segment.origin.code, to: segment.destination.code, flight: segment.flight_number } : null,
        };
    return [
      {
        key: `${chosen.id}:${chosen.passenger_index}`,
        label: extraLabel(t, item),
        passenger: t(`flights:extras.passenger_${p.type}`, { number: formatCount(p.number) }),
        unitMinor: (bag ?? seat)!.price_minor,
      },
    ];
  });
}

/**
 * The price as the agent saw it on the offer, per passenger type: what its agency pays (the net
 * with the airline margin in it), its own markup, and its customer's price; then the bags and
 * seats chosen on the offer, which the booking carries at their price (no margin on them). Staff
 * booking for an agency see their own search's price only: the agency is charged its own, which
 * the booking states once made.
 */
export function CheckoutPrice({ flight, view = 'agent' }: { flight: TFlightDetails; view?: 'agent' | 'staff' | 'storefront' }) {
  const { t } = useTranslation(['checkout', 'flights']);
  const { price } = flight;
  const extras = useAncillaries(flight.flight_id);
  const chosen = extras.data ? chosenLines(extras.data, flight, t) : [];
  const extrasTotal = extras.data?.selected_total_minor ?? 0;
  const money = (minor: number) => <bdi>{formatPrice(minor, price.currency)}</bdi>;
  const unit = (minor: number) => minor;
  // Staff see their own search's price; a traveller on the storefront sees only what they pay.
  const single = view !== 'agent';
  const columns: TPriceColumn[] = single
    ? [
        {
          label: t(view === 'staff' ? 'checkout:staff.search_price' : 'checkout:storefront.total'),
          line: (l) => l.gross_minor,
          extra: unit,
          total: (p) => p.gross_minor,
          withExtras: true,
        },
      ]
    : [
        {
          label: t('checkout:price.you_pay'),
          line: (l) => l.net_minor ?? l.gross_minor,
          extra: unit,
          total: (p) => p.net_minor ?? p.gross_minor,
          withExtras: true,
        },
        {
          label: t('checkout:price.markup'),
          line: (l) => l.sell_margin_minor ?? 0,
          extra: () => 0,
          total: (p) => p.margin_minor ?? 0,
          withExtras: false,
        },
        { label: t('checkout:price.customer'), line: (l) => l.gross_minor, extra: unit, total: (p) => p.gross_minor, withExtras: true },
      ];
  return (
    <Card title={t('checkout:price.title')} className="checkout-price">
      <div className="table-scroll" role="region" aria-label={t('checkout:price.caption')} tabIndex={0}>
        <table className={single ? 'data-table checkout-price__narrow' : 'data-table'}>
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
            {chosen.map((line) => (
              <tr key={line.key}>
                <th scope="row">
                  {line.label}
                  <span className="cell-sub">{line.passenger}</span>
                </th>
                {columns.map((c) => (
                  <td key={c.label} className="align-end">
                    {money(c.extra(line.unitMinor))}
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
                  {money(c.total(price) + (c.withExtras ? extrasTotal : 0))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="muted checkout-note">{t('checkout:price.per_passenger')}</p>
      {extras.isError && <p className="muted checkout-note">{t('flights:extras.not_loaded')}</p>}
    </Card>
  );
}
