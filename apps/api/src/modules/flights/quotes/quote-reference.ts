import { createHash } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Q-XXXXXXXX: a quote's human reference, derived from the offer and the sender rather than stored.
 * Previewing a quote writes nothing, yet the preview, the mail, its PDF and a resend all carry the
 * same reference, and the activity entry of each send names it. 40 bits of SHA-256: two quotes
 * sharing one is very unlikely, and harmless (the flight id in the activity entry tells them apart).
 */
export function quoteReference(flightId: string, senderId: string): string {
  const digest = createHash('sha256').update(`${flightId}\n${senderId}`).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = 0; i < 8; i++) out = ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)]! + out;
  return `Q-${out}`;
}
