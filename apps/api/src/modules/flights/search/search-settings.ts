import { VISITOR_SEARCHES_DEFAULT } from '@safar/contracts';
import { searchSettings, type DbOrTx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';

const ID = 'flights';

export interface TSearchSettingsValues {
  visitorSearchesPerHour: number;
}

/** How searches are rationed: the saved row, or the defaults until admin saves one. */
export async function searchSettingsOf(db: DbOrTx): Promise<TSearchSettingsValues> {
  const [row] = await db
    .select({ visitorSearchesPerHour: searchSettings.visitorSearchesPerHour })
    .from(searchSettings)
    .where(eq(searchSettings.id, ID));
  return row ?? { visitorSearchesPerHour: VISITOR_SEARCHES_DEFAULT };
}

/** Saves the settings (making the row on the first save); answers them as saved. */
export async function saveSearchSettings(db: DbOrTx, values: TSearchSettingsValues, actorId: string): Promise<TSearchSettingsValues> {
  const [row] = await db
    .insert(searchSettings)
    .values({ id: ID, ...values, updatedBy: actorId })
    .onConflictDoUpdate({ target: searchSettings.id, set: { ...values, updatedBy: actorId, updatedAt: sql`now()` } })
    .returning({ visitorSearchesPerHour: searchSettings.visitorSearchesPerHour });
  return row!;
}
