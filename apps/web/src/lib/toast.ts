import i18next from 'i18next';
import { toast } from 'react-toastify';
import { ApiError, type ApiSuccess } from './api';

/** Success toast with the server's (already translated) message, or a translation key. */
export function notifySuccess(result: ApiSuccess<unknown> | string) {
  toast.success(typeof result === 'string' ? i18next.t(result) : result.description);
}

/**
 * Error toast: the server message, else "An unexpected error occurred." (SPEC.md §8), or a
 * screen's own fallback such as "Staff creation failed.".
 */
export function notifyError(err: unknown, fallbackKey = 'messages:unexpected') {
  const text = err instanceof ApiError && err.description ? err.description : i18next.t(fallbackKey);
  toast.error(text);
}
