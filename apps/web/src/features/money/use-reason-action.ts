import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiSuccess } from '@/lib/api';
import { formErrorsFrom } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/**
 * A money action confirmed in the ReasonDialog (reverse, approve, reject): which row it is for,
 * the server's message while the dialog stays open, and one Idempotency-Key per action, reused
 * when the same request is retried after a failure.
 */
export function useReasonAction<TTarget, TBody extends object>(
  mutation: UseMutationResult<ApiSuccess<unknown>, Error, TBody & { key: string }>,
  toBody: (target: TTarget, reason: string) => TBody,
) {
  const key = useIdempotencyKey();
  const [target, setTarget] = useState<TTarget | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = (next: TTarget) => {
    key.reset(); // a new action on a (possibly other) row
    setError(null);
    setTarget(next);
  };
  const confirm = (reason: string) => {
    if (target === null) return;
    const body = toBody(target, reason);
    mutation.mutate(
      { ...body, key: key.keyFor(body) },
      {
        onSuccess: (result) => {
          key.reset();
          setTarget(null);
          notifySuccess(result);
        },
        // The dialog stays open with the message; confirming the same request again reuses the key.
        onError: (err) => {
          setError(formErrorsFrom(err).message);
          notifyError(err);
        },
      },
    );
  };
  return { target, error, open, confirm, cancel: () => setTarget(null), busy: mutation.isPending };
}
