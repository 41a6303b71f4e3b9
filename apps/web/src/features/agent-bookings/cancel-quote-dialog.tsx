import type { TBookingDetails } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { PageState } from '@/components/page-state';
import { ApiError, detailsOf } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notifyError } from '@/lib/toast';
import { notifyBookingAnswer, useCancelBooking, type TCancelQuote } from './bookings-queries';
import { formatInZone } from './time-left';

interface CancelQuoteDialogProps {
  booking: TBookingDetails;
  open: boolean;
  onClose: () => void;
}

/**
 * Cancelling tickets: the airline's refund, the agency's fee and what reaches the wallet are asked
 * for when the dialog opens (that call changes nothing), and the booking is cancelled only at the
 * refund the agent accepted. A refund that moved meanwhile is shown again to accept.
 */
export function CancelQuoteDialog({ booking, open, onClose }: CancelQuoteDialogProps) {
  const { t } = useTranslation('agent_bookings');
  const cancel = useCancelBooking();
  const [quote, setQuote] = useState<TCancelQuote | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const money = (minor: number) => <bdi>{formatMoney(minor, quote?.currency ?? booking.currency, currentLocale())}</bdi>;
  const failed = (err: unknown) => {
    notifyError(err);
    onClose();
  };

  const ask = () => {
    setQuote(null);
    setMoved(null);
    cancel.mutate({ booking_id: booking.id }, { onSuccess: (result) => setQuote(result.data.quote), onError: failed });
  };
  const accept = () => {
    if (!quote) return;
    cancel.mutate(
      { booking_id: booking.id, accept_refund_minor: quote.refund_minor },
      {
        onSuccess: (result) => {
          notifyBookingAnswer(result);
          onClose();
        },
        onError: (err) => {
          const fresh = detailsOf(err)?.quote as TCancelQuote | undefined;
          if (!fresh) return failed(err);
          setQuote(fresh);
          setMoved(err instanceof ApiError ? err.description : null);
        },
      },
    );
  };

  return (
    <ModalDialog
      open={open}
      title={t('agent_bookings:actions.quote_title')}
      message={quote ? t('agent_bookings:actions.quote_intro') : ''}
      busy={cancel.isPending}
      onOpen={ask}
      onCancel={onClose}
    >
      {!quote && <PageState state="loading" messageKey="agent_bookings:actions.quote_loading" />}
      {moved && (
        <p className="form-error" role="alert">
          {moved}
        </p>
      )}
      {quote && (
        <>
          <dl className="details booking-quote">
            <div>
              <dt>{t('agent_bookings:actions.supplier_refund')}</dt>
              <dd>{money(quote.supplier_refund_minor)}</dd>
            </div>
            <div>
              <dt>{t('agent_bookings:actions.fee')}</dt>
              <dd>{money(quote.fee_minor)}</dd>
            </div>
            <div className="booking-quote__refund">
              <dt>{t('agent_bookings:actions.refund')}</dt>
              <dd>{money(quote.refund_minor)}</dd>
            </div>
          </dl>
          <p className="muted">
            {t('agent_bookings:actions.quote_expires', { time: formatInZone(quote.expires_at, booking.deadlines.time_zone) })}
          </p>
        </>
      )}
      <div className="dialog-actions">
        <Button variant="secondary" autoFocus disabled={cancel.isPending && quote !== null} onClick={onClose}>
          {t('agent_bookings:actions.keep')}
        </Button>
        <Button variant="danger" busy={cancel.isPending && quote !== null} disabled={!quote} onClick={accept}>
          {t('agent_bookings:actions.quote_accept')}
        </Button>
      </div>
    </ModalDialog>
  );
}
