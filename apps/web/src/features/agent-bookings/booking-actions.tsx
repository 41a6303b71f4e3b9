import type { TBookingDetails } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { ApiSuccess } from '@/lib/api';
import { notifyError } from '@/lib/toast';
import { notifyBookingAnswer, useCancelBooking, useConfirmBooking } from './bookings-queries';
import { CancelQuoteDialog } from './cancel-quote-dialog';
import { VoidRequestDialog } from './void-request-dialog';

type TOpen = 'confirm' | 'cancel' | 'void' | null;

/** A ticketed booking refunds on cancelling, at the airline's quote; anything before that is released whole. */
const refundsOnCancel = (booking: TBookingDetails) => booking.status === 'ticketed' || booking.status === 'void_requested';

/**
 * The actions the API says this agent may take now (`booking.actions`), each asking first:
 * pay a hold from the wallet (the amount shown), cancel (a hold at once; tickets at the refund
 * the airline quotes), or ask the desk to void the tickets. The server's message is the toast.
 */
export function BookingActions({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation('agent_bookings');
  const [open, setOpen] = useState<TOpen>(null);
  const confirm = useConfirmBooking();
  const release = useCancelBooking();
  const amount = formatMoney(booking.due_minor, booking.currency, currentLocale());
  const can = (action: TBookingDetails['actions'][number]) => booking.actions.includes(action);
  const close = () => setOpen(null);
  const after = {
    onSuccess: (result: ApiSuccess<{ booking: TBookingDetails }>) => {
      notifyBookingAnswer(result);
      close();
    },
    onError: (err: unknown) => {
      notifyError(err);
      close();
    },
  };

  if (!can('confirm') && !can('cancel') && !can('request_void')) return null;
  return (
    <div className="booking-actions" role="group" aria-label={t('agent_bookings:actions.title')}>
      {can('confirm') && <Button onClick={() => setOpen('confirm')}>{t('agent_bookings:actions.confirm')}</Button>}
      {can('request_void') && (
        <Button variant="secondary" onClick={() => setOpen('void')}>
          {t('agent_bookings:actions.request_void')}
        </Button>
      )}
      {can('cancel') && (
        <Button variant="danger" onClick={() => setOpen('cancel')}>
          {t('agent_bookings:actions.cancel')}
        </Button>
      )}

      <ConfirmDialog
        open={open === 'confirm'}
        title={t('agent_bookings:actions.confirm_title')}
        message={t('agent_bookings:actions.confirm_message', { amount })}
        confirmLabel={t('agent_bookings:actions.confirm_button', { amount })}
        busy={confirm.isPending}
        onConfirm={() => confirm.mutate({ booking_id: booking.id }, after)}
        onCancel={close}
      />
      <ConfirmDialog
        open={open === 'cancel' && !refundsOnCancel(booking)}
        tone="danger"
        title={t('agent_bookings:actions.cancel_hold_title')}
        message={t('agent_bookings:actions.cancel_hold_message')}
        confirmLabel={t('agent_bookings:actions.cancel_hold_confirm')}
        cancelLabel={t('agent_bookings:actions.keep')}
        busy={release.isPending}
        onConfirm={() => release.mutate({ booking_id: booking.id }, after)}
        onCancel={close}
      />
      <CancelQuoteDialog booking={booking} open={open === 'cancel' && refundsOnCancel(booking)} onClose={close} />
      <VoidRequestDialog booking={booking} open={open === 'void'} onClose={close} />
    </div>
  );
}
