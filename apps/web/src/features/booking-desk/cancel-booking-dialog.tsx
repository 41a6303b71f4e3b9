import type { TBookingDetails } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { ModalDialog } from '@/components/modal-dialog';
import { Amount } from '@/features/money/amount';
import { formErrorsFrom } from '@/lib/form-errors';
import { useCancelBooking, type TCancelQuote } from './booking-desk-queries';
import { DeadlineTime } from './deadline-time';
import { useBookingCall } from './use-booking-call';
import '@/styles/dialogs.css';

const isHold = (b: TBookingDetails) => b.status === 'held' || b.status === 'awaiting_approval';

/**
 * Cancelling: a hold is released at no cost (any payment given back whole) once confirmed. A
 * ticketed booking is asked for its refund first, which changes nothing; the dialog shows that
 * quote, and only the refund shown is accepted (a changed one is refused and asked again).
 */
export function useCancelFlow(booking: TBookingDetails) {
  const { call, busy } = useBookingCall(useCancelBooking());
  const [open, setOpen] = useState(false);
  const [quote, setQuote] = useState<TCancelQuote | null>(null);
  const [error, setError] = useState<string | null>(null);

  const askQuote = () =>
    call(
      { booking_id: booking.id },
      {
        toast: false,
        onSuccess: (r) => {
          setQuote(r.data.quote);
          setError(r.data.quote ? null : r.description);
          setOpen(true);
        },
        onError: (err) => setError(formErrorsFrom(err).message),
      },
    );
  const start = () => {
    setError(null);
    setQuote(null);
    if (isHold(booking)) setOpen(true);
    else askQuote();
  };
  const confirm = () =>
    call(quote ? { booking_id: booking.id, accept_refund_minor: quote.refund_minor } : { booking_id: booking.id }, {
      onSuccess: () => setOpen(false),
      onError: (err) => setError(formErrorsFrom(err).message),
    });
  return { open, quote, error, busy, start, confirm, askQuote, close: () => setOpen(false) };
}

export function CancelBookingDialog({ booking, flow }: { booking: TBookingDetails; flow: ReturnType<typeof useCancelFlow> }) {
  const { t } = useTranslation('desk');
  const hold = isHold(booking);
  const { quote } = flow;
  return (
    <ModalDialog
      open={flow.open}
      title={t('desk:cancel.title', { reference: booking.reference })}
      message={<p>{t(hold ? 'desk:cancel.message_hold' : 'desk:cancel.message_ticketed')}</p>}
      className="ledger-dialog"
      busy={flow.busy}
      onCancel={flow.close}
    >
      <FormError message={flow.error} />
      {quote && <QuoteFacts quote={quote} timeZone={booking.deadlines.time_zone} />}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={flow.close} disabled={flow.busy}>
          {t('desk:cancel.keep')}
        </Button>
        {!hold && (
          <Button variant="secondary" onClick={flow.askQuote} busy={flow.busy}>
            {t('desk:cancel.new_quote')}
          </Button>
        )}
        {(hold || quote) && (
          <Button variant="danger" onClick={flow.confirm} busy={flow.busy}>
            {hold ? t('desk:cancel.confirm_hold') : t('desk:cancel.confirm_refund')}
          </Button>
        )}
      </div>
    </ModalDialog>
  );
}

function QuoteFacts({ quote, timeZone }: { quote: TCancelQuote; timeZone: string }) {
  const { t } = useTranslation('desk');
  const rows: [string, number][] = [
    ['supplier_refund', quote.supplier_refund_minor],
    ['fee', quote.fee_minor],
    ['refund', quote.refund_minor],
  ];
  return (
    <dl className="people-details">
      {rows.map(([name, minor]) => (
        <div key={name}>
          <dt>{t(`desk:cancel.${name}`)}</dt>
          <dd>
            <Amount minor={minor} currency={quote.currency} />
          </dd>
        </div>
      ))}
      <div>
        <dt>{t('desk:cancel.expires')}</dt>
        <dd>
          <DeadlineTime at={quote.expires_at} timeZone={timeZone} />
        </dd>
      </div>
    </dl>
  );
}
