import { SupplierError, type TSupplierContext, type TSupplierErrorKind } from '@/modules/flights/suppliers/supplier';

/**
 * A booking call to a supplier and what its answer proves. Only a refusal the supplier gave for
 * certain means nothing happened there; a timeout, a lost connection or a server error may have
 * happened after the supplier did the work, so they are "unknown" and the booking waits for a
 * check (retrieve, or find by our reference) rather than being failed, refunded or retried.
 */

/** How long a booking call may take: suppliers answer bookings slower than searches. */
export const BOOKING_CALL_MS = 45_000;

/** Refusals that prove the supplier did nothing. */
const CERTAIN: readonly TSupplierErrorKind[] = ['rejected', 'offer_gone', 'price_changed', 'not_supported', 'rate_limited'];

export type TCallOutcome<T> =
  { outcome: 'answered'; value: T } | { outcome: 'refused'; error: SupplierError } | { outcome: 'unknown'; error: Error };

export async function callSupplier<T>(work: (ctx: TSupplierContext) => Promise<T>, timeoutMs = BOOKING_CALL_MS): Promise<TCallOutcome<T>> {
  try {
    return { outcome: 'answered', value: await work({ signal: AbortSignal.timeout(timeoutMs) }) };
  } catch (err) {
    if (err instanceof SupplierError && CERTAIN.includes(err.kind)) return { outcome: 'refused', error: err };
    return { outcome: 'unknown', error: err instanceof Error ? err : new Error(String(err)) };
  }
}

/** What the timeline keeps of a supplier's error. */
export const errorDetail = (error: Error) =>
  error instanceof SupplierError
    ? { kind: error.kind, message: error.message, ...error.details }
    : { kind: 'error', message: error.message };
