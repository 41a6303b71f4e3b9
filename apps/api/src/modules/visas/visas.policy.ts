import { STAFF_ROLES } from '@safar/contracts';
import { bookingProducts, visas, type Tx } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { conflict } from '@/core/app-error';
import type { AuthUser } from '@/core/types';

/**
 * Who reads a visa, for what they see of it: staff every visa with both prices; an approved
 * agent the published ones at its own price; anyone else (a visitor, a customer, an agent not
 * yet approved, who may not buy at the agent's price) the published ones at the public price.
 */
export type TVisaReader = 'staff' | 'agent' | 'public';

export function visaReaderOf(user: AuthUser | null): TVisaReader {
  if (!user) return 'public';
  if ((STAFF_ROLES as readonly string[]).includes(user.role)) return 'staff';
  if (user.role === 'agent' && user.is_approved === '1' && user.is_formFilled === '1') return 'agent';
  return 'public';
}

const publishedOnly = eq(visas.status, 'published');

/** visasScope: staff reach every visa (drafts to prepare them, archived ones to look back); others the published ones. */
export const visasScope = (user: AuthUser) => (visaReaderOf(user) === 'staff' ? undefined : publishedOnly);

/** What a caller without a token reads: the published visas. */
export const visasVisitorScope = () => publishedOnly;

/**
 * A visa a booking names is kept: its bookings read its documents and title from it. The booking
 * names the item without a foreign key (one table serves every product), so the delete asks.
 */
export async function assertVisaDeletable(tx: Tx, current: { id: string }): Promise<void> {
  const [booked] = await tx
    .select({ id: bookingProducts.bookingId })
    .from(bookingProducts)
    .where(and(eq(bookingProducts.product, 'visa'), eq(bookingProducts.itemId, current.id)))
    .limit(1);
  if (booked) throw conflict('messages.visa_in_use');
}
