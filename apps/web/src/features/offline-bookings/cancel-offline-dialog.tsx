import { ZCancelOfflineBooking, type TBookingDetails } from '@safar/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { toI18nKey } from '@/features/forms/issue-message';
import { useZodForm } from '@/features/forms/use-zod-form';
import { parseMoneyInput } from '@/lib/money';
import { notifySuccess } from '@/lib/toast';
import { endsAction, useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useCancelOfflineBooking } from './offline-queries';
import '@/styles/dialogs.css';

interface CancelOfflineDialogProps {
  booking: TBookingDetails;
  open: boolean;
  onClose: () => void;
}

/**
 * Cancelling an offline sale (admin): staff type what the supplier refunds; the wallet gets it
 * back less the agency's cancellation fee, the margin stays earned. A walk-in sale is only marked
 * cancelled (it moved no money here).
 */
export function CancelOfflineDialog({ booking, open, onClose }: CancelOfflineDialogProps) {
  const { t } = useTranslation(['offline_bookings', 'validation', 'common']);
  const form = useZodForm({ refund: '', reason: '' });
  const cancel = useCancelOfflineBooking();
  const key = useIdempotencyKey();
  const charged = booking.payment !== null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = charged
      ? parseMoneyInput(form.values.refund, booking.currency, { allowZero: true })
      : ({ ok: true, amount_minor: 0 } as const);
    const request = { id: booking.id, supplier_refund_minor: amount.ok ? amount.amount_minor : 0, reason: form.values.reason };
    const body = form.validateWith(ZCancelOfflineBooking, request);
    if (!amount.ok) form.setErrors((e) => ({ ...e, supplier_refund_minor: t(toI18nKey(amount.error), amount.params) }));
    if (!body || !amount.ok) return;
    cancel.mutate(
      { body: request, key: key.keyFor(request) },
      {
        onSuccess: (result) => {
          key.reset();
          notifySuccess(result);
          onClose();
        },
        onError: (err) => {
          if (endsAction(err)) key.reset();
          form.showServerErrors(err);
        },
      },
    );
  };

  return (
    <ModalDialog
      open={open}
      title={t('offline_bookings:cancel.title', { reference: booking.reference })}
      message={t(charged ? 'offline_bookings:cancel.message' : 'offline_bookings:cancel.message_walk_in')}
      busy={cancel.isPending}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      {charged && (
        <TextField
          name="supplier_refund_minor"
          inputMode="decimal"
          label={t('offline_bookings:cancel.refund')}
          hint={t('offline_bookings:form.amount_hint', { currency: booking.currency })}
          required
          value={form.values.refund}
          error={form.errors.supplier_refund_minor}
          onChange={(e) => form.setField('refund', e.target.value)}
        />
      )}
      <TextAreaField
        name="reason"
        label={t('offline_bookings:import.reason')}
        required
        maxLength={500}
        value={form.values.reason}
        error={form.errors.reason}
        onChange={(e) => form.setField('reason', e.target.value)}
      />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="danger" busy={cancel.isPending}>
          {t('offline_bookings:cancel.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
