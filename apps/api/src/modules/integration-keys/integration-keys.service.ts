import type { TIntegrationKeyName, TIntegrationKeys, TSaveKeysParsed } from '@safar/contracts';
import { integrationKeys, type Db } from '@safar/db';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { encryptionKeyFor } from '@/core/secrets/encryption-key';
import {
  decryptKey,
  integrationKeyStates,
  IntegrationKeyError,
  keyPurpose,
  lastFourOf,
  type TKeyConfig,
} from '@/core/secrets/integration-keys';
import { seal } from '@/core/secrets/secret-box';
import { assertKeysWritable } from './integration-keys.policy';
import { toKeysView } from './integration-keys.presenter';

/** GET /fetch-keys: every known key's state. */
export async function fetchKeys(db: Db, config: TKeyConfig): Promise<TIntegrationKeys> {
  return toKeysView(await integrationKeyStates(db, config));
}

/** The saved value, or undefined when it cannot be decrypted (then any new value replaces it). */
function currentValue(config: TKeyConfig, name: TIntegrationKeyName, row: typeof integrationKeys.$inferSelect): string | undefined {
  try {
    return decryptKey(config, name, row);
  } catch (err) {
    if (err instanceof IntegrationKeyError) return undefined;
    throw err;
  }
}

/**
 * POST /save-keys: sets (encrypted, with a fresh IV) or clears each named key in one transaction,
 * with one activity entry per key that changed, naming the key and its last four characters
 * only. A value equal to the saved one, or clearing a key that is not set, changes nothing and
 * logs nothing, so repeating a save is harmless.
 */
export async function saveKeys(db: Db, req: FastifyRequest, config: TKeyConfig, actorId: string, input: TSaveKeysParsed) {
  const names = Object.keys(input.keys) as TIntegrationKeyName[];
  assertKeysWritable(config, names);
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(integrationKeys).where(inArray(integrationKeys.name, names)).for('update');
    const saved = new Map(rows.map((row) => [row.name, row]));
    for (const name of names) {
      const value = input.keys[name];
      const current = saved.get(name);
      const before = current ? { key: name, last_four: current.lastFour } : null;
      if (value === null || value === undefined) {
        if (!current) continue;
        await tx.delete(integrationKeys).where(eq(integrationKeys.name, name));
        await recordActivity(tx, req, { action: 'integration_key.cleared', subjectType: 'integration_key', subjectId: name, before });
        continue;
      }
      if (current && currentValue(config, name, current) === value) continue;
      const sealed = seal(encryptionKeyFor(config), keyPurpose(name), value);
      const columns = { ...sealed, lastFour: lastFourOf(value), updatedBy: actorId, updatedAt: sql`now()` };
      await tx
        .insert(integrationKeys)
        .values({ name, ...columns })
        // Two first saves racing: the later one wins, as it would had they come one after the other.
        .onConflictDoUpdate({ target: integrationKeys.name, set: columns });
      await recordActivity(tx, req, {
        action: 'integration_key.set',
        subjectType: 'integration_key',
        subjectId: name,
        before,
        after: { key: name, last_four: lastFourOf(value) },
      });
    }
  });
  return fetchKeys(db, config);
}
