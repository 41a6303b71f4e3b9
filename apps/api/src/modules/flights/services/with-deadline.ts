import { SupplierError, type TSupplierContext } from '../suppliers/supplier';

/**
 * Runs one supplier call under a deadline: the signal fires at `ms`, and the call is abandoned
 * then even if the adapter ignores the signal.
 */
export async function withDeadline<T>(ms: number, call: (ctx: TSupplierContext) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SupplierError('timeout', `no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([call({ signal: controller.signal }), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
