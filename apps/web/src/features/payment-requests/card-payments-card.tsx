import type { TBookingDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatInZone } from '@/features/agent-bookings/time-left';
import { formatPrice } from '@/features/flights/format';

/** The booking's card payments (the storefront's, or its customer's after a payment request), with any refund on its way. */
export function CardPaymentsCard({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation('payment_requests');
  if (booking.card_payments.length === 0) return null;
  return (
    <Card title={t('payment_requests:payments.title')}>
      <ul className="card-payments">
        {booking.card_payments.map((p) => (
          <li key={p.id}>
            {t(`payment_requests:payments.${p.status}`, { amount: formatPrice(p.amount_minor, p.currency) })}
            {p.paid_at && <span className="muted"> · {formatInZone(p.paid_at, booking.deadlines.time_zone)}</span>}
            {p.refunded_minor > 0 && ` · ${t('payment_requests:payments.refunded', { amount: formatPrice(p.refunded_minor, p.currency) })}`}
            {p.refund_pending && ` · ${t('payment_requests:payments.refund_pending')}`}
          </li>
        ))}
      </ul>
    </Card>
  );
}
