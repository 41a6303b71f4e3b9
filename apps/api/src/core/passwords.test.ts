import { hash } from '@node-rs/argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, PASSWORD_HASH_OPTIONS, passwordHashOptions, TEST_PASSWORD_HASH_OPTIONS, verifyPassword } from './passwords';

/** The parameters a PHC-format argon2 hash records, e.g. "m=19456,t=2,p=1". */
const paramsOf = (h: string) => /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(h)!.slice(1).map(Number);

describe('password hashing strength', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('uses the full-strength parameters in every environment but test', () => {
    for (const env of ['production', 'development', 'staging', '', undefined])
      expect(passwordHashOptions(env)).toEqual(PASSWORD_HASH_OPTIONS);
    expect(PASSWORD_HASH_OPTIONS).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(passwordHashOptions('test')).toEqual(TEST_PASSWORD_HASH_OPTIONS);
  });

  it('hashes with the full-strength parameters outside tests, and the cheap ones under NODE_ENV=test', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(paramsOf(await hashPassword('secret-1'))).toEqual([19456, 2, 1]);
    vi.stubEnv('NODE_ENV', 'test');
    expect(paramsOf(await hashPassword('secret-1'))).toEqual([8, 1, 1]);
  });

  it('verifies a hash made under one environment in the other', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const strong = await hashPassword('strong-made');
    vi.stubEnv('NODE_ENV', 'test');
    const cheap = await hashPassword('cheap-made');
    expect(await verifyPassword(strong, 'strong-made')).toBe(true);
    expect(await verifyPassword(strong, 'wrong')).toBe(false);
    vi.stubEnv('NODE_ENV', 'production');
    expect(await verifyPassword(cheap, 'cheap-made')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong')).toBe(false);
    // A hash from another argon2 user (the library's own defaults) verifies too.
    expect(await verifyPassword(await hash('other'), 'other')).toBe(true);
  });
});
