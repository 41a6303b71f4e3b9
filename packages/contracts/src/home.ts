import type { TUserAccessFacts } from './user';

/**
 * Where a user lands: after sign-in, after registration, when a signed-in user opens an
 * auth page, and when a role opens another role's area.
 */
export function homeOf(user: TUserAccessFacts | null | undefined): string {
  if (!user) return '/';
  switch (user.role) {
    case 'admin':
    case 'accounts':
      return '/admin/dashboard';
    case 'agent':
      if (user.is_formFilled !== '1') return '/agent/add-agent-details';
      if (user.is_approved !== '1') return '/verify-message';
      return '/agent/dashboard-flights';
    case 'salesman':
      return '/salesman/users';
    case 'reservation':
      return '/reservation/reservation-users';
    case 'customer':
      return '/home';
  }
}
