import { decideAccess, type TBookingDetails } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { BookingDocuments } from '@/features/booking-documents/booking-documents-section';
import { CardPaymentsCard } from '@/features/payment-requests/card-payments-card';
import { PaymentRequestCard } from '@/features/payment-requests/payment-request-card';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { ApiError } from '@/lib/api';
import { BookingActions } from './booking-actions';
import { BookingStatusBadge, NeedsApprovalBadge } from './booking-badges';
import { BookingDeadlines } from './booking-deadlines';
import { useDeskBooking } from './booking-desk-queries';
import { BookingFacts } from './booking-facts';
import { BookingFlights } from './booking-flights';
import { BookingPassengers } from './booking-passengers';
import { BookingPrices } from './booking-prices';
import { BookingTimeline } from './booking-timeline';
import { ProductBookingParts } from '@/features/product-bookings/product-booking-parts';
import { ProductStaffActions } from '@/features/product-bookings/product-staff-actions';
import { BookingChangeNotice } from '@/features/schedule-changes/booking-change-notice';
import { CHANGES_AREAS } from '@/features/schedule-changes/changes-area';
import { bookingsHref, type TDeskArea } from './desk-area';
import '@/styles/page.css';
import '@/styles/details.css';
import './booking-desk.css';

/**
 * …/booking-details?id=… (also …/bookings-details): everything about one booking (flights,
 * travellers with their tickets, money, deadlines with the time left, the timeline) and the
 * actions the API lists for the reader.
 */
export function BookingDetailsScreen({ area }: { area: TDeskArea }) {
  // 'flights': the price table names the bags and seats booked; loaded with the rest, not after them.
  const { t } = useTranslation(['desk', 'bookings', 'travellers', 'flights']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const details = useDeskBooking(id);
  const back = (
    <Link to={bookingsHref(area)} className="back-link">
      {t('desk:details.back')}
    </Link>
  );
  if (!id || (details.error instanceof ApiError && details.error.status === 404))
    return (
      <>
        {back}
        <h1>{t('desk:details.title_plain')}</h1>
        <PageState state="empty" />
      </>
    );
  if (details.isPending) return <PageState state="loading" />;
  if (details.isError)
    return (
      <>
        {back}
        <h1>{t('desk:details.title_plain')}</h1>
        <PageState
          state="error"
          message={details.error instanceof ApiError ? details.error.description : undefined}
          onRetry={() => void details.refetch()}
        />
      </>
    );
  return <BookingDetails booking={details.data} area={area} back={back} />;
}

function BookingDetails({ booking, area, back }: { booking: TBookingDetails; area: TDeskArea; back: ReactNode }) {
  const { t } = useTranslation(['desk', 'bookings', 'travellers']);
  const viewer = useCurrentUser().data ?? null;
  const facts = booking.product_facts;
  const desk = decideAccess('bookingsDesk', viewer) === 'allow';
  return (
    <div className="people-stack">
      <div>
        {back}
        <div className="page-header">
          <div className="desk-title">
            <h1>{t('desk:details.title', { reference: booking.reference })}</h1>
            <BookingStatusBadge status={booking.status} />
            {booking.needs_approval && <NeedsApprovalBadge />}
          </div>
          {facts ? desk && <ProductStaffActions booking={booking} /> : <BookingActions booking={booking} />}
        </div>
        {!facts && <BookingChangeNotice bookingId={booking.id} area={CHANGES_AREAS[area.id]} />}
      </div>
      <Card title={t('desk:details.summary')}>
        <BookingFacts booking={booking} area={area} canOpenLedger={area.id === 'admin' && decideAccess('finance', viewer) === 'allow'} />
      </Card>
      <Card title={t('desk:details.deadlines')}>
        <BookingDeadlines booking={booking} />
      </Card>
      {facts ? (
        // A product the agency sells itself: its own facts, prices and (a visa's) files instead of flights and tickets.
        <ProductBookingParts
          booking={booking}
          facts={facts}
          documents={desk}
          totals={
            booking.agency
              ? [
                  { kind: 'agency_pays', minor: booking.due_minor },
                  { kind: 'markup', minor: booking.markup_minor },
                  { kind: 'customer_pays', minor: booking.gross_minor },
                ]
              : [{ kind: 'customer_pays', minor: booking.gross_minor }]
          }
        />
      ) : (
        <Card title={t('desk:details.flights')}>
          <BookingFlights booking={booking} />
        </Card>
      )}
      <Card title={t('desk:details.passengers')}>
        <BookingPassengers booking={booking} />
      </Card>
      {!facts && (
        <Card title={t('desk:details.prices')}>
          <BookingPrices booking={booking} />
        </Card>
      )}
      {!facts && <PaymentRequestCard booking={booking} />}
      <CardPaymentsCard booking={booking} />
      {!facts && <BookingDocuments booking={booking} canName={false} />}
      <Card title={t('desk:details.timeline')}>
        <BookingTimeline booking={booking} />
      </Card>
    </div>
  );
}
