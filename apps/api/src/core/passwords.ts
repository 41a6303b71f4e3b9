import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's recommended minimums. */
export const PASSWORD_HASH_OPTIONS: Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
/**
 * Under NODE_ENV=test only: argon2's cheapest parameters. The test suites create and sign in
 * thousands of accounts, and at full strength hashing was a visible share of their time. A hash
 * carries its own parameters, so either kind verifies wherever it is checked.
 */
export const TEST_PASSWORD_HASH_OPTIONS: Options = { memoryCost: 8, timeCost: 1, parallelism: 1 };

/** The parameters new hashes use in an environment (NODE_ENV). */
export const passwordHashOptions = (nodeEnv: string | undefined): Options =>
  nodeEnv === 'test' ? TEST_PASSWORD_HASH_OPTIONS : PASSWORD_HASH_OPTIONS;

export const hashPassword = (plain: string) => hash(plain, passwordHashOptions(process.env.NODE_ENV));

/** A fixed hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, plain: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(passwordHash, plain).catch(() => false);
}
