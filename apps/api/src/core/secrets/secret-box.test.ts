import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptionKeyFor, EncryptionKeyUnavailableError, GENERATED_KEY_FILE } from './encryption-key';
import { seal, unseal, UnsealError, type SealedValue } from './secret-box';

const keyA = encryptionKeyFor({ env: 'test', appKey: 'a'.repeat(32), dataDir: '/nonexistent' });
const keyB = encryptionKeyFor({ env: 'test', appKey: 'b'.repeat(32), dataDir: '/nonexistent' });
const SECRET = 'duffel_test_9f8e7d6c5b4a3210';

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof UnsealError ? err.reason : err;
  }
  return 'no failure';
};

/** Flips one bit of a base64 field. */
const flip = (base64: string, byte = 0) => {
  const bytes = Buffer.from(base64, 'base64');
  bytes[byte] = bytes[byte]! ^ 1;
  return bytes.toString('base64');
};

describe('seal and unseal (AES-256-GCM)', () => {
  it('round-trips a value, with a fresh IV (so a fresh ciphertext) each time', () => {
    const one = seal(keyA, 'integration-key:duffel_access_token', SECRET);
    const two = seal(keyA, 'integration-key:duffel_access_token', SECRET);
    expect(unseal(keyA, 'integration-key:duffel_access_token', one)).toBe(SECRET);
    expect(one.iv).not.toBe(two.iv);
    expect(one.ciphertext).not.toBe(two.ciphertext);
    expect(Buffer.from(one.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(one.tag, 'base64')).toHaveLength(16);
    expect(JSON.stringify(one)).not.toContain(SECRET);
    expect(unseal(keyA, 'p', seal(keyA, 'p', 'ünïcødé ✓'))).toBe('ünïcødé ✓');
  });

  it('detects a changed ciphertext, IV or tag, and a shortened tag', () => {
    const sealed = seal(keyA, 'p', SECRET);
    const tampered: SealedValue[] = [
      { ...sealed, ciphertext: flip(sealed.ciphertext) },
      { ...sealed, ciphertext: flip(sealed.ciphertext, 5) },
      { ...sealed, iv: flip(sealed.iv) },
      { ...sealed, tag: flip(sealed.tag, 15) },
      { ...sealed, tag: Buffer.from(sealed.tag, 'base64').subarray(0, 12).toString('base64') },
      { ...sealed, ciphertext: '' },
    ];
    for (const value of tampered) expect(failure(() => unseal(keyA, 'p', value))).toBe('damaged');
  });

  it('binds a value to its purpose: moved to another key name, it does not decrypt', () => {
    const sealed = seal(keyA, 'integration-key:safepay_api_key', SECRET);
    expect(failure(() => unseal(keyA, 'integration-key:safepay_secret_key', sealed))).toBe('damaged');
  });

  it('tells a value saved under another APP_KEY apart from a damaged one', () => {
    const sealed = seal(keyA, 'p', SECRET);
    expect(keyA.id).not.toBe(keyB.id);
    expect(failure(() => unseal(keyB, 'p', sealed))).toBe('other_key');
    // Even with the fingerprint forged, the other key cannot open it.
    expect(failure(() => unseal(keyB, 'p', { ...sealed, keyId: keyB.id }))).toBe('damaged');
  });
});

describe('encryptionKeyFor', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('derives the same key from the same APP_KEY (HKDF), never APP_KEY itself', () => {
    const again = encryptionKeyFor({ env: 'production', appKey: 'a'.repeat(32), dataDir: '/elsewhere' });
    expect(again.key.equals(keyA.key)).toBe(true);
    expect(again.id).toBe(keyA.id);
    expect(keyA.key).toHaveLength(32);
    expect(keyA.key.equals(Buffer.from('a'.repeat(32)))).toBe(false);
  });

  it('in development without APP_KEY, generates a key once in DATA_DIR/app-key, readable by its owner only', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'safar-key-'));
    dirs.push(dataDir);
    const first = encryptionKeyFor({ env: 'development', appKey: undefined, dataDir });
    const file = join(dataDir, GENERATED_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const content = await readFile(file, 'utf8');
    expect(content.trim().length).toBeGreaterThanOrEqual(32);
    expect(encryptionKeyFor({ env: 'development', appKey: undefined, dataDir }).id).toBe(first.id);
    // Another data directory, another key: its values are not readable here.
    const otherDir = await mkdtemp(join(tmpdir(), 'safar-key-'));
    dirs.push(otherDir);
    expect(encryptionKeyFor({ env: 'development', appKey: undefined, dataDir: otherDir }).id).not.toBe(first.id);
  });

  it('keeps a key another process already made, and leaves no draft of its own behind', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'safar-key-'));
    dirs.push(dataDir);
    const secret = 'k'.repeat(40);
    await writeFile(join(dataDir, GENERATED_KEY_FILE), `${secret}\n`, { mode: 0o600 });
    const ours = encryptionKeyFor({ env: 'development', appKey: undefined, dataDir });
    expect(ours.id).toBe(encryptionKeyFor({ env: 'production', appKey: secret, dataDir: '/x' }).id);
    expect(await readdir(dataDir)).toEqual([GENERATED_KEY_FILE]);
  });

  it('says what to do when the generated key cannot be written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'safar-key-'));
    dirs.push(dir);
    // DATA_DIR under a plain file: no directory can be made there.
    const file = join(dir, 'not-a-directory');
    await writeFile(file, '');
    const config = { env: 'development', appKey: undefined, dataDir: join(file, 'data') } as const;
    expect(() => encryptionKeyFor(config)).toThrow(EncryptionKeyUnavailableError);
    expect(() => encryptionKeyFor(config)).toThrow(/Set APP_KEY/);
  });

  it('in tests without APP_KEY, uses a key of the process and writes nothing', () => {
    const a = encryptionKeyFor({ env: 'test', appKey: undefined, dataDir: '/nonexistent' });
    const b = encryptionKeyFor({ env: 'test', appKey: undefined, dataDir: '/elsewhere' });
    expect(a.id).toBe(b.id);
    expect(a.id).not.toBe(keyA.id);
  });

  it('refuses to run in production without APP_KEY', () => {
    expect(() => encryptionKeyFor({ env: 'production', appKey: undefined, dataDir: '/x' })).toThrow(EncryptionKeyUnavailableError);
  });
});
