import type { TCustomerBookingDetails } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { BookingFlights } from '@/features/agent-bookings/booking-flights';
import { formatInZone } from '@/features/agent-bookings/time-left';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { formatPrice } from '@/features/flights/format';
import { ProductBookingParts } from '@/features/product-bookings/product-booking-parts';
import { ApiError } from '@/lib/api';
import { CustomerBookingsList } from './customer-bookings-list';
import { customerBookingHref } from './storefront-paths';
import { customerDocumentHref, startCardPayment, useCustomerBooking } from './storefront-queries';
import '@/styles/page.css';
import './storefront-bookings.css';

/** Instants on the traveller's own clock: they read the page wherever they are. */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const PAYMENT_NOTICES = new Set(['paid', 'cancelled', 'failed', 'refund_owed', 'mismatch', 'pending']);

/**
 * /bookings-details: one storefront booking (`booking_id`, and `token` when opened by its link),
 * or without one the signed-in customer's bookings. After the card gateway it says what came of
 * the payment (`payment`), and while the tickets are issued it asks again until they are.
 */
export function CustomerBookingScreen() {
  const { t } = useTranslation('storefront');
  const [params] = useSearchParams();
  const { data: user } = useCurrentUser();
  const id = params.get('booking_id');
  if (id) return <CustomerBooking id={id} token={params.get('token') ?? undefined} payment={params.get('payment')} />;
  return (
    <div className="container customer-bookings">
      <h1>{t('storefront:list.title')}</h1>
      {user?.role === 'customer' ? <CustomerBookingsList /> : <p>{t('storefront:list.sign_in')}</p>}
    </div>
  );
}

