import type { TBookingDetails } from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { TextAreaField } from '@/components/text-area-field';
import { ApiError } from '@/lib/api';
import { notifyError } from '@/lib/toast';
import { notifyBookingAnswer, useRequestVoid } from './bookings-queries';

interface VoidRequestDialogProps {
  booking: TBookingDetails;
  open: boolean;
  onClose: () => void;
}

/** Asks the ticketing desk to void the tickets, with an optional note for it. */
export function VoidRequestDialog({ booking, open, onClose }: VoidRequestDialogProps) {
  const { t } = useTranslation('agent_bookings');
  const request = useRequestVoid();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    request.mutate(
      { booking_id: booking.id, ...(text ? { note: text } : {}) },
      {
        onSuccess: (result) => {
          notifyBookingAnswer(result);
          onClose();
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.fieldErrors().note : undefined;
          if (field) return setError(field);
          notifyError(err);
          onClose();
        },
      },
    );
  };

  return (
    <ModalDialog
      open={open}
      title={t('agent_bookings:actions.void_title')}
      message={t('agent_bookings:actions.void_message')}
      busy={request.isPending}
      onOpen={() => {
        setNote('');
        setError(undefined);
      }}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <TextAreaField
        name="note"
        label={t('agent_bookings:actions.void_note')}
        maxLength={500}
        value={note}
        error={error}
        onChange={(e) => {
          setNote(e.target.value);
          setError(undefined);
        }}
      />
      <div className="dialog-actions">
        <Button variant="secondary" autoFocus disabled={request.isPending} onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={request.isPending}>
          {t('agent_bookings:actions.void_send')}
        </Button>
      </div>
    </ModalDialog>
  );
}
