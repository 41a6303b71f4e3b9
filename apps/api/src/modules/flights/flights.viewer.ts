import type { AuthUser } from '@/core/types';
import type { TOfferViewer } from './offers/offer-store';

/**
 * Whose prices a caller sees. An approved agent sees its agency's (net, margins, gross); staff see
 * the agency's price before any client markup; visitors, customers and agents not yet approved
 * see the storefront's gross price.
 */
export function viewerOf(user: AuthUser | null): TOfferViewer {
  if (!user || user.role === 'customer') return { kind: 'public', agencyId: null, userId: user?.id ?? null };
  if (user.role === 'agent')
    return user.agencyId && user.is_approved === '1' && user.is_formFilled === '1'
      ? { kind: 'agent', agencyId: user.agencyId, userId: user.id }
      : { kind: 'public', agencyId: null, userId: user.id };
  return { kind: 'staff', agencyId: null, userId: user.id };
}

/**
 * A stored offer is read by whom it was priced for: storefront prices by anyone holding the id,
 * an agency's prices by that agency and staff, staff prices by staff only. Anyone else gets a 404,
 * as if the offer did not exist.
 */
export function mayReadOffer(viewer: TOfferViewer, stored: TOfferViewer): boolean {
  if (stored.kind === 'public') return true;
  if (viewer.kind === 'staff') return true;
  return stored.kind === 'agent' && viewer.kind === 'agent' && viewer.agencyId === stored.agencyId;
}
