import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextAreaField } from '@/components/text-area-field';
import { ModalDialog } from '@/components/modal-dialog';
import '@/styles/dialogs.css';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does (the reference and amount it touches). */
  message: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** The reason is mandatory (reversal) or optional (an approval note). */
  reasonRequired: boolean;
  reasonLabel: string;
  busy?: boolean;
  /** The server's message after a failed call; the dialog stays open so the user can retry. */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A modal on the native <dialog> that asks for a reason before a money action: focus is trapped
 * by the browser, starts in the reason box and returns to the opener on close; Escape cancels.
 */
export function ReasonDialog({
  open,
  title,
  message,
  confirmLabel,
  tone = 'primary',
  reasonRequired,
  reasonLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useTranslation('ledger');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reset = () => {
    setReason('');
    setMissing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reasonRequired && !reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <ModalDialog
      open={open}
      title={title}
      message={message}
      className="ledger-dialog"
      busy={busy}
      onCancel={onCancel}
      onOpen={reset}
      onSubmit={submit}
    >
      <FormError message={error} />
      <TextAreaField
        name="reason"
        label={reasonLabel}
        required={reasonRequired}
        maxLength={500}
        autoFocus
        value={reason}
        error={missing ? t('validation:required') : null}
        onChange={(e) => {
          setReason(e.target.value);
          if (e.target.value.trim()) setMissing(false);
        }}
      />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
