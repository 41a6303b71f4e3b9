import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@/components/badge';
import { Button, buttonClass } from '@/components/button';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { BookingForAgency } from '@/features/booking-desk/booking-for-agency';
import {
  addBookingHref,
  addBookingPath,
  agencyFromParams,
  bookingDeskOf,
  staffCheckoutHref,
  staffOfferHref,
  staffSearchAgainHref,
} from '@/features/booking-desk/staff-booking-paths';
import { BookLink } from '@/features/checkout/book-link';
import { storefrontCheckoutHref } from '@/features/storefront-bookings/storefront-paths';
import { ApiError } from '@/lib/api';
import { flightKeys, useFlightDetails, type TFlightRef } from '../flights-queries';
import { AGENT_RESULTS_PATH, FLIGHT_DETAILS_PATH, PUBLIC_RESULTS_PATH } from '../paths';
import { previousSearchHref } from '../search/search-params';
import { AirlineMark, detailsHref } from '../results/flight-card';
import { ExtrasPanel } from './extras-panel';
import { isPortalAgent } from './flight-details-shell';
import { OfferExpiry, useNow } from './offer-expiry';
import { ConditionsCard, PriceCard, SegmentsCard } from './offer-sections';
import { SendQuoteDialog } from './send-quote-dialog';
import '@/styles/details.css';
import '@/styles/forms.css';
import '../flight-page.css';
import './flight-details.css';

/** The offer an address names: `?flight_id=…&supplier=…&isSooperFlight=true|false`, or null. */
export function flightRefFromParams(params: URLSearchParams): TFlightRef | null {
  const flightId = (params.get('flight_id') ?? '').trim();
  const supplier = (params.get('supplier') ?? '').trim();
  if (!flightId || flightId.length > 200 || !supplier || supplier.length > 100) return null;
  const sooper = params.get('isSooperFlight');
  return { flight_id: flightId, supplier, isSooperFlight: sooper === 'true' || sooper === '1' };
}

/**
 * /flight/details: every segment with its layovers, baggage, refund and change terms, the price
 * per passenger type (agents: net, margin, gross and the exchange), how long the price is held,
 * extra bags and seats, and for agents "Send quote" and "Book". Staff booking for an agency (its
 * `agency_id` in the address, from add-booking) get "Book" too, to their own checkout. An expired
 * offer (410, or the countdown reaching zero) says so and offers to search again.
 */
