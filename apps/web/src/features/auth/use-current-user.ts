import type { TUser } from '@safar/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { clearToken, getToken, setToken } from '@/lib/storage';

export const CURRENT_USER_KEY = ['user'] as const;

/** The signed-in user (GET /user), or null without a token. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => (getToken() ? (await apiGet<{ user: TUser }>('/user')).data.user : null),
    // Without a token the answer is known at once: a visitor's first render is the page itself,
    // not a loading state that the page then replaces.
    initialData: () => (getToken() ? undefined : null),
    staleTime: 60_000,
  });
}

/** Stores a new token and user after sign-in or email verification. */
export function useSessionActions() {
  const qc = useQueryClient();
  return {
    signedIn(token: string, user: TUser) {
      setToken(token);
      qc.setQueryData(CURRENT_USER_KEY, user);
    },
    signedOut() {
      clearToken();
      qc.clear();
      qc.setQueryData(CURRENT_USER_KEY, null);
    },
  };
}
