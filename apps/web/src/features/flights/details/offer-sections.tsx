import type { TFlightDetails, TPassengerType } from '@safar/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { currentLocale, formatDate, formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { baggageLines, formatDuration, formatLocalDateTime, formatLocalDay } from '../format';
import '@/styles/itinerary.css';

type TSegment = TFlightDetails['segments'][number][number];
type TPenalty = TFlightDetails['conditions']['refund'];

/** Every segment of each direction, with the layovers between them. */
export function SegmentsCard({ flight }: { flight: TFlightDetails }) {
  const { t } = useTranslation('flights');
  const directions = flight.segments.length;
  return (
    <Card title={t('flights:details.itinerary')} className="offer-itinerary">
      {flight.segments.map((segments, s) => (
        <section key={s} className="itinerary-slice" aria-labelledby={`offer-slice-${s}`}>
          <h3 id={`offer-slice-${s}`} className="itinerary-slice__title">
            {directions > 1 ? t(s === 0 ? 'flights:card.outbound' : 'flights:card.inbound') : t('flights:details.flight')}
            {segments[0] && <span className="muted"> · {formatLocalDay(segments[0].departure_local)}</span>}
          </h3>
          <ol className="itinerary-segments">
            {segments.map((segment, i) => (
              <Fragment key={i}>
                {segment.layover_minutes !== null && i > 0 && (
                  <li className="offer-layover">
                    {t('flights:details.layover', {
                      city: segment.origin.city || segment.origin.code,
                      duration: formatDuration(segment.layover_minutes),
                    })}
                  </li>
                )}
                <li className="itinerary-segment">
                  <SegmentView segment={segment} />
                </li>
              </Fragment>
            ))}
          </ol>
        </section>
      ))}
    </Card>
  );
}

function SegmentView({ segment }: { segment: TSegment }) {
  const { t } = useTranslation('flights');
  const place = (end: TSegment['origin']) =>
    [`${end.name} (${end.code})`, end.city, end.terminal ? t('flights:details.terminal', { terminal: end.terminal }) : null]
      .filter(Boolean)
      .join(' · ');
  return (
    <>
      <p className="offer-segment__carrier">
        <strong>
          {segment.airline.name} <bdi>{segment.flight_number}</bdi>
        </strong>
        {segment.operating_airline && segment.operating_airline.code !== segment.airline.code && (
          <span className="muted"> · {t('flights:details.operated_by', { airline: segment.operating_airline.name })}</span>
        )}
        {segment.aircraft && <span className="muted"> · {segment.aircraft.name}</span>}
      </p>
      <dl className="details offer-segment__times">
        <div>
          <dt>{t('flights:details.departs')}</dt>
          <dd>
            <span className="offer-segment__time">{formatLocalDateTime(segment.departure_local)}</span>
            <br />
            {place(segment.origin)}
          </dd>
        </div>
        <div>
          <dt>{t('flights:details.arrives')}</dt>
          <dd>
            <span className="offer-segment__time">{formatLocalDateTime(segment.arrival_local)}</span>
            <br />
            {place(segment.destination)}
          </dd>
        </div>
        <div>
          <dt>{t('flights:details.duration')}</dt>
          <dd>{formatDuration(segment.duration_minutes)}</dd>
        </div>
      </dl>
    </>
  );
}

