import i18next from 'i18next';
import type * as Toastify from 'react-toastify';
import { ApiError, type ApiSuccess } from './api';

/**
 * Toasts (top-right, 5000 ms, light theme, kept across URL changes, plain text).
 * react-toastify is loaded on the first toast, not at start-up: it is ~10 KB gzipped that the
 * login screen would otherwise download (bundle budget). Toasts raised before the container
 * has mounted wait in react-toastify's queue and show once it mounts (components/toast-host.tsx).
 */
type TToastLibrary = typeof Toastify;

let library: Promise<TToastLibrary> | null = null;
const listeners = new Set<() => void>();

/** Loads react-toastify once and tells the ToastHost to mount its container. */
export function loadToastLibrary(): Promise<TToastLibrary> {
  if (!library) {
    library = import('react-toastify');
    listeners.forEach((notify) => notify());
  }
  return library;
}
export const toastLibraryRequested = () => library !== null;
export function subscribeToastLibrary(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A toast with an already translated text (e.g. a server description). */
export function notify(kind: 'success' | 'error' | 'info', text: string) {
  void loadToastLibrary().then(({ toast }) => toast[kind](text));
}

/** Success toast with the server's (already translated) message, or a translation key. */
export function notifySuccess(result: ApiSuccess<unknown> | string) {
  notify('success', typeof result === 'string' ? i18next.t(result) : result.description);
}

/**
 * Error toast: the server message, else "An unexpected error occurred.", or a
 * screen's own fallback such as "Staff creation failed.".
 */
export function notifyError(err: unknown, fallbackKey = 'common:errors.unexpected') {
  const text = err instanceof ApiError && err.description ? err.description : i18next.t(fallbackKey);
  notify('error', text);
}
