import type { TFlightPrice, TFlightRow, TFlightSliceSummary } from '@safar/contracts';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { CodeList } from '../code-list';
import { baggageLines, formatCount, formatDuration, formatLocalDay, formatLocalTime, formatPrice, stopsLabel } from '../format';
import type { TItinerary } from './filter-flights';
import '../flight-page.css';

/** A few seats: the card says how many are left. */
export const FEW_SEATS = 5;

export interface FlightCardProps {
  itinerary: TItinerary;
  /** The fare brands to show (those passing the filters), cheapest first. */
  brands: readonly TFlightRow[];
  /** The details screen (`/flight/details`); the offer goes in its query string. */
  detailsPath: string;
}

/**
 * The details address of one offer: flight_id, supplier and isSooperFlight in the query string,
 * after any query the details path already carries (staff: the agency they book for).
 */
export function detailsHref(detailsPath: string, row: Pick<TFlightRow, 'flight_id' | 'supplier' | 'isSooperFlight'>): string {
  const params = new URLSearchParams({ flight_id: row.flight_id, supplier: row.supplier, isSooperFlight: String(row.isSooperFlight) });
  return `${detailsPath}${detailsPath.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** A logo the page may load: from the app's own origin (the Content-Security-Policy allows no other) or a data: image. */
export function sameOriginImage(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('data:image/')) return url;
  try {
    return new URL(url, window.location.href).origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** The airline's logo, else its code in a circle (the name is always written beside it). */
export function AirlineMark({ airline }: { airline: { code: string; logo_url?: string | null } }) {
  const url = sameOriginImage(airline.logo_url);
  if (url) return <img className="airline-logo" src={url} alt="" width={36} height={36} loading="lazy" />;
  return (
    <span className="airline-logo airline-logo--code" aria-hidden="true">
      {airline.code}
    </span>
  );
}

/**
 * One itinerary: the airline, each direction's times, duration, stops and flight numbers, and
 * its fare brands side by side, each with baggage, refund terms, seats left, price and a link
 * to its details. Memoised: a filter change that keeps the card and its brands skips it.
 */
export const FlightCard = memo(function FlightCard({ itinerary, brands, detailsPath }: FlightCardProps) {
  const { t } = useTranslation('flights');
  const headingId = useId();
  const first = itinerary.rows[0]!;
  const sooper = brands.some((b) => b.isSooperFlight);
  return (
    <article className="flight-card" aria-labelledby={headingId}>
      <header className="flight-card__head">
        <AirlineMark airline={first.airline} />
        <h3 id={headingId} className="flight-card__airline">
          {first.airline.name}
          <span className="visually-hidden">
            {', '}
            {first.slices.map((s) => `${s.origin}–${s.destination} ${formatLocalTime(s.departure_local)}`).join(', ')}
          </span>
        </h3>
        <span className="flight-card__cabin muted">{t(`flights:cabins.${first.cabin_class}`)}</span>
        {sooper && <Badge tone="info">{t('flights:card.sooper')}</Badge>}
      </header>
      <div className="flight-card__slices">
        {first.slices.map((slice, i) => (
          <SliceLine
            key={i}
            slice={slice}
            label={first.slices.length > 1 ? t(i === 0 ? 'flights:card.outbound' : 'flights:card.inbound') : null}
          />
        ))}
      </div>
      <ul className="flight-card__brands" aria-label={t('flights:card.brands')}>
        {brands.map((row) => (
          <li key={row.flight_id} className="flight-brand">
            <BrandColumn row={row} detailsPath={detailsPath} airlineName={first.airline.name} />
          </li>
        ))}
      </ul>
    </article>
  );
}, sameCard);

/** Same itinerary and the same brands (by identity): nothing on the card changed. */
function sameCard(a: FlightCardProps, b: FlightCardProps): boolean {
  if (a.itinerary !== b.itinerary || a.detailsPath !== b.detailsPath) return false;
  if (a.brands === b.brands) return true;
  if (a.brands.length !== b.brands.length) return false;
  for (let i = 0; i < a.brands.length; i++) if (a.brands[i] !== b.brands[i]) return false;
  return true;
}

function SliceLine({ slice, label }: { slice: TFlightSliceSummary; label: string | null }) {
  const { t } = useTranslation('flights');
  return (
    <div className="flight-slice">
      {label && <p className="flight-slice__label">{label}</p>}
      <div className="flight-slice__row">
        <p className="flight-slice__end">
          <span className="visually-hidden">{t('flights:card.departs')} </span>
          <span className="flight-slice__time">{formatLocalTime(slice.departure_local)}</span>
          <span className="flight-slice__airport">{slice.origin}</span>
        </p>
        <p className="flight-slice__middle">
          <span className="flight-slice__duration">
            <span className="visually-hidden">{t('flights:card.duration')} </span>
            {formatDuration(slice.duration_minutes)}
          </span>
          <span className="flight-slice__line" aria-hidden="true" />
          <span className="flight-slice__stops">
            {stopsLabel(t, slice.stops)}
            {slice.stop_airports.length > 0 && (
              <>
                {' · '}
                <CodeList codes={slice.stop_airports} />
              </>
            )}
          </span>
        </p>
        <p className="flight-slice__end flight-slice__end--arrival">
          <span className="visually-hidden">{t('flights:card.arrives')} </span>
          <span className="flight-slice__time">
            {formatLocalTime(slice.arrival_local)}
            {slice.day_offset !== 0 && (
              <>
                <span className="flight-slice__offset" aria-hidden="true">
                  {slice.day_offset > 0 ? '+' : '−'}
                  {formatCount(Math.abs(slice.day_offset))}
                </span>
                <span className="visually-hidden"> ({formatLocalDay(slice.arrival_local)})</span>
              </>
            )}
          </span>
          <span className="flight-slice__airport">{slice.destination}</span>
        </p>
      </div>
      <p className="flight-slice__numbers muted">
        <span className="visually-hidden">{t('flights:card.flight_numbers')} </span>
        <CodeList codes={slice.flight_numbers} />
      </p>
    </div>
  );
}

function BrandColumn({ row, detailsPath, airlineName }: { row: TFlightRow; detailsPath: string; airlineName: string }) {
  const { t } = useTranslation('flights');
  const bags = baggageLines(t, row.baggage);
  const brand = row.fare_brand ?? t('flights:card.standard_fare');
  return (
    <>
      <p className="flight-brand__name">
        <bdi>{brand}</bdi>
      </p>
      <PriceFigures price={row.price} />
      <Badge tone={row.refundable ? 'success' : 'neutral'}>
        {t(row.refundable ? 'flights:card.refundable' : 'flights:card.non_refundable')}
      </Badge>
      <ul className="flight-brand__facts">
        <li>{bags.carryOn}</li>
        <li>{bags.checked}</li>
        {row.seats_left !== null && row.seats_left <= FEW_SEATS && (
          <li className="flight-brand__seats">{t('flights:card.seats_left', { n: formatCount(row.seats_left) })}</li>
        )}
      </ul>
      <Link className="btn btn-primary flight-brand__select" to={detailsHref(detailsPath, row)}>
        {t('flights:card.view')}
        <span className="visually-hidden">{`: ${airlineName}, ${brand}, ${formatPrice(row.price.gross_minor, row.price.currency)}`}</span>
      </Link>
    </>
  );
}

/** Visitors see the price they pay; agents (whose answers carry net and margin) see net, margin and gross. */
export function PriceFigures({ price }: { price: TFlightPrice }) {
  const { t } = useTranslation('flights');
  const money = (minor: number) => formatPrice(minor, price.currency);
  if (price.net_minor === undefined)
    return (
      <p className="flight-price">
        <span className="visually-hidden">{t('flights:price.total')} </span>
        <span className="flight-price__gross">{money(price.gross_minor)}</span>
      </p>
    );
  return (
    <dl className="flight-price flight-price--agent">
      <div>
        <dt>{t('flights:price.net')}</dt>
        <dd>{money(price.net_minor)}</dd>
      </div>
      {price.margin_minor !== undefined && (
        <div>
          <dt>{t('flights:price.margin')}</dt>
          <dd>{money(price.margin_minor)}</dd>
        </div>
      )}
      <div className="flight-price__gross-row">
        <dt>{t('flights:price.gross')}</dt>
        <dd className="flight-price__gross">{money(price.gross_minor)}</dd>
      </div>
    </dl>
  );
}
