import { useEffect, useRef } from 'react';

/**
 * Opens and closes a native <dialog> as a modal when `open` changes: the browser then traps and
 * restores focus and Escape fires `cancel`. jsdom has no showModal; the open attribute stands in.
 */
export function useModalDialog(open: boolean, onOpen?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
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
  return ref;
}