function CustomerBooking({ id, token, payment }: { id: string; token: string | undefined; payment: string | null }) {
  const { t } = useTranslation(['storefront', 'bookings']);
  const booking = useCustomerBooking(id, token);
  const title = <h1>{t('storefront:details.title')}</h1>;
  if (booking.isPending)
    return (
      <div className="container customer-booking">
        {title}
        <PageState state="loading" />
      </div>
    );
  if (booking.isError)
    return (
      <div className="container customer-booking">
        {title}
        <PageState
          state="error"
          message={booking.error instanceof ApiError && booking.error.status === 404 ? t('storefront:details.not_found') : undefined}
          onRetry={() => void booking.refetch()}
        />
      </div>
    );
  const b = booking.data;
  const facts = b.product_facts;
  return (
    <div className="container customer-booking">
      <div className="customer-booking__head">
        <div>
          {title}
          <p className="customer-booking__route">
            {facts ? (
              <bdi>{b.title}</bdi>
            ) : (
              <>
                <bdi dir="ltr">{b.origin}</bdi> → <bdi dir="ltr">{b.destination}</bdi>
              </>
            )}{' '}
            · <bdi dir="ltr">{b.reference}</bdi>
          </p>
        </div>
        <Badge
          tone={
            b.status === 'ticketed' || b.status === 'confirmed'
              ? 'success'
              : b.status === 'held' || b.status === 'ticketing' || b.status === 'awaiting_payment'
                ? 'info'
                : 'neutral'
          }
        >
          {t(`bookings:status_${b.status}`)}
        </Badge>
      </div>
      {payment && PAYMENT_NOTICES.has(payment) && <PaymentNotice outcome={payment} booking={b} />}
      <PayCard booking={b} token={token ?? b.access_token} />
      {b.documents && <Documents booking={b} token={token ?? b.access_token} />}
      {facts ? (
        <ProductBookingParts
          booking={b}
          facts={facts}
          token={token ?? b.access_token}
          totals={[{ kind: 'you_pay', minor: b.total_minor }]}
        />
      ) : (
        <BookingFlights booking={b} />
      )}
      <Card title={t('storefront:details.passengers')}>
        <ul className="customer-booking__people">
          {b.passenger_list.map((p) => (
            <li key={p.ref}>
              <bdi dir="ltr">
                {p.title.toUpperCase()} {p.given_name} {p.family_name}
              </bdi>
              {p.ticket_number && (
                <span className="muted">
                  {' · '}
                  {t('storefront:details.ticket', { number: p.ticket_number })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('storefront:details.payment')}>
        <dl className="details">
          <div>
            <dt>{t('storefront:details.total')}</dt>
            <dd>
              <bdi>{formatPrice(b.total_minor, b.currency)}</bdi>
            </dd>
          </div>
          {b.pnr && (
            <div>
              <dt>{t('storefront:details.pnr')}</dt>
              <dd>
                <bdi dir="ltr">{b.pnr}</bdi>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('storefront:details.contact')}</dt>
            <dd>
              <bdi>{b.contact.email}</bdi>
            </dd>
          </div>
        </dl>
        {b.payments.length > 0 && (
          <ul className="customer-booking__payments">
            {b.payments.map((p) => (
              <li key={p.id}>
                {t(`storefront:payments.${p.status}`, { amount: formatPrice(p.amount_minor, p.currency) })}
                {p.refund_pending && ` · ${t('storefront:payments.refund_pending')}`}
                {p.refunded_minor > 0 && ` · ${t('storefront:payments.refunded', { amount: formatPrice(p.refunded_minor, p.currency) })}`}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** What came of the card payment the traveller returns from, in words. */
function PaymentNotice({ outcome, booking }: { outcome: string; booking: TCustomerBookingDetails }) {
  const { t } = useTranslation(['storefront', 'product_bookings']);
  const tone = outcome === 'paid' ? 'form-notice' : 'form-error';
  if (booking.product_facts) {
    // A product is sold once paid: no tickets to wait for.
    const key = outcome === 'paid' ? (booking.status === 'confirmed' ? 'paid_confirmed' : 'paid_waiting') : outcome;
    return (
      <div className={tone} role="status">
        <p>{t(`product_bookings:notices.${key}`)}</p>
      </div>
    );
  }
  // A payment taken: first the tickets are issued (the page asks again), then they are there.
  const key =
    outcome === 'paid' && booking.status !== 'ticketing' ? `payment_done_${booking.status === 'ticketed' ? 'ticketed' : 'other'}` : outcome;
  return (
    <div className={tone} role="status">
      <p>{t(`storefront:notices.${key}`)}</p>
    </div>
  );
}

/** The way to pay a held booking by card, with the time it must be paid by. */
function PayCard({ booking, token }: { booking: TCustomerBookingDetails; token: string }) {
  const { t } = useTranslation(['storefront', 'product_bookings']);
  // A product is kept, not held with an airline: its words say so.
  const words = booking.product_facts
    ? { by: 'product_bookings:pay.by', now: 'product_bookings:pay.now' }
    : { by: 'storefront:pay.by', now: 'storefront:pay.now' };
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!booking.can_pay) return null;
  const handlePay = async () => {
    setBusy(true);
    setFailure(null);
    try {
      window.location.assign(await startCardPayment(booking.id, token));
    } catch (err) {
      setBusy(false);
      setFailure(err instanceof ApiError && err.description ? err.description : t('storefront:pay.failed'));
    }
  };
  return (
    <Card title={t('storefront:pay.title')}>
      <p>
        {booking.pay_by
          ? t(words.by, {
              amount: formatPrice(booking.total_minor, booking.currency),
              when: formatInZone(booking.pay_by, readerZone()),
            })
          : t(words.now, { amount: formatPrice(booking.total_minor, booking.currency) })}
      </p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Button busy={busy} onClick={() => void handlePay()}>
        {t('storefront:pay.button')}
      </Button>
    </Card>
  );
}

function Documents({ booking, token }: { booking: TCustomerBookingDetails; token: string }) {
  const { t } = useTranslation('storefront');
  return (
    <Card title={t('storefront:documents.title')}>
      <p className="customer-booking__documents">
        <a className="btn btn-secondary" href={customerDocumentHref(booking.id, token, 'eticket')} target="_blank" rel="noopener">
          {t('storefront:documents.eticket')}
        </a>
        <a className="btn btn-secondary" href={customerDocumentHref(booking.id, token, 'invoice')} target="_blank" rel="noopener">
          {t('storefront:documents.invoice')}
        </a>
      </p>
      <p className="muted">
        <Link to={customerBookingHref(booking.id, booking.access_token)}>{t('storefront:documents.keep_link')}</Link>
      </p>
    </Card>
  );
}
