import type { TPackageKind } from '@safar/contracts';
import { bookingProducts, travelPackageDepartures, travelPackages, type Tx } from '@safar/db';
import { and, eq, gt } from 'drizzle-orm';
import { conflict } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { packageReaderOf, type TPackageRow } from './travel-packages.presenter';

/**
 * packagesScope: staff read every package of the kind, drafts and archived ones included; agents,
 * customers and visitors only the published ones.
 */
export const packagesScope = (kind: TPackageKind) => (user: AuthUser | null) =>
  packageReaderOf(user) === 'staff'
    ? eq(travelPackages.kind, kind)
    : and(eq(travelPackages.kind, kind), eq(travelPackages.status, 'published'));

/**
 * A package whose departures hold seats, or that a booking names (its travellers' trip, even one
 * cancelled since), is kept: 409, archive it instead. `current` is locked by the delete, and its
 * departures here, so no seat is taken meanwhile.
 */
export async function assertPackageDeletable(tx: Tx, current: TPackageRow): Promise<void> {
  const held = await tx
    .select({ seatsTaken: travelPackageDepartures.seatsTaken })
    .from(travelPackageDepartures)
    .where(and(eq(travelPackageDepartures.packageId, current.id), gt(travelPackageDepartures.seatsTaken, 0)))
    .for('update');
  const taken = held.reduce((sum, d) => sum + d.seatsTaken, 0);
  if (taken > 0) throw conflict('messages.package_has_bookings', { title: current.titleEn, taken });
  const [booked] = await tx
    .select({ id: bookingProducts.bookingId })
    .from(bookingProducts)
    .where(and(eq(bookingProducts.product, current.kind), eq(bookingProducts.itemId, current.id)))
    .limit(1);
  if (booked) throw conflict('messages.package_in_use');
}
