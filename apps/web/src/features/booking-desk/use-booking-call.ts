import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiSuccess } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/**
 * One booking call confirmed in a plain dialog (confirm, cancel): its Idempotency-Key is kept
 * while the same request is retried after a lost answer, and ends with a success or a refusal,
 * so the next deliberate call is a new request (a second quote is a fresh quote, not a replay).
 */
export function useBookingCall<TBody extends object, TData>(
  mutation: UseMutationResult<ApiSuccess<TData>, Error, TBody & { key: string }>,
) {
  const key = useIdempotencyKey();
  const call = (
    body: TBody,
    done: { onSuccess?: (result: ApiSuccess<TData>) => void; onError?: (err: Error) => void; toast?: boolean } = {},
  ) =>
    mutation.mutate(
      { ...body, key: key.keyFor(body) },
      {
        onSuccess: (result) => {
          key.reset();
          if (done.toast !== false) notifySuccess(result);
          done.onSuccess?.(result);
        },
        onError: (err) => {
          key.settle(err);
          notifyError(err);
          done.onError?.(err);
        },
      },
    );
  return { call, busy: mutation.isPending };
}
