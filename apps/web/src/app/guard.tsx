import { decideAccess, homeOf, type TAccessEntry } from '@safar/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';

export interface GuardProps {
  /** The access-table entry of the area (the same the API routes use). */
  access: TAccessEntry;
  /** Admin screens that are not finance: accounts staff opening one goes home. */
  adminOnly?: boolean;
  children: ReactNode;
}

/**
 * The route guard with homeOf: unauthenticated → "/", another
 * role's area → the user's home.
 */
export function Guard({ access, adminOnly, children }: GuardProps) {
  const { data: user, isPending, isError } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageState state="loading" />;
  if (isError || !user) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  const decision = decideAccess(access, user);
  // A disabled account is signed out, whatever its role.
  if (decision === 'unauthenticated') return <Navigate to="/" replace state={{ from: location.pathname }} />;
  if (decision !== 'allow' || (adminOnly && user.role !== 'admin')) {
    const home = homeOf(user);
    return home === location.pathname ? <PageState state="error" /> : <Navigate to={home} replace />;
  }
  return <>{children}</>;
}

/** Auth pages (login, register): a signed-in user goes to their home instead. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageState state="loading" />;
  // A disabled account counts as signed out here too (the Guard sends it to "/").
  if (user && user.status === 'active') return <Navigate to={homeOf(user)} replace />;
  return <>{children}</>;
}
