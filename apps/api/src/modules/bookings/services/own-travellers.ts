import type { TBookingPassenger } from '@safar/contracts';
import { travellers, type DbOrTx } from '@safar/db';
import { and, eq, inArray } from 'drizzle-orm';
import { fieldError } from '@/core/app-error';

/**
 * A passenger picked from saved travellers (`traveller_id`) links the booking to the agency's
 * record of who travelled, so it must be one of the booking's agency's: another agency's, a
 * deleted one, or any on a booking without an agency (a visitor's) is refused on that field (422)
 * before anything is written.
 */
export async function assertOwnTravellers(
  db: DbOrTx,
  agencyId: string | null,
  passengers: readonly Pick<TBookingPassenger, 'traveller_id'>[],
  field: 'passengers' | 'travellers',
): Promise<void> {
  const asked = passengers.flatMap((p, index) => (p.traveller_id ? [{ index, id: p.traveller_id }] : []));
  if (asked.length === 0) return;
  const own = agencyId
    ? await db
        .select({ id: travellers.id })
        .from(travellers)
        .where(and(eq(travellers.agencyId, agencyId), inArray(travellers.id, [...new Set(asked.map((a) => a.id))])))
    : [];
  const ownIds = new Set(own.map((t) => t.id));
  const stranger = asked.find((a) => !ownIds.has(a.id));
  if (stranger) throw fieldError(`${field}.${stranger.index}.traveller_id`, 'validation.traveller_not_agency');
}
