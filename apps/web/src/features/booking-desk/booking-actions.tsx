import type { TBookingDetails } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Amount } from '@/features/money/amount';
import { ApproveBookingDialog, VoidBookingDialog, useApproveAction, useVoidAction } from './booking-note-actions';
import { useConfirmBooking } from './booking-desk-queries';
import { CancelBookingDialog, useCancelFlow } from './cancel-booking-dialog';
import { useBookingCall } from './use-booking-call';

/**
 * The actions the API says the reader may take on this booking now (its `actions`, worked out
 * per role and state): approve, confirm, void and cancel. Asking for a void is the agent's and
 * has no button here.
 */
export function BookingActions({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation('desk');
  const can = (action: TBookingDetails['actions'][number]) => booking.actions.includes(action);
  const approve = useApproveAction();
  const voiding = useVoidAction();
  const cancel = useCancelFlow(booking);
  const confirm = useBookingCall(useConfirmBooking());
  const [confirming, setConfirming] = useState(false);

  if (!['approve', 'confirm', 'void', 'cancel'].some((a) => can(a as TBookingDetails['actions'][number]))) return null;
  return (
    <div className="row desk-actions">
      {can('approve') && <Button onClick={() => approve.open(booking)}>{t('desk:actions.approve')}</Button>}
      {can('confirm') && <Button onClick={() => setConfirming(true)}>{t('desk:actions.confirm')}</Button>}
      {can('void') && (
        <Button variant="danger" onClick={() => voiding.open(booking)}>
          {t('desk:actions.void')}
        </Button>
      )}
      {can('cancel') && (
        <Button variant="danger" busy={cancel.busy && !cancel.open} onClick={cancel.start}>
          {t('desk:actions.cancel')}
        </Button>
      )}
      <ApproveBookingDialog action={approve} />
      <VoidBookingDialog action={voiding} />
      <CancelBookingDialog booking={booking} flow={cancel} />
      <ConfirmDialog
        open={confirming}
        title={t('desk:confirm.title', { reference: booking.reference })}
        message={
          <p>
            {t('desk:confirm.message', { agency: booking.agency?.name ?? '' })}{' '}
            <Amount minor={booking.due_minor} currency={booking.currency} />
          </p>
        }
        confirmLabel={t('desk:confirm.confirm')}
        busy={confirm.busy}
        onConfirm={() =>
          confirm.call({ booking_id: booking.id }, { onSuccess: () => setConfirming(false), onError: () => setConfirming(false) })
        }
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
