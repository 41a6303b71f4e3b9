import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Long enough to load a page of images, short enough that a leaked link soon stops working. */
export const SIGNED_URL_TTL_SECONDS = 5 * 60;

/**
 * HMAC-signed download links for <img> tags, which cannot send a bearer token. The key is derived
 * from APP_KEY (required in production); without one, a random per-process key (links then die
 * with the process, which is fine for development and tests).
 */
const PROCESS_KEY = randomBytes(32);

export function createUrlSigner(appKey: string | undefined) {
  // One key per process (not per signer): the deposit screens sign links that the uploads route verifies.
  const key = createHmac('sha256', appKey ?? PROCESS_KEY)
    .update('safar:uploads:signed-url')
    .digest();
  const mac = (fileName: string, expires: number) => createHmac('sha256', key).update(`${fileName}\n${expires}`).digest('base64url');

  return {
    sign(fileName: string, now = Date.now()): { url: string; expiresAt: Date } {
      const expires = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
      const query = new URLSearchParams({ signature: mac(fileName, expires), expires: String(expires) });
      return { url: `/api/uploads/${fileName}?${query.toString()}`, expiresAt: new Date(expires * 1000) };
    },
    verify(fileName: string, signature: string, expires: number, now = Date.now()): boolean {
      if (expires * 1000 < now) return false;
      const expected = Buffer.from(mac(fileName, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type TUrlSigner = ReturnType<typeof createUrlSigner>;
