import { homeOf, type TRole } from '@safar/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';

/**
 * Inside a <Guard>: an area that belongs to one role (salesman, reservation) sends any other
 * role home, even when the access entry also lets that role call the API.
 */
export function RoleOnly({ roles, children }: { roles: readonly TRole[]; children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (user && !roles.includes(user.role)) return <Navigate to={homeOf(user)} replace />;
  return <>{children}</>;
}
