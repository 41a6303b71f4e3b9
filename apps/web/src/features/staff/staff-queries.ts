import type { TStaff, TUpdateStaff, TUser } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useInvalidateUsers } from '@/features/users/users-queries';

/**
 * Staff are users of the back-office roles: listed through GET /users?kind=staff, written by admin
 * only. Creating one carries an Idempotency-Key, so a retry creates one account.
 */
export function useAddStaff() {
  const invalidate = useInvalidateUsers();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TStaff) => api<{ user: TUser }>('POST', '/add-staff', { body, headers: key.headerFor(body) }),
    onSuccess: invalidate,
    onSettled: (_data, error) => key.settle(error),
  });
}

export function useUpdateStaff() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: TUpdateStaff) => api<{ user: TUser }>('POST', '/update-staff', { body }),
    onSuccess: invalidate,
  });
}
