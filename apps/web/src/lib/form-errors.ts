import i18next from 'i18next';
import { ApiError } from './api';

/** What a form shows after a failed call: the first message per field and a summary line. */
export interface TFormErrors {
  fields: Record<string, string>;
  message: string | null;
}

export const NO_FORM_ERRORS: TFormErrors = { fields: {}, message: null };

/**
 * The server's first message per field and its description; a network failure
 * or an empty description falls back to "An unexpected error occurred.". Light on purpose:
 * the login chunk imports it (no zod here — see zod-errors.ts).
 */
export function formErrorsFrom(err: unknown, fallbackKey = 'common:errors.unexpected'): TFormErrors {
  if (err instanceof ApiError) return { fields: err.fieldErrors(), message: err.description || i18next.t(fallbackKey) };
  return { fields: {}, message: i18next.t(fallbackKey) };
}

/** A quick check of an address typed into a mail dialog, before the API's own (which is the rule). */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);
