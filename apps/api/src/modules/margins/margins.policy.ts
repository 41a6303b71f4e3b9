import { forbidden } from '@/core/app-error';
import type { AuthUser } from '@/core/types';

/**
 * ownAgencyMargins: an agent reads and writes only its own agency's margins; the agency comes
 * from the signed-in user, never from the request, so there is no other agency to name.
 */
export function ownAgencyMargins(actor: Pick<AuthUser, 'role' | 'agencyId'>): string {
  if (actor.role !== 'agent' || !actor.agencyId) throw forbidden();
  return actor.agencyId;
}
