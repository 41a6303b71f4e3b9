import { fieldError, forbidden } from '@/core/app-error';
import type { AuthUser } from '@/core/types';

/** A request naming an agency by id or by its agent's user id (both optional). */
export interface TAgencyTargetQuery {
  agency_id?: string | undefined;
  user_id?: string | undefined;
}

/**
 * agencyTargetFor: whose wallet a read is about (GET /agency-balance, GET /agent-statment).
 * An agent reads its own agency only: no target, its own agency id or its own user id; naming
 * any other is 403, decided before anything is looked up. Finance staff must name one (422).
 */
export function agencyTargetFor(
  actor: Pick<AuthUser, 'id' | 'role' | 'agencyId'>,
  query: TAgencyTargetQuery,
): { agency_id: string } | { user_id: string } {
  if (actor.role === 'agent') {
    if (!actor.agencyId) throw forbidden();
    if (query.agency_id && query.agency_id !== actor.agencyId) throw forbidden();
    if (query.user_id && query.user_id !== actor.id) throw forbidden();
    return { agency_id: actor.agencyId };
  }
  if (query.user_id) return { user_id: query.user_id };
  if (query.agency_id) return { agency_id: query.agency_id };
  throw fieldError('agency_id', 'validation.agency_or_user');
}
