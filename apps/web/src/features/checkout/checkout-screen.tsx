import type { TFlightDetails } from '@safar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageState } from '@/components/page-state';
import { flightRefFromParams } from '@/features/flights/details/flight-details-screen';
import { OfferExpiry, useNow } from '@/features/flights/details/offer-expiry';
import { flightKeys, useFlightDetails } from '@/features/flights/flights-queries';
import { ApiError } from '@/lib/api';
import { CheckoutForm } from './checkout-form';
import { AGENT_CHECKOUT, type TCheckoutMode } from './checkout-mode';
import { CheckoutFlights, CheckoutPrice } from './checkout-summary';
import '@/styles/page.css';
import '@/styles/forms.css';
import '@/styles/tables.css';
import './checkout.css';

/** Whether `expiresAt` has passed, turning true when it does (no re-render every second); one offer per mount. */
function useExpired(expiresAt: string): boolean {
  const [expired, setExpired] = useState(() => Date.parse(expiresAt) <= Date.now());
  useEffect(() => {
    const left = Date.parse(expiresAt) - Date.now();
    // Beyond what a timer can wait (about 24 days) the offer outlives the page anyway.
    if (left <= 0 || left > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setExpired(true), left);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expired;
}

/** How long the price is held, ticking on its own so that the form does not render every second. */
function ExpiryClock({ flight }: { flight: TFlightDetails }) {
  const now = useNow();
  return <OfferExpiry expiresAt={flight.expires_at} ticketingDeadline={flight.ticketing_deadline} now={now} />;
}

/**
 * /agent/flight-checkout?flight_id=…&supplier=…&isSooperFlight=… (and /agent/agent-flight-checkout):
 * an approved agent books an offer for the party it was priced for. The offer is read as the
 * details screen reads it (re-checked with the airline); what is booked is priced by the API.
 */
export function CheckoutScreen() {
  return <Checkout mode={AGENT_CHECKOUT} />;
}

export interface CheckoutProps {
  mode: TCheckoutMode;
  /** Shown under the heading (staff: whom they book for, and that the agency pays its own price). */
  intro?: ReactNode;
}

/** The checkout of the offer the address names, for an agent or for staff booking for an agency (`mode`). */
export function Checkout({ mode, intro }: CheckoutProps) {
  const { t } = useTranslation(['checkout', 'flights']);
  const [params] = useSearchParams();
  const key = params.toString();
  const ref = useMemo(() => flightRefFromParams(new URLSearchParams(key)), [key]);
  const details = useFlightDetails(ref);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const searchAgain = mode.searchAgainHref();

  // A price the supplier moved is stored under a new id: book that one (the old id keeps the old price).
  const answered = details.data;
  useEffect(() => {
    if (!ref || !answered || answered.flight_id === ref.flight_id) return;
    const moved = { ...ref, flight_id: answered.flight_id };
    queryClient.setQueryData(flightKeys.details(moved.flight_id, moved.supplier, moved.isSooperFlight), answered);
    void navigate(mode.checkoutHref(moved), { replace: true });
  }, [answered, ref, queryClient, navigate, mode]);

  const title = <h1>{t('checkout:title')}</h1>;
  if (!ref)
    return (
      <div className="checkout">
        {title}
        <PageState state="error" messageKey="checkout:bad_address" />
        <Link to={searchAgain} className={buttonClass('primary')}>
          {t('checkout:search_again')}
        </Link>
      </div>
    );
  const back = (
    <Link to={mode.offerHref(ref)} className="back-link">
      {t('checkout:back')}
    </Link>
  );
  if (details.isPending)
    return (
      <div className="checkout">
        {title}
        <PageState state="loading" messageKey="checkout:loading" />
      </div>
    );
  if (details.isError) {
    const err = details.error;
    const gone = err instanceof ApiError && (err.status === 410 || err.status === 404);
    return (
      <div className="checkout">
        {title}
        <PageState
          state="error"
          message={err instanceof ApiError && err.description ? err.description : undefined}
          onRetry={gone ? undefined : () => void details.refetch()}
        />
        {gone && (
          <Link to={searchAgain} className={buttonClass('primary')}>
            {t('checkout:search_again')}
          </Link>
        )}
      </div>
    );
  }
  // A new body per offer: a moved price is another offer, with its own expiry and form.
  return (
    <CheckoutBody key={details.data.flight_id} flight={details.data} mode={mode} intro={intro} back={back} searchAgain={searchAgain} />
  );
}

interface CheckoutBodyProps extends CheckoutProps {
  flight: TFlightDetails;
  back: ReactNode;
  searchAgain: string;
}

function CheckoutBody({ flight, mode, intro, back, searchAgain }: CheckoutBodyProps) {
  const { t } = useTranslation(['checkout', 'flights']);
  const expired = useExpired(flight.expires_at);
  const outbound = flight.slices[0];
  return (
    <div className="checkout">
      <div>
        {back}
        <h1>{t('checkout:title')}</h1>
        <p className="checkout__route">
          {t('checkout:heading', { from: outbound?.origin ?? '', to: outbound?.destination ?? '', airline: flight.airline.name })}
        </p>
      </div>
      {intro}
      {expired ? (
        <div className="form-error" role="alert">
          <p className="form-error-title">{t('checkout:expired')}</p>
          <Link to={searchAgain}>{t('checkout:search_again')}</Link>
        </div>
      ) : (
        <ExpiryClock flight={flight} />
      )}
      {!flight.price_confirmed && <p className="form-notice">{t('flights:details.price_unconfirmed')}</p>}
      <section className="checkout__summary" aria-label={t('checkout:summary.title')}>
        <CheckoutFlights flight={flight} />
        <CheckoutPrice flight={flight} view={mode.storefront ? 'storefront' : mode.agency ? 'staff' : 'agent'} />
      </section>
      <CheckoutForm flight={flight} mode={mode} searchAgain={searchAgain} expired={expired} />
    </div>
  );
}
