import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per user action. `keyFor(request)` makes a fresh UUID for a
 * new request and returns the same one while the request is the same, so a double click or a
 * retry after a failure replays instead of posting twice. A changed request (another amount,
 * reason or row) gets a new key: the API answers 422 to a key reused with a different body.
 * Call `reset()` after success, so the next deliberate action is a new one.
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
  return { keyFor, reset };
}

export const idempotencyHeader = (key: string) => ({ 'idempotency-key': key });
