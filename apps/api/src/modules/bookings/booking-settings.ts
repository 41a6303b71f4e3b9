import type { TCurrency } from '@safar/contracts';
import { bookingSettings, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';

export type TBookingSettings = typeof bookingSettings.$inferSelect;
const ID = 'flights';

/**
 * The agency's flight booking rules; the row is made with the defaults (no fees, a two-hour
 * buffer before the supplier's deadline, reminders a day and three hours before) on first use.
 */
export async function bookingSettingsOf(db: DbOrTx, currency: TCurrency): Promise<TBookingSettings> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, ID));
  if (row) return row;
  await db.insert(bookingSettings).values({ id: ID, currency }).onConflictDoNothing();
  const [made] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, ID));
  return made!;
}
