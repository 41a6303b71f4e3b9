import { BOOKING_STATUSES, type TBookingDetails, type TBookingStatus } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/features/money/amount';
import { formatInZone } from './deadline-time';

type TEvent = TBookingDetails['timeline'][number];

const isStatus = (s: string | null): s is TBookingStatus => s !== null && (BOOKING_STATUSES as readonly string[]).includes(s);
/** Details worth a person's eye, in this order; the rest (supplier internals) stays in the data. */
const TEXT_DETAILS = ['note', 'reason', 'message', 'transaction', 'pnr', 'supplier_status'] as const;
const MONEY_DETAILS = ['amount_minor', 'fee_minor', 'refund_minor'] as const;

/** Every action and supplier answer, oldest first, with who did it (none: the system) and when, in the agency's zone. */
export function BookingTimeline({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation(['desk', 'bookings']);
  if (booking.timeline.length === 0) return <p>{t('desk:timeline.empty')}</p>;
  return (
    <ol className="desk-timeline">
      {booking.timeline.map((e, i) => (
        <li key={`${e.at}-${i}`} className="desk-timeline__item">
          <p className="desk-timeline__head">
            <strong>{t(`desk:timeline.kinds.${e.kind}`, { defaultValue: e.kind.replace(/_/g, ' ') })}</strong>
            {isStatus(e.to_status) && (
              <span className="cell-sub">
                {isStatus(e.from_status)
                  ? t('desk:timeline.moved', { from: t(`bookings:status_${e.from_status}`), to: t(`bookings:status_${e.to_status}`) })
                  : t('desk:timeline.now', { to: t(`bookings:status_${e.to_status}`) })}
              </span>
            )}
          </p>
          <p className="cell-sub">
            <time dateTime={e.at}>{formatInZone(e.at, booking.deadlines.time_zone)}</time> · {e.actor?.name ?? t('desk:timeline.system')}
          </p>
          <EventDetails event={e} currency={booking.currency} />
        </li>
      ))}
    </ol>
  );
}

function EventDetails({ event, currency }: { event: TEvent; currency: string }) {
  const { t } = useTranslation('desk');
  const d = event.detail;
  const unit = typeof d.currency === 'string' ? d.currency : currency;
  const lines: [string, ReactNode][] = [
    ...TEXT_DETAILS.filter((k) => typeof d[k] === 'string' && d[k] !== '').map((k): [string, ReactNode] => [
      k,
      <bdi key={k}>{String(d[k])}</bdi>,
    ]),
    ...MONEY_DETAILS.filter((k) => typeof d[k] === 'number').map((k): [string, ReactNode] => [
      k,
      <Amount key={k} minor={d[k] as number} currency={unit} />,
    ]),
    ...(Array.isArray(d.tickets) && d.tickets.length
      ? [
          [
            'tickets',
            <bdi key="tickets" dir="ltr">
              {d.tickets.map(String).join(', ')}
            </bdi>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  if (lines.length === 0) return null;
  return (
    <dl className="desk-timeline__details">
      {lines.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`desk:timeline.details.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
