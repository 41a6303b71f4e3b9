import { useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the action does; the dialog's accessible description. */
  message: ReactNode;
  className?: string;
  /** The action is running: Escape does not close the dialog. */
  busy?: boolean | undefined;
  onCancel: () => void;
  /** Runs each time the dialog opens (e.g. to reset a field). */
  onOpen?: () => void;
  /** Given, the body is a form (Enter submits). */
  onSubmit?: (event: FormEvent) => void;
  /** The fields and action buttons below the message. */
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps and restores focus and Escape cancels.
 * jsdom has no showModal; the open attribute stands in there.
 */
export function ModalDialog({ open, title, message, className, busy, onCancel, onOpen, onSubmit, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  // A layout effect, so that what onOpen sets (a field's starting value) is rendered before the
  // dialog is painted or read: with a plain effect the dialog showed an empty field for a frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      onOpen?.();
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    // onOpen is a reset callback; only a change of `open` should run this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const body = (
    <>
      <h2 id={titleId}>{title}</h2>
      <div id={messageId}>{message}</div>
      {children}
    </>
  );
  return (
    <dialog
      ref={ref}
      className={className ? `confirm-dialog ${className}` : 'confirm-dialog'}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open &&
        (onSubmit ? (
          <form noValidate onSubmit={onSubmit}>
            {body}
          </form>
        ) : (
          body
        ))}
    </dialog>
  );
}
