import type { TBookingDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/lib/i18n';

/*
 * The flights as the supplier booked them. The API passes its stored slices through untyped, so
 * they are read here field by field: a slice or segment the screen cannot read is left out
 * rather than breaking the page.
 */
interface TSegment {
  marketingCarrier: string;
  operatingCarrier: string | null;
  flightNumber: string;
  origin: string;
  destination: string;
  departureLocal: string;
  arrivalLocal: string;
  originTerminal: string | null;
  destinationTerminal: string | null;
  aircraft: string | null;
}

const text = (o: Record<string, unknown>, key: string) => (typeof o[key] === 'string' ? (o[key] as string) : null);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function readSegment(value: unknown): TSegment | null {
  if (!isRecord(value)) return null;
  const [carrier, flight, origin, destination, departs, arrives] = [
    'marketingCarrier',
    'flightNumber',
    'origin',
    'destination',
    'departureLocal',
    'arrivalLocal',
  ].map((k) => text(value, k));
  if (!carrier || !flight || !origin || !destination || !departs || !arrives) return null;
  return {
    marketingCarrier: carrier,
    flightNumber: flight,
    origin,
    destination,
    departureLocal: departs,
    arrivalLocal: arrives,
    operatingCarrier: text(value, 'operatingCarrier'),
    originTerminal: text(value, 'originTerminal'),
    destinationTerminal: text(value, 'destinationTerminal'),
    aircraft: text(value, 'aircraft'),
  };
}

/** A slice's readable segments, or null when it has none. */
export function readSlice(value: unknown): TSegment[] | null {
  if (!isRecord(value) || !Array.isArray(value.segments)) return null;
  const segments = value.segments.map(readSegment).filter((s): s is TSegment => s !== null);
  return segments.length ? segments : null;
}

/**
 * An airport's local time ("2026-03-12T14:05") in the reader's language. It is already local, so
 * it is read as if in UTC and shown in UTC: no zone moves it.
 */
function localTime(value: string): string {
  const instant = `${value.slice(0, 16)}:00Z`;
  return Number.isNaN(Date.parse(instant)) ? value : formatDate(instant, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}

export function BookingFlights({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation('desk');
  const slices = booking.slices.map(readSlice).filter((s): s is TSegment[] => s !== null);
  if (slices.length === 0) return <p>{t('desk:flights.unreadable')}</p>;
  return (
    <ol className="desk-slices">
      {slices.map((segments, i) => (
        <li key={i}>
          <h3 className="desk-slice-title">{t('desk:flights.slice', { n: formatNumber(i + 1) })}</h3>
          <ul className="desk-segments">
            {segments.map((seg, j) => (
              <Segment key={j} segment={seg} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function Segment({ segment: s }: { segment: TSegment }) {
  const { t } = useTranslation('desk');
  return (
    <li className="desk-segment">
      <span className="desk-route">
        <bdi dir="ltr">
          {s.marketingCarrier} {s.flightNumber}
        </bdi>{' '}
        {t('desk:route', { origin: s.origin, destination: s.destination })}
      </span>
      <span>{t('desk:flights.times', { departs: localTime(s.departureLocal), arrives: localTime(s.arrivalLocal) })}</span>
      {(s.originTerminal || s.destinationTerminal) && (
        <span className="cell-sub">{t('desk:flights.terminals', { from: s.originTerminal ?? '—', to: s.destinationTerminal ?? '—' })}</span>
      )}
      {s.operatingCarrier && s.operatingCarrier !== s.marketingCarrier && (
        <span className="cell-sub">{t('desk:flights.operated_by', { carrier: s.operatingCarrier })}</span>
      )}
      {s.aircraft && <span className="cell-sub">{t('desk:flights.aircraft', { aircraft: s.aircraft })}</span>}
    </li>
  );
}
