import type { TAgencyDetails, TSaveAdminAgent, TUpdateAgentData, TUser } from '@safar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/features/auth/use-current-user';
import { useInvalidateUsers } from '@/features/users/users-queries';
import { api } from '@/lib/api';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/**
 * Agencies (api-contract "People"): an agent fills its own form (POST /agents), edits it
 * (POST /update-agents-data), and staff create an agent with its agency (POST /save-admin-agent).
 * The two that create carry an Idempotency-Key, so a retry creates one agency.
 */
export function useCreateOwnAgency() {
  const qc = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TAgencyDetails) => api<{ user: TUser }>('POST', '/agents', { body, headers: key.headerFor(body) }),
    // The answer carries is_formFilled "1": the guard and homeOf must see it at once.
    onSuccess: (result) => qc.setQueryData(CURRENT_USER_KEY, result.data.user),
    onSettled: (_data, error) => key.settle(error),
  });
}

/** Without user_id: the signed-in agent's own agency; with it: staff editing an agent's. */
export function useUpdateAgentData() {
  const qc = useQueryClient();
  const invalidateUsers = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: TUpdateAgentData) => api<{ user: TUser }>('POST', '/update-agents-data', { body }),
    onSuccess: (result, body) => {
      if (!body.user_id) qc.setQueryData(CURRENT_USER_KEY, result.data.user);
      return invalidateUsers();
    },
  });
}

export function useSaveAdminAgent() {
  const invalidateUsers = useInvalidateUsers();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TSaveAdminAgent) => api<{ user: TUser }>('POST', '/save-admin-agent', { body, headers: key.headerFor(body) }),
    onSuccess: invalidateUsers,
    onSettled: (_data, error) => key.settle(error),
  });
}
