import type { TOfflineBookingDetails } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageState } from '@/components/page-state';
import { BookingStatusBadge } from '@/features/booking-desk/booking-badges';
import { BookingFlights } from '@/features/booking-desk/booking-flights';
import { BookingPassengers } from '@/features/booking-desk/booking-passengers';
import { BookingTimeline } from '@/features/booking-desk/booking-timeline';
import { Amount } from '@/features/money/amount';
import { ApiError } from '@/lib/api';
import { notifySuccess } from '@/lib/toast';
import { offlineEditHref, offlineListHref, type TOfflineArea } from './offline-area';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { CancelOfflineDialog } from './cancel-offline-dialog';
import { useDeleteOfflineBooking, useOfflineBooking, useSendOfflineBookingEmail } from './offline-queries';
import '@/styles/page.css';
import '@/styles/details.css';
import '@/features/booking-desk/booking-desk.css';

/**
 * /admin/offline-booking-details?id=… (also /admin/booking-details-offline) and the agent's
 * /agent/agent-offline-bookings-details?id=… (also /agent/agent-booking-details-offline): a
 * booking made outside Safar, its flights, travellers with their tickets, money and timeline.
 * Staff edit it, mail it, and delete one no money moved for.
 */
export function OfflineBookingDetailsScreen({ area }: { area: TOfflineArea }) {
  const { t } = useTranslation(['offline_bookings', 'desk', 'bookings', 'travellers']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const details = useOfflineBooking(id);
  const back = (
    <Link to={offlineListHref(area)} className="back-link">
      {t('offline_bookings:details.back')}
    </Link>
  );
  if (!id || (details.error instanceof ApiError && details.error.status === 404))
    return (
      <>
        {back}
        <h1>{t('offline_bookings:details.title_plain')}</h1>
        <PageState state="empty" />
      </>
    );
  if (details.isPending) return <PageState state="loading" />;
  if (details.isError)
    return (
      <>
        {back}
        <h1>{t('offline_bookings:details.title_plain')}</h1>
        <PageState
          state="error"
          message={details.error instanceof ApiError ? details.error.description : undefined}
          onRetry={() => void details.refetch()}
        />
      </>
    );
  return <Details data={details.data} area={area} back={back} />;
}

function Details({ data, area, back }: { data: TOfflineBookingDetails; area: TOfflineArea; back: React.ReactNode }) {
  const { t } = useTranslation(['offline_bookings', 'desk', 'bookings']);
  const { booking, offline } = data;
  const navigate = useNavigate();
  const remove = useDeleteOfflineBooking();
  const mail = useSendOfflineBookingEmail();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const role = useCurrentUser().data?.role;
  // The booking desk's staff change it (finance staff only read it); money going back to a wallet is admin's.
  const staff = area === 'admin' && (role === 'admin' || role === 'reservation');
  const canCancel = role === 'admin' && booking.channel === 'offline' && booking.status === 'ticketed';

  const handleDelete = () =>
    remove.mutate(booking.id, {
      onSuccess: (result) => {
        notifySuccess(result);
        void navigate(offlineListHref(area));
      },
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="people-stack">
      <div>
        {back}
        <div className="page-header">
          <div className="desk-title">
            <h1>{t('desk:details.title', { reference: booking.reference })}</h1>
            <BookingStatusBadge status={booking.status} />
          </div>
          {staff && (
            <div className="form-actions">
              {booking.channel === 'offline' && booking.status === 'ticketed' && (
                <Link to={offlineEditHref(booking.id)} className={buttonClass('secondary')}>
                  {t('offline_bookings:details.edit')}
                </Link>
              )}
              <Button
                variant="secondary"
                busy={mail.isPending}
                onClick={() => mail.mutate({ id: booking.id }, { onSuccess: notifySuccess })}
              >
                {t('offline_bookings:details.email')}
              </Button>
              {canCancel && (
                <Button variant="danger" onClick={() => setCancelling(true)}>
                  {t('offline_bookings:cancel.open')}
                </Button>
              )}
              {offline.deletable && (
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  {t('offline_bookings:details.delete')}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
      <Card title={t('desk:details.summary')}>
        <dl className="people-details">
          <div>
            <dt>{t('offline_bookings:fields.kind')}</dt>
            <dd>{t(`offline_bookings:channels.${booking.channel}`, { defaultValue: booking.channel })}</dd>
          </div>
          <div>
            <dt>{t('offline_bookings:fields.supplier_name')}</dt>
            <dd>{offline.supplier_name}</dd>
          </div>
          <div>
            <dt>{t('desk:fields.pnr')}</dt>
            <dd>
              <bdi dir="ltr">{booking.pnr}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('offline_bookings:fields.owner')}</dt>
            <dd>{booking.agency?.name ?? offline.customer?.name ?? t('offline_bookings:walk_in')}</dd>
          </div>
          {offline.customer && (
            <div>
              <dt>{t('offline_bookings:fields.customer_email')}</dt>
              <dd>
                <bdi dir="ltr">{offline.customer.email}</bdi>
              </dd>
            </div>
          )}
          {offline.net_minor !== null && (
            <div>
              <dt>{t('offline_bookings:fields.net')}</dt>
              <dd>
                <Amount minor={offline.net_minor} currency={booking.currency} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t('offline_bookings:fields.selling')}</dt>
            <dd>
              <Amount minor={offline.selling_minor} currency={booking.currency} />
            </dd>
          </div>
          <div>
            <dt>{t('offline_bookings:fields.charged')}</dt>
            <dd>
              {offline.charged ? (booking.payment?.reference ?? t('offline_bookings:yes')) : t('offline_bookings:not_charged')}
              {offline.no_charge_reason && <span className="cell-sub">{offline.no_charge_reason}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('offline_bookings:fields.recorded_by')}</dt>
            <dd>{booking.created_by?.name}</dd>
          </div>
        </dl>
      </Card>
      <Card title={t('desk:details.flights')}>
        <BookingFlights booking={booking} />
      </Card>
      <Card title={t('desk:details.passengers')}>
        <BookingPassengers booking={booking} />
      </Card>
      <Card title={t('desk:details.timeline')}>
        <BookingTimeline booking={booking} />
      </Card>
      {canCancel && <CancelOfflineDialog booking={booking} open={cancelling} onClose={() => setCancelling(false)} />}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        message={t('offline_bookings:details.delete_confirm', { reference: booking.reference })}
        confirmLabel={t('offline_bookings:details.delete')}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

export const AdminOfflineBookingDetailsScreen = () => <OfflineBookingDetailsScreen area="admin" />;
export const AgentOfflineBookingDetailsScreen = () => <OfflineBookingDetailsScreen area="agent" />;
