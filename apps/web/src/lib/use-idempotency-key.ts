import { useCallback, useRef } from 'react';
import { ApiError } from './api';

/**
 * One Idempotency-Key per user action, kept for the life of the component (a form) that holds
 * it. `keyFor(request)` makes a fresh UUID for a new request and returns the same one while the
 * request is the same, so a double click or a retry after a lost answer replays instead of
 * posting twice. A changed request (another amount, name or row) gets a new key: the API answers
 * 422 to a key reused with a different body. Call `reset()` after success, so the next deliberate
 * action is a new one, or `settle(error)` with the outcome (see `endsAction`).
 */
export function useIdempotencyKey() {
  const state = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (state.current?.fingerprint !== fingerprint) state.current = { fingerprint, key: crypto.randomUUID() };
    return state.current.key;
  }, []);
  const reset = useCallback(() => {
    state.current = null;
  }, []);
  /** The header for `request`, for a mutation's call. */
  const headerFor = useCallback((request: unknown) => idempotencyHeader(keyFor(request)), [keyFor]);
  /** A mutation's onSettled: a success or a refusal ends the action; anything else keeps the key for the retry. */
  const settle = useCallback((error: unknown) => {
    if (!error || endsAction(error)) state.current = null;
  }, []);
  return { keyFor, reset, headerFor, settle };
}

export const idempotencyHeader = (key: string) => ({ 'idempotency-key': key });

/**
 * Whether a failure ends the action: a refusal (4xx) is stored against its key and would be
 * replayed, so the next attempt is a new request. A lost answer, a 5xx or "still in progress"
 * keep the key, so that retrying cannot create (or move money) twice.
 */
export const endsAction = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'idempotency_in_progress';
