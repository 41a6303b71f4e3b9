import { hkdfSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '@/config';

/** The key that encrypts stored secrets, and a fingerprint of it kept beside each value. */
export interface EncryptionKey {
  key: Buffer;
  /** Tells "saved under another APP_KEY" apart from "damaged" when a value does not decrypt. */
  id: string;
}

/** Where development keeps its generated key when APP_KEY is unset. */
export const GENERATED_KEY_FILE = 'app-key';

/** Raised when no key can be had (an unreadable or unwritable DATA_DIR/app-key): the message says what to do. */
export class EncryptionKeyUnavailableError extends Error {}

// Tests without APP_KEY run on databases that die with the process, so a key that dies with it is enough.
const PROCESS_SECRET = randomBytes(32);
const cache = new Map<string, EncryptionKey>();

/**
 * HKDF-SHA256 over the secret material, with a purpose label, so that APP_KEY (which also signs
 * file links) never serves as an encryption key itself and each use gets its own key.
 */
function derive(material: Buffer): EncryptionKey {
  const key = Buffer.from(hkdfSync('sha256', material, 'safar', 'safar:integration-keys:aes-256-gcm:v1', 32));
  const id = Buffer.from(hkdfSync('sha256', material, 'safar', 'safar:integration-keys:key-id:v1', 8)).toString('hex');
  return { key, id };
}

/**
 * Development without APP_KEY: a random secret made on first use and kept in DATA_DIR/app-key,
 * readable by its owner only (0600), so saved keys outlive restarts and travel with a copy of
 * the data directory. Two processes may start at once on one DATA_DIR (with a shared
 * PostgreSQL): each writes its secret whole to a file of its own and links it into place; a link
 * never replaces an existing name, so the first wins and the other reads a complete file, never
 * one still being written.
 */
function generatedSecret(dataDir: string): Buffer {
  const path = join(dataDir, GENERATED_KEY_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(draft, { force: true });
    }
    const secret = readFileSync(path, 'utf8').trim();
    if (secret.length < 32) throw new Error(`${path} holds fewer than 32 characters`);
    return Buffer.from(secret, 'utf8');
  } catch (err) {
    throw new EncryptionKeyUnavailableError(
      `No key to encrypt integration keys: APP_KEY is not set and ${path} cannot be used (${(err as Error).message}). Set APP_KEY (at least 32 characters).`,
    );
  }
}

/**
 * The encryption key of stored secrets: derived from APP_KEY when set (always in production,
 * where it is required); in development from DATA_DIR/app-key; in tests from a per-process
 * secret. Read lazily, so an app that never stores a secret never creates the file.
 */
export function encryptionKeyFor(config: Pick<AppConfig, 'env' | 'appKey' | 'dataDir'>): EncryptionKey {
  if (!config.appKey && config.env === 'production') throw new EncryptionKeyUnavailableError('APP_KEY is required in production');
  const source = config.appKey ? `app:${config.appKey}` : config.env === 'development' ? `file:${config.dataDir}` : 'process';
  const cached = cache.get(source);
  if (cached) return cached;
  const material = config.appKey
    ? Buffer.from(config.appKey, 'utf8')
    : config.env === 'development'
      ? generatedSecret(config.dataDir)
      : PROCESS_SECRET;
  const derived = derive(material);
  cache.set(source, derived);
  return derived;
}
