import { VISA_STEP_NEXT, type TBookingDetails, type TVisaStep } from '@safar/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { ModalDialog } from '@/components/modal-dialog';
import { TextAreaField } from '@/components/text-area-field';
import { ReasonDialog } from '@/features/money/reason-dialog';
import { formErrorsFrom } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useCancelProductBooking, useVisaStep } from './product-bookings-queries';
import '@/styles/dialogs.css';
import './product-bookings.css';

/** A product booking staff may still cancel: waiting for the card, or sold. */
const CANCELLABLE: readonly TBookingDetails['status'][] = ['awaiting_payment', 'confirmed'];

/** The steps a paid application may move to now (none before it is paid, nor once decided). */
export function nextVisaSteps(booking: TBookingDetails): readonly TVisaStep[] {
  const step = booking.product_facts?.visa_step;
  if (!step || booking.status !== 'confirmed') return [];
  return VISA_STEP_NEXT[step];
}

/**
 * The bookings desk's actions on a product booking: move a visa application to one of the steps
 * that may follow its own (with a note the buyer is mailed), and cancel with the reason the buyer
 * is told (everything paid goes back, the seats too). Each asks first in a dialog that stays open
 * with the server's message when it is refused.
 */
export function ProductStaffActions({ booking }: { booking: TBookingDetails }) {
  const { t } = useTranslation('product_bookings');
  const steps = nextVisaSteps(booking);
  const cancel = useCancelProductBooking();
  const [open, setOpen] = useState<'step' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canCancel = CANCELLABLE.includes(booking.status);
  if (steps.length === 0 && !canCancel) return null;

  const show = (which: 'step' | 'cancel') => {
    setError(null);
    setOpen(which);
  };
  const confirmCancel = (reason: string) =>
    cancel.mutate(
      { booking_id: booking.id, reason },
      {
        onSuccess: (result) => {
          notifySuccess(result);
          setOpen(null);
        },
        onError: (err) => {
          setError(formErrorsFrom(err).message);
          notifyError(err);
        },
      },
    );

  return (
    <div className="row desk-actions product-actions" role="group" aria-label={t('product_bookings:actions.title')}>
      {steps.length > 0 && <Button onClick={() => show('step')}>{t('product_bookings:actions.move_step')}</Button>}
      {canCancel && (
        <Button variant="danger" onClick={() => show('cancel')}>
          {t('product_bookings:actions.cancel')}
        </Button>
      )}
      <VisaStepDialog booking={booking} steps={steps} open={open === 'step'} onClose={() => setOpen(null)} />
      <ReasonDialog
        open={open === 'cancel'}
        title={t('product_bookings:cancel.title', { reference: booking.reference })}
        message={
          <p>{t(booking.status === 'confirmed' ? 'product_bookings:cancel.message_paid' : 'product_bookings:cancel.message_unpaid')}</p>
        }
        confirmLabel={t('product_bookings:cancel.confirm')}
        tone="danger"
        reasonRequired
        reasonLabel={t('product_bookings:cancel.reason')}
        busy={cancel.isPending}
        error={error}
        onConfirm={confirmCancel}
        onCancel={() => setOpen(null)}
      />
    </div>
  );
}

interface VisaStepDialogProps {
  booking: TBookingDetails;
  steps: readonly TVisaStep[];
  open: boolean;
  onClose: () => void;
}

/** The next step, chosen among those that may follow, and a note for the buyer's mail and the timeline. */
function VisaStepDialog({ booking, steps, open, onClose }: VisaStepDialogProps) {
  const { t } = useTranslation('product_bookings');
  const id = useId();
  const move = useVisaStep();
  const [step, setStep] = useState<TVisaStep | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const current = booking.product_facts?.visa_step;

  const reset = () => {
    setStep(steps.length === 1 ? steps[0]! : '');
    setNote('');
    setMissing(false);
    setError(null);
    setNoteError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (move.isPending) return;
    if (!step) return setMissing(true);
    const body = { booking_id: booking.id, step, ...(note.trim() ? { note: note.trim() } : {}) };
    move.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(result);
        onClose();
      },
      onError: (err) => {
        const found = formErrorsFrom(err);
        setNoteError(found.fields.note ?? null);
        setError(found.message);
      },
    });
  };

  return (
    <ModalDialog
      open={open}
      title={t('product_bookings:step.title', { reference: booking.reference })}
      message={<p>{current ? t('product_bookings:step.message', { step: t(`product_bookings:visa_steps.${current}`) }) : null}</p>}
      className="ledger-dialog"
      busy={move.isPending}
      onCancel={onClose}
      onOpen={reset}
      onSubmit={submit}
    >
      <FormError message={error} />
      <fieldset
        className={['choice', missing ? 'field-invalid' : ''].filter(Boolean).join(' ')}
        aria-describedby={missing ? `${id}-missing` : undefined}
      >
        <legend>{t('product_bookings:step.next')}</legend>
        {steps.map((option) => (
          <label key={option} className="choice-option">
            <input
              type="radio"
              name="step"
              value={option}
              checked={step === option}
              aria-invalid={missing ? true : undefined}
              onChange={() => {
                setStep(option);
                setMissing(false);
              }}
            />
            {t(`product_bookings:visa_steps.${option}`)}
          </label>
        ))}
        {missing && (
          <p id={`${id}-missing`} className="field-error" role="alert">
            {t('product_bookings:step.choose')}
          </p>
        )}
      </fieldset>
      <TextAreaField
        name="note"
        label={t('product_bookings:step.note')}
        hint={t('product_bookings:step.note_hint')}
        maxLength={1000}
        value={note}
        error={noteError}
        onChange={(e) => {
          setNote(e.target.value);
          setNoteError(null);
        }}
      />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={move.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={move.isPending}>
          {t('product_bookings:step.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
