import { useMutation } from '@tanstack/react-query';
import { logout } from './auth-api';
import { useSessionActions } from './use-current-user';

/**
 * Logout: POST /logout, clear the token and the user, reload at the root. The
 * local session is cleared even when the call fails (e.g. the token had already expired).
 */
export function useLogout() {
  const { signedOut } = useSessionActions();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      signedOut();
      window.location.assign('/');
    },
  });
}
