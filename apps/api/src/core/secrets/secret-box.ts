import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EncryptionKey } from './encryption-key';

/** An encrypted value as stored: base64 ciphertext, IV and tag, and the fingerprint of the key. */
export interface SealedValue {
  ciphertext: string;
  iv: string;
  tag: string;
  keyId: string;
}

/** Why a value did not decrypt: saved under another key, or changed since it was written. */
export type TUnsealFailure = 'other_key' | 'damaged';

export class UnsealError extends Error {
  constructor(readonly reason: TUnsealFailure) {
    super(reason === 'other_key' ? 'the value was encrypted with another key' : 'the value failed its integrity check');
  }
}

const ALGORITHM = 'aes-256-gcm';
/** 96-bit IVs are what GCM is specified for; a fresh random one per value, never reused under a key. */
const IV_BYTES = 12;
/** The full 128-bit tag: a shortened one is refused, not accepted as a weaker check. */
const TAG_BYTES = 16;

/**
 * The value's purpose (e.g. its key name) is bound in as additional authenticated data, so a
 * ciphertext copied into another row does not decrypt there.
 */
export function seal(key: EncryptionKey, purpose: string, plaintext: string): SealedValue {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key.key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    keyId: key.id,
  };
}

/** Decrypts and authenticates a sealed value; throws UnsealError rather than return altered text. */
export function unseal(key: EncryptionKey, purpose: string, sealed: SealedValue): string {
  if (sealed.keyId !== key.id) throw new UnsealError('other_key');
  try {
    const decipher = createDecipheriv(ALGORITHM, key.key, Buffer.from(sealed.iv, 'base64'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new UnsealError('damaged');
  }
}