/** Baggage per passenger, and the refund and change conditions with their penalties. */
export function ConditionsCard({ flight }: { flight: TFlightDetails }) {
  const { t } = useTranslation('flights');
  const bags = baggageLines(t, flight.baggage, true);
  const locale = currentLocale();
  const condition = (kind: 'refund' | 'change', penalty: TPenalty) => {
    if (!penalty.allowed) return t(`flights:details.${kind}_not_allowed`);
    if (penalty.penalty_minor === null || penalty.penalty_minor === 0) return t(`flights:details.${kind}_free`);
    return t(`flights:details.${kind}_penalty`, {
      penalty: formatMoney(penalty.penalty_minor, penalty.currency ?? flight.price.currency, locale),
    });
  };
  return (
    <Card title={t('flights:details.conditions')} className="offer-conditions">
      <dl className="details">
        <div>
          <dt>{t('flights:details.carry_on')}</dt>
          <dd>{bags.carryOn}</dd>
        </div>
        <div>
          <dt>{t('flights:details.checked')}</dt>
          <dd>{bags.checked}</dd>
        </div>
        <div>
          <dt>{t('flights:details.refund')}</dt>
          <dd>{condition('refund', flight.conditions.refund)}</dd>
        </div>
        <div>
          <dt>{t('flights:details.change')}</dt>
          <dd>{condition('change', flight.conditions.change)}</dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * The price per passenger type and in total, as much of it as the API gives this reader: an
 * agent's net (what the agency charges it) and its own margin; admin and finance staff the
 * supplier's net, the margins on it and, when the supplier priced in another currency, its own
 * price and the rate; everyone else what the client pays.
 */
export function PriceCard({ flight }: { flight: TFlightDetails }) {
  const { t } = useTranslation('flights');
  const locale = currentLocale();
  const { price } = flight;
  const money = (minor: number) => formatMoney(minor, price.currency, locale);
  const agent = price.net_minor !== undefined;
  // Admin and finance staff get the airline margin and the markup apart; an agent its own margin.
  const split = price.per_passenger.some((line) => line.airline_margin_minor !== undefined);
  const margins = split ? (['airline_margin', 'markup'] as const) : (['margin'] as const);
  const typeLabel = (type: TPassengerType) => t(`flights:passenger_types.${type}`);
  return (
    <Card title={t('flights:details.price')} className="offer-price-card">
      <div className="table-scroll" role="region" aria-label={t('flights:details.price_caption')} tabIndex={0}>
        <table className="data-table offer-price">
          <caption className="visually-hidden">{t('flights:details.price_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('flights:details.passenger')}</th>
              {agent && (
                <>
                  <th scope="col" className="align-end">
                    {t('flights:price.net')}
                  </th>
                  {margins.map((key) => (
                    <th key={key} scope="col" className="align-end">
                      {t(`flights:price.${key}`)}
                    </th>
                  ))}
                </>
              )}
              <th scope="col" className="align-end">
                {t('flights:details.per_passenger')}
              </th>
              <th scope="col" className="align-end">
                {t('flights:details.subtotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {price.per_passenger.map((line) => (
              <tr key={line.type}>
                <th scope="row">{t('flights:details.passenger_count', { type: typeLabel(line.type), n: formatNumber(line.count) })}</th>
                {agent && (
                  <>
                    <td className="align-end">{line.net_minor !== undefined ? money(line.net_minor) : '—'}</td>
                    {split && <td className="align-end">{money(line.airline_margin_minor ?? 0)}</td>}
                    <td className="align-end">{money(line.sell_margin_minor ?? 0)}</td>
                  </>
                )}
                <td className="align-end">{money(line.gross_minor)}</td>
                <td className="align-end">{money(line.gross_minor * line.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="details offer-totals">
        {agent && (
          <>
            <div>
              <dt>{t('flights:price.net')}</dt>
              <dd>{money(price.net_minor!)}</dd>
            </div>
            {price.margin_minor !== undefined && (
              <div>
                <dt>{t('flights:price.margin')}</dt>
                <dd>{money(price.margin_minor)}</dd>
              </div>
            )}
          </>
        )}
        <div className="offer-totals__gross">
          <dt>{agent ? t('flights:price.gross') : t('flights:price.total')}</dt>
          <dd>{money(price.gross_minor)}</dd>
        </div>
      </dl>
      {flight.exchange && (
        <p className="muted offer-exchange">
          {t('flights:details.exchange', {
            amount: formatMoney(flight.exchange.supplier_total_minor, flight.exchange.supplier_currency, locale),
            rate: formatNumber(Number(flight.exchange.rate), { maximumFractionDigits: 6 }),
            date: formatDate(`${flight.exchange.rate_date.slice(0, 10)}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
          })}
        </p>
      )}
    </Card>
  );
}
