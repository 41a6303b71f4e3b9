import type { TBookingRow } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/features/money/amount';
import { ReasonDialog } from '@/features/money/reason-dialog';
import { useReasonAction } from '@/features/money/use-reason-action';
import { useApproveBooking, useVoidBooking } from './booking-desk-queries';
import { DeadlineTime } from './deadline-time';

/*
 * Approve and void: actions on one booking confirmed in a dialog with an optional note for the
 * timeline, each with its own Idempotency-Key (a retry after a lost answer acts once).
 */

const noteBody = (booking: TBookingRow, note: string) => ({ booking_id: booking.id, ...(note ? { note } : {}) });

export const useApproveAction = () => useReasonAction(useApproveBooking(), noteBody);
export const useVoidAction = () => useReasonAction(useVoidBooking(), noteBody);

type TNoteAction = ReturnType<typeof useApproveAction>;

/** Approving issues the tickets; a hold whose issue failed is paid from the wallet again first. */
export function ApproveBookingDialog({ action }: { action: TNoteAction }) {
  const { t } = useTranslation('desk');
  const booking = action.target;
  return (
    <ReasonDialog
      open={booking !== null}
      title={t('desk:approve.title', { reference: booking?.reference ?? '' })}
      message={
        booking && (
          <p>
            {t(booking.status === 'held' ? 'desk:approve.message_pay' : 'desk:approve.message_paid')}{' '}
            <Amount minor={booking.due_minor} currency={booking.currency} />
          </p>
        )
      }
      confirmLabel={t('desk:approve.confirm')}
      reasonRequired={false}
      reasonLabel={t('desk:fields.note')}
      busy={action.busy}
      error={action.error}
      onConfirm={action.confirm}
      onCancel={action.cancel}
    />
  );
}

/** Voiding gives the wallet back what it paid less the void fee, only inside the void window. */
export function VoidBookingDialog({ action }: { action: TNoteAction }) {
  const { t } = useTranslation('desk');
  const booking = action.target;
  return (
    <ReasonDialog
      open={booking !== null}
      title={t('desk:void.title', { reference: booking?.reference ?? '' })}
      message={
        booking && (
          <>
            <p>
              {t('desk:void.message')} <Amount minor={booking.due_minor} currency={booking.currency} />
            </p>
            {booking.deadlines.void_until && (
              <p>
                {t('desk:void.window')} <DeadlineTime at={booking.deadlines.void_until} timeZone={booking.deadlines.time_zone} />
              </p>
            )}
          </>
        )
      }
      confirmLabel={t('desk:void.confirm')}
      tone="danger"
      reasonRequired={false}
      reasonLabel={t('desk:fields.note')}
      busy={action.busy}
      error={action.error}
      onConfirm={action.confirm}
      onCancel={action.cancel}
    />
  );
}
