import { BOOKING_STATUSES, type TBookingDetails, type TBookingStatus } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { formatInZone } from './time-left';

type TEvent = TBookingDetails['timeline'][number];

/** The timeline kinds with their own words; any other (a newer kind) is named as it is. */
const KNOWN_KINDS = new Set([
  'requested',
  'hold_booked',
  'ticketed',
  'refused',
  'answer_lost',
  'paid',
  'paid_for_approval',
  'approved',
  'issue_failed',
  'released',
  'expired',
  'void_requested',
  'void_declined',
  'voided',
  'cancelled',
  'refunded',
  'void_failed',
  'cancel_failed',
  'expire_refused',
  'needs_person',
  'supplier_checked',
  'airline_change',
  'airline_change_accepted',
  'airline_change_refunded',
  'airline_change_answer_failed',
  'visa_step',
  'visa_document_added',
  'visa_document_removed',
]);

const isStatus = (value: string | null): value is TBookingStatus => BOOKING_STATUSES.includes(value as TBookingStatus);

/** The few details of an entry a person reads: the note given, and the money moved. */
function EventDetail({ event, currency }: { event: TEvent; currency: string }) {
  const { t } = useTranslation('agent_bookings');
  const { note, transaction, amount_minor: amount } = event.detail;
  const parts = [
    typeof note === 'string' && note ? t('agent_bookings:timeline.note', { note }) : null,
    typeof transaction === 'string' ? t('agent_bookings:timeline.transaction', { reference: transaction }) : null,
    typeof amount === 'number' ? t('agent_bookings:timeline.amount', { amount: formatMoney(amount, currency, currentLocale()) }) : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  return <p className="booking-event__detail">{parts.join(' · ')}</p>;
}

/** Who did what to the booking and when (in the agency's time zone), oldest first. */
export function BookingTimeline({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation(['agent_bookings', 'bookings']);
  const label = (kind: string) => (KNOWN_KINDS.has(kind) ? t(`agent_bookings:events.${kind}`) : t('agent_bookings:events.other', { kind }));
  const status = (s: string | null) => (isStatus(s) ? t(`bookings:status_${s}`) : s);
  return (
    <Card title={t('agent_bookings:timeline.title')}>
      <ol className="booking-timeline">
        {booking.timeline.map((event, i) => (
          <li key={i} className="booking-event">
            <time dateTime={event.at} className="booking-event__at">
              {formatInZone(event.at, booking.deadlines.time_zone)}
            </time>
            <p className="booking-event__what">
              <strong>{label(event.kind)}</strong>
              {event.to_status && (
                <span className="booking-event__status">
                  {' · '}
                  {event.from_status
                    ? t('agent_bookings:timeline.from_to', { from: status(event.from_status), to: status(event.to_status) })
                    : status(event.to_status)}
                </span>
              )}
            </p>
            <p className="booking-event__who muted">
              {event.actor ? t('agent_bookings:timeline.by', { name: event.actor.name }) : t('agent_bookings:timeline.system')}
            </p>
            <EventDetail event={event} currency={booking.currency} />
          </li>
        ))}
      </ol>
    </Card>
  );
}
