import type { TBookingDetails, TLocale, TPaymentRequestSentView, TSendPaymentRequest } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ModalDialog } from '@/components/modal-dialog';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { formatPrice } from '@/features/flights/format';
import { api, ApiError } from '@/lib/api';
import { looksLikeEmail } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { endsAction, useIdempotencyKey } from '@/lib/use-idempotency-key';

/** POST /send-payment-request with an Idempotency-Key: a retry after a lost answer does not mail twice. */
function useSendPaymentRequest() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TSendPaymentRequest) =>
      api<TPaymentRequestSentView>('POST', '/send-payment-request', { body, headers: key.headerFor(body) }),
    onSettled: (_data, error) => key.settle(error),
  });
}

/** Whether the booking waits for its customer's money: held, unpaid, its deadline ahead, not waiting for staff. */
export const awaitsPayment = (b: TBookingDetails) =>
  b.status === 'held' &&
  b.payment === null &&
  !b.needs_approval &&
  (!b.deadlines.agency_deadline_at || Date.parse(b.deadlines.agency_deadline_at) > Date.now());

/**
 * On a held booking: mail the customer the link that pays it by card (the customer's price, before
 * the deadline). Their card pays into the agency's wallet, which then pays for the booking.
 */
export function PaymentRequestCard({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation('payment_requests');
  const [open, setOpen] = useState(false);
  if (!awaitsPayment(booking)) return null;
  return (
    <Card title={t('payment_requests:title')}>
      <p>{t('payment_requests:intro', { amount: formatPrice(booking.gross_minor, booking.currency) })}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('payment_requests:open')}
      </Button>
      <PaymentRequestDialog booking={booking} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}

function PaymentRequestDialog({ booking, open, onClose }: { booking: TBookingDetails; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['payment_requests', 'validation']);
  const send = useSendPaymentRequest();
  const [to, setTo] = useState('');
  const [locale, setLocale] = useState<TLocale>('en');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = to.trim();
    if (!address) return setError(t('validation:required'));
    if (!looksLikeEmail(address)) return setError(t('validation:email'));
    send.mutate(
      { booking_id: booking.id, to: address, locale },
      {
        onSuccess: (result) => {
          notifySuccess(result);
          onClose();
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.fieldErrors().to : undefined;
          if (field) return setError(field);
          notifyError(err, 'payment_requests:failed');
          if (endsAction(err)) onClose();
        },
      },
    );
  };

  return (
    <ModalDialog
      open={open}
      title={t('payment_requests:title')}
      message={t('payment_requests:message', { reference: booking.reference, amount: formatPrice(booking.gross_minor, booking.currency) })}
      busy={send.isPending}
      onOpen={() => {
        setTo(booking.contact.email);
        setLocale(i18n.language === 'ar' ? 'ar' : 'en');
        setError(undefined);
      }}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <div className="people-form__grid">
        <TextField
          name="to"
          type="email"
          label={t('payment_requests:to')}
          required
          autoComplete="email"
          maxLength={254}
          value={to}
          error={error}
          onChange={(e) => {
            setTo(e.target.value);
            setError(undefined);
          }}
        />
        <SelectField
          name="locale"
          label={t('payment_requests:language')}
          value={locale}
          options={[
            { value: 'en', label: 'English' },
            { value: 'ar', label: 'العربية' },
          ]}
          onChange={(e) => setLocale(e.target.value === 'ar' ? 'ar' : 'en')}
        />
      </div>
      <div className="dialog-actions">
        <Button variant="secondary" disabled={send.isPending} onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={send.isPending}>
          {t('payment_requests:send')}
        </Button>
      </div>
    </ModalDialog>
  );
}
