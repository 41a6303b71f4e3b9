import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Heading; "Are you sure?" by default. */
  title?: string;
  message: ReactNode;
  /** Text of the confirm button; "Confirm" by default. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (delete, disable). */
  tone?: 'primary' | 'danger';
  /** The action is running: the confirm button shows a spinner. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape key. */
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog>: focus is trapped and restored by the browser,
 * Escape cancels, and the focus starts on Cancel so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();

  return (
    <ModalDialog open={open} title={title ?? t('common:confirm.title')} message={message} busy={busy} onCancel={onCancel}>
      <div className="dialog-actions">
        <Button variant="secondary" autoFocus onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('common:actions.cancel')}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel ?? t('common:actions.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
