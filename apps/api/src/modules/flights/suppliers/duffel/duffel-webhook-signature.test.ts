import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { duffelSignature, signDuffelWebhook, verifyDuffelSignature } from './duffel-webhook-signature';

const SECRET = 'whsec_test_0123456789';
const NOW = Date.parse('2031-05-01T12:00:00Z');
const T = NOW / 1000;
const BODY = '{"id":"wev_0000A4tQSmKyqOrcySrGbo","type":"order.created","data":{"object":{"id":"ord_1","total_amount":"100.00"}}}';
const v1 = (body: string, t: number, secret = SECRET) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

describe('Duffel webhook signatures', () => {
  it('signs "<t>.<raw body>" with HMAC-SHA256, in hex, and accepts what it signs', () => {
    const header = signDuffelWebhook(BODY, SECRET, NOW);
    expect(header).toBe(`t=${T},v1=${v1(BODY, T)}`);
    expect(duffelSignature(Buffer.from(BODY), T, SECRET)).toBe(v1(BODY, T));
    expect(verifyDuffelSignature(BODY, header, SECRET, NOW)).toEqual({ ok: true });
    expect(verifyDuffelSignature(Buffer.from(BODY), header, SECRET, NOW)).toEqual({ ok: true });
  });

  it('checks the raw bytes: a body in another encoding or re-serialised is not the signed one', () => {
    const body = Buffer.from('{"name":"Zoë"}', 'utf8');
    const header = signDuffelWebhook(body, SECRET, NOW);
    expect(verifyDuffelSignature(body, header, SECRET, NOW).ok).toBe(true);
    expect(verifyDuffelSignature(Buffer.from('{"name":"Zoë"}', 'latin1'), header, SECRET, NOW).ok).toBe(false);
    expect(verifyDuffelSignature('{ "name": "Zoë" }', header, SECRET, NOW).ok).toBe(false);
  });

  it('refuses a wrong secret', () => {
    expect(verifyDuffelSignature(BODY, signDuffelWebhook(BODY, 'whsec_other', NOW), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
  });

  it('refuses a tampered body, and a signature moved to another timestamp', () => {
    const header = signDuffelWebhook(BODY, SECRET, NOW);
    expect(verifyDuffelSignature(BODY.replace('100.00', '1.00'), header, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
    expect(verifyDuffelSignature(BODY, `t=${T + 1},v1=${v1(BODY, T)}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it('refuses a timestamp older or further ahead than the tolerance, and takes one within it', () => {
    const signedAt = (seconds: number) => signDuffelWebhook(BODY, SECRET, NOW + seconds * 1000);
    expect(verifyDuffelSignature(BODY, signedAt(-301), SECRET, NOW)).toEqual({ ok: false, reason: 'timestamp_too_old' });
    expect(verifyDuffelSignature(BODY, signedAt(301), SECRET, NOW)).toEqual({ ok: false, reason: 'timestamp_in_future' });
    expect(verifyDuffelSignature(BODY, signedAt(-300), SECRET, NOW).ok).toBe(true);
    expect(verifyDuffelSignature(BODY, signedAt(299), SECRET, NOW).ok).toBe(true);
    expect(verifyDuffelSignature(BODY, signedAt(-3600), SECRET, NOW, 7200).ok).toBe(true);
    expect(verifyDuffelSignature(BODY, signedAt(-31), SECRET, NOW, 30)).toEqual({ ok: false, reason: 'timestamp_too_old' });
  });

  it('never skips the timestamp check: a tolerance of 0, below 0 or infinite is a mistake, not "any age"', () => {
    const old = signDuffelWebhook(BODY, SECRET, NOW - 86_400_000);
    for (const tolerance of [0, -1, Number.POSITIVE_INFINITY, Number.NaN])
      expect(() => verifyDuffelSignature(BODY, old, SECRET, NOW, tolerance)).toThrow(RangeError);
  });

  it('refuses a missing or empty header', () => {
    expect(verifyDuffelSignature(BODY, undefined, SECRET, NOW)).toEqual({ ok: false, reason: 'missing_header' });
    expect(verifyDuffelSignature(BODY, '  ', SECRET, NOW)).toEqual({ ok: false, reason: 'missing_header' });
  });

  it.each([
    ['no v1', `t=${T}`],
    ['no t', `v1=${'a'.repeat(64)}`],
    ['two t', `t=${T},t=${T},v1=${'a'.repeat(64)}`],
    ['a t that is not a number', `t=12ab,v1=${'a'.repeat(64)}`],
    ['a v1 that is not 64 hex digits', `t=${T},v1=${'a'.repeat(63)}`],
    ['a v1 that is not hex', `t=${T},v1=${'g'.repeat(64)}`],
    ['a part without =', `t=${T},v1`],
    ['a trailing comma', `t=${T},v1=${'a'.repeat(64)},`],
    ['another format altogether', 'sha256=abcdef'],
  ])('refuses a malformed header: %s', (_, header) => {
    expect(verifyDuffelSignature(BODY, header, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed_header' });
  });

  it('accepts a header with two v1 values when either is right (a secret being rotated), in any order', () => {
    const right = v1(BODY, T);
    const stale = v1(BODY, T, 'whsec_old');
    expect(verifyDuffelSignature(BODY, `t=${T},v1=${stale},v1=${right}`, SECRET, NOW)).toEqual({ ok: true });
    expect(verifyDuffelSignature(BODY, `t=${T}, v1=${right.toUpperCase()}, v1=${stale}`, SECRET, NOW)).toEqual({ ok: true });
    expect(verifyDuffelSignature(BODY, `t=${T},v1=${stale},v1=${stale}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it('ignores schemes it does not know, as long as a v1 is there', () => {
    expect(verifyDuffelSignature(BODY, `t=${T},v0=zz,v1=${v1(BODY, T)}`, SECRET, NOW)).toEqual({ ok: true });
  });

  it('checks against several secrets on the receiving side, and signs with each on the sending side', () => {
    const header = signDuffelWebhook(BODY, ['whsec_new', SECRET], NOW);
    expect(header.split(',')).toHaveLength(3);
    expect(verifyDuffelSignature(BODY, header, SECRET, NOW).ok).toBe(true);
    expect(verifyDuffelSignature(BODY, header, 'whsec_new', NOW).ok).toBe(true);
    expect(verifyDuffelSignature(BODY, signDuffelWebhook(BODY, 'whsec_old', NOW), ['whsec_old', SECRET], NOW).ok).toBe(true);
    expect(verifyDuffelSignature(BODY, header, ['whsec_else'], NOW).ok).toBe(false);
  });

  it('refuses to work without a secret (an empty key would make every signature forgeable)', () => {
    expect(() => verifyDuffelSignature(BODY, signDuffelWebhook(BODY, SECRET, NOW), '', NOW)).toThrow(RangeError);
    expect(() => verifyDuffelSignature(BODY, signDuffelWebhook(BODY, SECRET, NOW), [], NOW)).toThrow(RangeError);
    expect(() => signDuffelWebhook(BODY, '', NOW)).toThrow(RangeError);
  });
});