export function FlightDetailsScreen() {
  const { t } = useTranslation('flights');
  const [params] = useSearchParams();
  const { data: user } = useCurrentUser();
  const agent = isPortalAgent(user);
  // Visitors and customers book on the storefront and pay by card.
  const storefrontBooker = !user || user.role === 'customer';
  const key = params.toString();
  const ref = useMemo(() => flightRefFromParams(new URLSearchParams(key)), [key]);
  // Staff book only for an agency they chose: without one in the address there is no Book step.
  const deskArea = bookingDeskOf(user);
  const desk = useMemo(() => {
    const agency = agencyFromParams(new URLSearchParams(key));
    return deskArea && agency ? { area: deskArea, agency } : null;
  }, [deskArea, key]);
  const { pathname } = useLocation();
  const details = useFlightDetails(ref);
  const now = useNow();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A price the supplier moved is stored under a new id, which the answer carries: the address
  // follows it (with the answer already cached), so a reload or a shared link shows this price.
  const answered = details.data;
  useEffect(() => {
    if (!ref || !answered || answered.flight_id === ref.flight_id) return;
    const moved = { ...ref, flight_id: answered.flight_id };
    queryClient.setQueryData(flightKeys.details(moved.flight_id, moved.supplier, moved.isSooperFlight), answered);
    void navigate(desk ? staffOfferHref(desk.area, desk.agency, moved) : detailsHref(FLIGHT_DETAILS_PATH, moved), { replace: true });
  }, [answered, ref, queryClient, navigate, desk]);
  const [quoteOpen, setQuoteOpen] = useState(false);
  // Staff on their own details address without an agency go back to choosing one, not to the storefront.
  const staffPath = deskArea && pathname.startsWith(addBookingPath(deskArea)) ? addBookingPath(deskArea) : null;
  const resultsPath = desk ? addBookingHref(desk.area, desk.agency) : (staffPath ?? (agent ? AGENT_RESULTS_PATH : PUBLIC_RESULTS_PATH));
  const searchAgain = desk ? staffSearchAgainHref(desk.area, desk.agency) : (previousSearchHref(resultsPath) ?? resultsPath);
  // The storefront centres its pages; the agent portal and the staff areas lay out their own.
  const wrap = pathname === FLIGHT_DETAILS_PATH && !agent ? 'container flight-details' : 'flight-details';

  const back = (
    <Link to={searchAgain} className="back-link">
      {t('flights:details.back')}
    </Link>
  );

  if (!ref)
    return (
      <div className={wrap}>
        <h1>{t('flights:details.title')}</h1>
        <PageState state="error" messageKey="flights:details.bad_address" />
        <Link to={resultsPath} className={buttonClass('primary')}>
          {t('flights:details.search_again')}
        </Link>
      </div>
    );
  if (details.isPending)
    return (
      <div className={wrap}>
        <h1>{t('flights:details.title')}</h1>
        <PageState state="loading" messageKey="flights:details.loading" />
      </div>
    );
  if (details.isError) {
    const err = details.error;
    const gone = err instanceof ApiError && (err.status === 410 || err.status === 404);
    return (
      <div className={wrap}>
        {back}
        <h1>{t('flights:details.title')}</h1>
        <PageState
          state="error"
          message={err instanceof ApiError && err.description ? err.description : undefined}
          onRetry={gone ? undefined : () => void details.refetch()}
        />
        {gone && (
          <Link to={searchAgain} className={buttonClass('primary')}>
            {t('flights:details.search_again')}
          </Link>
        )}
      </div>
    );
  }

  const flight = details.data;
  const outbound = flight.slices[0];
  const expired = Date.parse(flight.expires_at) <= now;

  return (
    <div className={wrap}>
      {back}
      <div className="flight-details__head">
        <AirlineMark airline={flight.airline} />
        <div>
          <h1>
            {t('flights:details.heading', { from: outbound?.origin ?? '', to: outbound?.destination ?? '', airline: flight.airline.name })}
          </h1>
          <p className="flight-details__tags">
            {flight.fare_brand && <bdi className="flight-details__brand">{flight.fare_brand}</bdi>}
            <span>{t(`flights:cabins.${flight.cabin_class}`)}</span>
            <Badge tone={flight.refundable ? 'success' : 'neutral'}>
              {t(flight.refundable ? 'flights:card.refundable' : 'flights:card.non_refundable')}
            </Badge>
            {flight.isSooperFlight && <Badge tone="info">{t('flights:card.sooper')}</Badge>}
          </p>
        </div>
        {agent && (
          <Button className="flight-details__quote" disabled={expired} onClick={() => setQuoteOpen(true)}>
            {t('flights:quote.open')}
          </Button>
        )}
        {agent && !expired && <BookLink offer={flight} />}
        {desk && !expired && <BookLink offer={flight} to={staffCheckoutHref(desk.area, desk.agency, flight)} />}
        {storefrontBooker && !expired && <BookLink offer={flight} to={storefrontCheckoutHref(flight)} />}
      </div>
      {desk && <BookingForAgency agency={desk.agency} />}

      {expired ? (
        <div className="form-error" role="alert">
          <p className="form-error-title">{t('flights:details.expired')}</p>
          <Link to={searchAgain}>{t('flights:details.search_again')}</Link>
        </div>
      ) : (
        <OfferExpiry expiresAt={flight.expires_at} ticketingDeadline={flight.ticketing_deadline} now={now} />
      )}
      {!flight.price_confirmed && <p className="form-notice">{t('flights:details.price_unconfirmed')}</p>}

      {/* Two columns on a wide screen; on a phone one, in the order itinerary, price, conditions, extras. */}
      <div className="flight-details__cols">
        <div className="flight-details__col">
          <SegmentsCard flight={flight} />
          <ExtrasPanel flight={flight} disabled={expired} />
        </div>
        <div className="flight-details__col">
          <PriceCard flight={flight} />
          <ConditionsCard flight={flight} />
        </div>
      </div>
      {agent && <SendQuoteDialog flightId={flight.flight_id} open={quoteOpen && !expired} onClose={() => setQuoteOpen(false)} />}
    </div>
  );
}
