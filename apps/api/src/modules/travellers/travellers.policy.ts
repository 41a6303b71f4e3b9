import { travellers } from '@safar/db';
import { eq, type SQL } from 'drizzle-orm';
import { fieldError, forbidden } from '@/core/app-error';
import type { AuthUser } from '@/core/types';

/**
 * travellersScope: the rows a user may reach. An agent reaches its own agency's travellers only
 * (another agency's is "not found", so its existence does not leak); admin and reservation
 * staff, who book for agencies, reach every agency's.
 */
export function travellersScope(user: AuthUser): SQL | undefined {
  if (user.role !== 'agent') return undefined;
  return eq(travellers.agencyId, ownAgencyOf(user));
}

/** The agency an agent saves travellers for: its own, always (an agent without one may not). */
export function ownAgencyOf(user: AuthUser): string {
  if (user.role !== 'agent' || !user.agencyId) throw forbidden();
  return user.agencyId;
}

/**
 * Whose travellers a list shows: an agent its own agency's (naming another agency is 403,
 * decided before anything is looked up); staff must name the agency they book for (422).
 */
export function travellerListAgency(user: AuthUser, agencyId: string | undefined): string {
  if (user.role === 'agent') {
    const own = ownAgencyOf(user);
    if (agencyId && agencyId !== own) throw forbidden();
    return own;
  }
  if (!agencyId) throw fieldError('agency_id', 'validation.required');
  return agencyId;
}
