import type { TSupplierStatus } from '@safar/contracts';
import { SupplierError, type FlightSupplier, type TSupplierSearchRequest, type TSupplierSearchResult } from '../suppliers/supplier';

/** A supplier as a search asks it: the adapter, its display name and its per-search deadline. */
export interface TSupplierSource {
  code: string;
  name: string;
  deadlineMs: number;
  supplier: FlightSupplier;
}

/** How one supplier is asked; a cache sits here. */
export type TAsk = (source: TSupplierSource, request: TSupplierSearchRequest, signal: AbortSignal) => Promise<TSupplierSearchResult>;

export interface TFanOutAnswer {
  source: TSupplierSource;
  result: TSupplierSearchResult;
}

/**
 * Asks every supplier at once, each under its own deadline, and hands each answer to `onAnswer`
 * as it arrives (so it can be stored while slower suppliers are still awaited). A supplier that
 * fails or misses its deadline is named in the statuses and never holds up the answer: its call
 * is aborted at the deadline, whatever the adapter does with the signal.
 */
export async function fanOut(
  sources: readonly TSupplierSource[],
  request: TSupplierSearchRequest,
  onAnswer: (answer: TFanOutAnswer) => Promise<void>,
  options: { signal?: AbortSignal; ask?: TAsk } = {},
): Promise<TSupplierStatus[]> {
  const parentSignal = options.signal;
  const ask: TAsk = options.ask ?? ((source, req, signal) => source.supplier.search(req, { signal }));
  return Promise.all(
    sources.map(async (source): Promise<TSupplierStatus> => {
      const started = performance.now();
      const controller = new AbortController();
      const abort = () => controller.abort();
      parentSignal?.addEventListener('abort', abort, { once: true });
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new SupplierError('timeout', `${source.code} did not answer within ${source.deadlineMs} ms`));
        }, source.deadlineMs);
      });
      const status = (outcome: TSupplierStatus['status'], offers: number): TSupplierStatus => ({
        code: source.code,
        name: source.name,
        status: outcome,
        offers,
        elapsed_ms: Math.round(performance.now() - started),
      });
      try {
        const result = await Promise.race([ask(source, request, controller.signal), deadline]);
        clearTimeout(timer);
        await onAnswer({ source, result });
        return status(result.partial ? 'partial' : 'ok', result.offers.length);
      } catch (err) {
        return status(err instanceof SupplierError && err.kind === 'timeout' ? 'timeout' : 'error', 0);
      } finally {
        clearTimeout(timer);
        parentSignal?.removeEventListener('abort', abort);
      }
    }),
  );
}
