import { decideAccess } from '@safar/contracts';
import type { AuthUser } from '@/core/types';
import type { TOfferViewer } from './offers/offer-store';

/**
 * How much of a price a reader sees:
 * - `gross`: what the client pays. Visitors, customers, agents not yet approved, and staff who do
 *   not work in finance (salesman, reservation).
 * - `agent`: an approved agent on its agency's offers. Its net is what the agency charges it (the
 *   supplier's fare plus the airline margin, never shown apart), its margin is its own markup.
 * - `full`: admin and finance staff: the supplier's fare, each margin and the exchange rate.
 */
export type TPriceView = 'gross' | 'agent' | 'full';

/** Who asks about an offer. */
export interface TOfferReader {
  /** Whom the reader's own searches are priced for and stored under. */
  viewer: TOfferViewer;
  /** The browser's visitor id (see core/visitor.ts): a visitor's offers stay its own after it signs in. */
  visitorId: string | null;
  /** Admin and finance staff. */
  seesNet: boolean;
  /** Staff who book for others (admin, reservation) may choose extras on any offer they can read. */
  booksForOthers: boolean;
}

/**
 * Whose prices a caller's search gets: an approved agent its agency's (net, its markup, gross);
 * staff the agency's price before any client markup; visitors, customers and agents not yet
 * approved the storefront's gross price. A visitor's search is kept under its browser's id.
 */
export function readerOf(user: AuthUser | null, visitorId: string | null): TOfferReader {
  const base = { visitorId, seesNet: decideAccess('finance', user) === 'allow', booksForOthers: false };
  if (!user) return { ...base, viewer: { kind: 'public', agencyId: null, userId: null, visitorId } };
  const approvedAgent = user.role === 'agent' && user.agencyId && user.is_approved === '1' && user.is_formFilled === '1';
  if (approvedAgent) return { ...base, viewer: { kind: 'agent', agencyId: user.agencyId, userId: user.id, visitorId: null } };
  if (user.role === 'agent' || user.role === 'customer')
    return { ...base, viewer: { kind: 'public', agencyId: null, userId: user.id, visitorId: null } };
  return {
    ...base,
    viewer: { kind: 'staff', agencyId: null, userId: user.id, visitorId: null },
    booksForOthers: user.role === 'admin' || user.role === 'reservation',
  };
}

/**
 * An offer belongs to whom it was priced for: an agency's to that agency, a signed-in customer's
 * to that customer, a visitor's to its browser; staff read any. Anyone else gets a 404, as if the
 * offer did not exist, so an offer's id is worth nothing to another reader.
 */
export function mayReadOffer(reader: TOfferReader, stored: TOfferViewer): boolean {
  if (reader.viewer.kind === 'staff') return true;
  if (stored.kind === 'agent') return reader.viewer.kind === 'agent' && reader.viewer.agencyId === stored.agencyId;
  if (stored.kind !== 'public') return false;
  if (stored.userId) return reader.viewer.userId === stored.userId;
  return stored.visitorId !== null && reader.visitorId === stored.visitorId;
}

/**
 * Choosing extras changes what the offer's owner will pay: its owner may, and staff who book for
 * others; staff who only read (finance, sales) may not.
 */
export function mayChangeExtras(reader: TOfferReader, stored: TOfferViewer): boolean {
  if (!mayReadOffer(reader, stored)) return false;
  if (reader.viewer.kind !== 'staff') return true;
  return reader.booksForOthers || (stored.kind === 'staff' && stored.userId === reader.viewer.userId);
}

/** How much of a stored offer's price this reader sees (see TPriceView). */
export function priceViewOf(reader: TOfferReader, stored: TOfferViewer): TPriceView {
  if (reader.seesNet) return 'full';
  if (stored.kind === 'agent' && reader.viewer.kind === 'agent' && reader.viewer.agencyId === stored.agencyId) return 'agent';
  return 'gross';
}
