import type { TBookingDetails } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { BookingDocuments } from '@/features/booking-documents/booking-documents-section';
import { CardPaymentsCard } from '@/features/payment-requests/card-payments-card';
import { PaymentRequestCard } from '@/features/payment-requests/payment-request-card';
import { BOOKINGS_PATH } from '@/features/checkout/checkout-paths';
import { ApiError } from '@/lib/api';
import { isUuid } from '@/lib/url-filters';
import { ProductBookingParts } from '@/features/product-bookings/product-booking-parts';
import { BookingChangeNotice } from '@/features/schedule-changes/booking-change-notice';
import { CHANGES_AREAS } from '@/features/schedule-changes/changes-area';
import { BookingActions } from './booking-actions';
import { BookingDeadlines, BookingFacts, BookingMoney } from './booking-facts';
import { BookingFlights } from './booking-flights';
import { BookingStatusBadge } from './booking-status';
import { BookingPassengers, BookingPrice } from './booking-tables';
import { BookingTimeline } from './booking-timeline';
import { useBooking } from './bookings-queries';
import '@/styles/page.css';
import '@/styles/details.css';
import '@/styles/tables.css';
import './agent-bookings.css';

/**
 * /agent/agent-booking-details?id=…: one booking of the agency, everything about it, and what the
 * agent may do to it now.
 */
export function BookingDetailsScreen() {
  const { t } = useTranslation(['agent_bookings', 'bookings']);
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = isUuid(raw) ? raw : null;
  const booking = useBooking(id);
  const back = (
    <Link to={BOOKINGS_PATH} className="back-link">
      {t('agent_bookings:details.back')}
    </Link>
  );
  if (!id || (booking.error instanceof ApiError && booking.error.status === 404))
    return (
      <div>
        {back}
        <h1>{t('agent_bookings:details.title_plain')}</h1>
        <PageState state="empty" messageKey="agent_bookings:details.not_found" />
      </div>
    );
  if (booking.isPending) return <PageState state="loading" />;
  if (booking.isError)
    return (
      <PageState
        state="error"
        message={booking.error instanceof ApiError ? booking.error.description : undefined}
        onRetry={() => void booking.refetch()}
      />
    );
  return <BookingDetails booking={booking.data} back={back} />;
}

function BookingDetails({ booking, back }: { booking: TBookingDetails; back: ReactNode }) {
  const { t } = useTranslation(['agent_bookings', 'bookings']);
  const note =
    booking.status === 'outcome_unknown'
      ? t('agent_bookings:details.outcome_unknown')
      : booking.status === 'awaiting_approval'
        ? t('agent_bookings:details.awaiting_approval')
        : null;
  return (
    <div className="people-stack booking-details">
      <div>
        {back}
        <div className="page-header">
          <div className="booking-details__title">
            <h1>{t('agent_bookings:details.title', { reference: booking.reference })}</h1>
            <BookingStatusBadge status={booking.status} />
          </div>
          <BookingActions booking={booking} />
        </div>
        {note && <p className="form-notice">{note}</p>}
        {booking.product === 'flight' && <BookingChangeNotice bookingId={booking.id} area={CHANGES_AREAS.agent} />}
      </div>
      {booking.product_facts ? (
        // A product the agency sells itself: no flights, PNR, deadlines or tickets; its own facts instead.
        <>
          <div className="booking-details__cols">
            <BookingFacts booking={booking} />
            <BookingMoney booking={booking} />
          </div>
          <ProductBookingParts
            booking={booking}
            facts={booking.product_facts}
            totals={[
              { kind: 'agency_pays', minor: booking.due_minor },
              { kind: 'markup', minor: booking.markup_minor },
              { kind: 'customer_pays', minor: booking.gross_minor },
            ]}
          />
          <BookingPassengers booking={booking} />
          <CardPaymentsCard booking={booking} />
        </>
      ) : (
        <>
          <div className="booking-details__cols">
            <BookingFacts booking={booking} />
            <BookingDeadlines booking={booking} />
          </div>
          <BookingPassengers booking={booking} />
          <div className="booking-details__cols">
            <BookingFlights booking={booking} />
            <BookingMoney booking={booking} />
          </div>
          <BookingPrice booking={booking} />
          <PaymentRequestCard booking={booking} />
          <CardPaymentsCard booking={booking} />
          <BookingDocuments booking={booking} canName />
        </>
      )}
      <BookingTimeline booking={booking} />
    </div>
  );
}
