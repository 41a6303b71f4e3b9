import { SupplierError } from '@/modules/flights/suppliers/supplier';

/**
 * Waiting the way a remote supplier makes the caller wait, and failing the ways it fails.
 * Every wait ends the moment the signal fires, and clears its timer: an aborted call leaves
 * nothing running behind it.
 */

export type TSimulatedFault = 'none' | 'slow' | 'timeout' | 'error' | 'partial';

/** `slow` answers this many times later than the configured latency. */
export const SLOW_FACTOR = 5;

export const deadlinePassed = (): SupplierError => new SupplierError('timeout', 'the request was aborted before the supplier answered');

/** Resolves after `ms`, or rejects with a `timeout` SupplierError as soon as `signal` fires. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(deadlinePassed());
    const onAbort = () => {
      clearTimeout(timer);
      reject(deadlinePassed());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Never resolves; rejects with a `timeout` SupplierError when `signal` fires (no timer at all). */
export function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) return reject(deadlinePassed());
    signal.addEventListener('abort', () => reject(deadlinePassed()), { once: true });
  });
}

/** Waits as the fault says, then runs `work`; `partial` is the search's own business. */
export async function answer<T>(fault: TSimulatedFault, latencyMs: number, signal: AbortSignal, work: () => T | Promise<T>): Promise<T> {
  if (fault === 'timeout') return untilAborted(signal);
  await sleep(fault === 'slow' ? latencyMs * SLOW_FACTOR : latencyMs, signal);
  if (fault === 'error') throw new SupplierError('unavailable', 'the simulated supplier is configured to fail', { status: 503 });
  const result = await work();
  // A signal that fired during the work still wins (the work itself is not interrupted).
  if (signal.aborted) throw deadlinePassed();
  return result;
}
