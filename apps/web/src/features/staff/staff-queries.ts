import type { TStaff, TUpdateStaff, TUser } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useInvalidateUsers } from '@/features/users/users-queries';

/** Staff are users of the back-office roles: listed through GET /users?kind=staff, written by admin only. */
export function useAddStaff() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: TStaff) => api<{ user: TUser }>('POST', '/add-staff', { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateStaff() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: TUpdateStaff) => api<{ user: TUser }>('POST', '/update-staff', { body }),
    onSuccess: invalidate,
  });
}
