import { integrationKeyEnvName, INTEGRATION_KEY_NAMES, type TIntegrationKeyName, type TKeySource } from '@safar/contracts';
import { integrationKeys, users, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '@/config';
import { encryptionKeyFor, EncryptionKeyUnavailableError } from './encryption-key';
import { unseal, UnsealError, type SealedValue } from './secret-box';

export type TKeyConfig = Pick<AppConfig, 'env' | 'appKey' | 'dataDir' | 'integrationKeys'>;

/** The AAD of a key's ciphertext: its name, so a value moved to another row does not decrypt. */
export const keyPurpose = (name: TIntegrationKeyName) => `integration-key:${name}`;

/**
 * A saved key that cannot be used: saved under another APP_KEY (rotated), damaged, or no
 * encryption key at all. The message names the key and what to do, and never holds its value.
 */
export class IntegrationKeyError extends Error {
  constructor(
    readonly keyName: TIntegrationKeyName,
    readonly reason: 'other_key' | 'damaged' | 'no_key',
    detail?: string,
  ) {
    const why =
      reason === 'other_key'
        ? 'it was saved under a different APP_KEY'
        : reason === 'damaged'
          ? 'the stored value failed its integrity check'
          : (detail ?? 'there is no encryption key');
    super(
      `Integration key ${keyName} cannot be decrypted: ${why}. Save it again at /admin/setting, or set ${integrationKeyEnvName(keyName)} in the environment.`,
    );
    this.name = 'IntegrationKeyError';
  }
}

/** Decrypts a saved row, turning every failure into an IntegrationKeyError for that key. */
export function decryptKey(config: TKeyConfig, name: TIntegrationKeyName, sealed: SealedValue): string {
  try {
    return unseal(encryptionKeyFor(config), keyPurpose(name), sealed);
  } catch (err) {
    if (err instanceof UnsealError) throw new IntegrationKeyError(name, err.reason);
    if (err instanceof EncryptionKeyUnavailableError) throw new IntegrationKeyError(name, 'no_key', err.message);
    throw err;
  }
}

/**
 * The value of an integration key, for the code that calls the service (the flight supplier
 * registry builds the Duffel client with it): the environment's first, else the saved one,
 * decrypted; null when neither is set. A saved value that does not decrypt throws an
 * IntegrationKeyError naming the key, for the caller to report — one supplier failing, not the app.
 */
export async function readIntegrationKey(db: DbOrTx, config: TKeyConfig, name: TIntegrationKeyName): Promise<string | null> {
  const fromEnv = config.integrationKeys[name];
  if (fromEnv) return fromEnv;
  const [row] = await db.select().from(integrationKeys).where(eq(integrationKeys.name, name)).limit(1);
  return row ? decryptKey(config, name, row) : null;
}

/** What is known of a key without revealing it. */
export interface TKeyState {
  name: TIntegrationKeyName;
  source: TKeySource | null;
  lastFour: string | null;
  readable: boolean;
  updatedAt: Date | null;
  updatedBy: { id: string; name: string } | null;
}

/** What the screens show of a value: its last four characters. */
export const lastFourOf = (value: string) => value.slice(-4);

/**
 * Every known key's state, in the order of INTEGRATION_KEY_NAMES. A saved value is decrypted
 * to tell whether it still can be (the value itself goes nowhere).
 */
export async function integrationKeyStates(db: DbOrTx, config: TKeyConfig): Promise<TKeyState[]> {
  const rows = await db
    .select({ row: integrationKeys, updatedByName: users.name })
    .from(integrationKeys)
    .leftJoin(users, eq(users.id, integrationKeys.updatedBy));
  const saved = new Map(rows.map((r) => [r.row.name, r]));
  return INTEGRATION_KEY_NAMES.map((name): TKeyState => {
    const fromEnv = config.integrationKeys[name];
    if (fromEnv) return { name, source: 'environment', lastFour: lastFourOf(fromEnv), readable: true, updatedAt: null, updatedBy: null };
    const found = saved.get(name);
    if (!found) return { name, source: null, lastFour: null, readable: true, updatedAt: null, updatedBy: null };
    let readable = true;
    try {
      decryptKey(config, name, found.row);
    } catch (err) {
      if (!(err instanceof IntegrationKeyError)) throw err;
      readable = false;
    }
    return {
      name,
      source: 'database',
      lastFour: found.row.lastFour,
      readable,
      updatedAt: found.row.updatedAt,
      updatedBy: found.row.updatedBy && found.updatedByName !== null ? { id: found.row.updatedBy, name: found.updatedByName } : null,
    };
  });
}
