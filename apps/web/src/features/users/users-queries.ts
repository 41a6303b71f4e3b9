import type { TCreateUser, TList, TUpdateStatus, TUpdateUser, TUser, TUsersSummary } from '@safar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet, ApiError } from '@/lib/api';
import { createResourceHooks } from '@/lib/resource-hooks';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/**
 * People (api-contract "People"): GET /users is the list for every area (the server narrows a
 * salesman's list to the users it created); writes answer `data: {user}`.
 */
export const usersResource = createResourceHooks<TUser>({ key: 'users', listPath: '/users' });

export const usersKeys = {
  ...usersResource.keys,
  one: (id: string) => ['users', 'one', id] as const,
  summary: ['users', 'summary'] as const,
};

/** One user by id through the scoped list, so a salesman cannot open another's user. */
export async function fetchUser(id: string, kind?: 'staff' | 'clients'): Promise<TUser> {
  const { data } = await apiGet<TList<TUser>>('/users', { id, kind, per_page: 1 });
  const user = data.items[0];
  if (!user) throw new ApiError(404, 'not_found', '');
  return user;
}

export function useUser(id: string | null, kind?: 'staff' | 'clients') {
  return useQuery({ queryKey: [...usersKeys.one(id ?? ''), kind ?? 'any'], enabled: Boolean(id), queryFn: () => fetchUser(id!, kind) });
}

export function useUsersSummary() {
  return useQuery({ queryKey: usersKeys.summary, queryFn: async () => (await apiGet<TUsersSummary>('/users-summary')).data });
}

/** After any people write, every users query (lists, details, summary) is stale. */
export function useInvalidateUsers() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: usersKeys.all });
}

/** POST /users: creates a customer or agent, or (with id) updates one; with an Idempotency-Key, so a retry creates one. */
export function useSaveUser() {
  const invalidate = useInvalidateUsers();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TCreateUser | TUpdateUser) => api<{ user: TUser }>('POST', '/users', { body, headers: key.headerFor(body) }),
    onSuccess: invalidate,
    onSettled: (_data, error) => key.settle(error),
  });
}

/** PUT /update-status/{id}: approve an agent, disable or enable an account (admin). */
export function useUpdateUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, action }: { id: string } & TUpdateStatus) =>
      api<{ user: TUser }>('PUT', `/update-status/${encodeURIComponent(id)}`, { body: { action } }),
    onSuccess: invalidate,
  });
}
