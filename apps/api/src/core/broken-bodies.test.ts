import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '@/core/envelope';
import { MAX_JSON_NESTING, nestsDeeperThan } from '@/core/json-body-parser';
import { contentCodings } from '@/core/request-encoding';
import { buildTestApp, nextIp, type TestApp } from '@/test/test-app';

/**
 * Bodies a black-box client sent that once answered 500: each is sent as raw bytes with its
 * headers, and must be a 4xx in the error envelope naming the problem, with nothing logged as
 * an error. A sign-in request is the target: public, with a JSON body, and it answers 422
 * `invalid_credentials` once a body is read, which shows the body got through.
 */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    demo: false,
    env: { LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void logLines.push(line) },
    // A public route to post an upload to without signing in; the refusal comes before any parser.
    extend: async (app) => {
      await app.register(
        async (api) => {
          api.post('/upload', { config: { access: 'public', ownership: 'none' } }, async (req) => ok(req, {}));
        },
        { prefix: '/api/test' },
      );
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  logLines.length = 0;
});

const SIGN_IN = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });

function send(payload: Buffer, headers: Record<string, string> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/login/request-otp',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: nextIp(),
  });
}

/** The error envelope, exactly, with the given code and description. */
const failure = (code: string, description: string) => ({
  success: false,
  data: null,
  message: { status: 'error', code, description, details: null },
});

/** Error-level log lines (pino level 50 and above): an unexpected failure logs one, an expected refusal none. */
const errorsLogged = () => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('a JSON body nested too deeply', () => {
  it('is 400 body_too_deep for 2,000 nested arrays, with no stack overflow logged', async () => {
    const res = await send(Buffer.from('['.repeat(2000) + ']'.repeat(2000)));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(failure('body_too_deep', 'The request body nests arrays and objects more than 64 levels deep.'));
    expect(errorsLogged()).toEqual([]);
  });

  it('is refused the same for objects, and whatever the body holds around them', async () => {
    const objects = '{"a":'.repeat(1000) + '1' + '}'.repeat(1000);
    const res = await send(Buffer.from(`{"email":"a@b.c","password":"x","extra":${objects}}`));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.code).toBe('body_too_deep');
  });

  it('answers in Arabic when asked', async () => {
    const res = await send(Buffer.from('['.repeat(100) + ']'.repeat(100)), { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.description).toBe('يتداخل نص الطلب في المصفوفات والكائنات بأكثر من 64 مستوى.');
  });

  it('leaves a body at the limit to the route, and keeps refusing malformed JSON and prototype poisoning as before', async () => {
    const atLimit = await send(Buffer.from('['.repeat(MAX_JSON_NESTING) + ']'.repeat(MAX_JSON_NESTING)));
    expect(atLimit.statusCode).toBe(422);
    expect(atLimit.json().message.code).toBe('validation_failed');
    expect((await send(Buffer.from(SIGN_IN))).json().message.code).toBe('invalid_credentials');
    for (const body of ['{"email":', '', '{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}']) {
      const res = await send(Buffer.from(body));
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toEqual(failure('malformed_json', 'The request body is not valid JSON.'));
    }
    expect(errorsLogged()).toEqual([]);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings (escaped quotes included)', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(`["${'[['.repeat(50)}", "\\"[[[[[[[["]`, 1)).toBe(false);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });
});

describe('a gzip body', () => {
  it('is decoded: valid gzip reaches the route like the plain body (x-gzip and any letter case too)', async () => {
    for (const encoding of ['gzip', 'GZip', 'x-gzip', 'identity, gzip']) {
      const res = await send(gzipSync(SIGN_IN), { 'content-encoding': encoding });
      expect(res.statusCode, encoding).toBe(422);
      expect(res.json().message.code, encoding).toBe('invalid_credentials');
    }
  });

  it('that is not gzip is 400 undecodable_body, with nothing logged as an error', async () => {
    for (const payload of [Buffer.from(SIGN_IN), Buffer.from('not gzip at all'), gzipSync(SIGN_IN).subarray(0, 20)]) {
      const res = await send(payload, { 'content-encoding': 'gzip' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        failure(
          'undecodable_body',
          'The request body could not be decoded: its Content-Encoding says gzip, but it is not valid gzip data.',
        ),
      );
    }
    expect(errorsLogged()).toEqual([]);
  });

  it('is bounded by the body limit after decoding: a small body that inflates past 1 MiB is 413', async () => {
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await send(bomb, { 'content-encoding': 'gzip' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message.code).toBe('payload_too_large');
  });

  it('that holds JSON nested too deeply is refused like the plain body', async () => {
    const res = await send(gzipSync('['.repeat(2000) + ']'.repeat(2000)), { 'content-encoding': 'gzip' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.code).toBe('body_too_deep');
  });
});

describe('a body in another content coding', () => {
  it('is 415 naming the coding, with Accept-Encoding: gzip, whether or not the bytes are really in it', async () => {
    const cases: [string, Buffer][] = [
      ['br', brotliCompressSync(SIGN_IN)],
      ['br', Buffer.from('not brotli')],
      ['deflate', deflateSync(SIGN_IN)],
      ['zstd', Buffer.from(SIGN_IN)],
      ['x-foo', Buffer.from(SIGN_IN)],
      ['gzip, br', Buffer.from(SIGN_IN)],
    ];
    for (const [encoding, payload] of cases) {
      const res = await send(payload, { 'content-encoding': encoding });
      expect(res.statusCode, encoding).toBe(415);
      expect(res.headers['accept-encoding'], encoding).toBe('gzip');
      expect(res.json(), encoding).toEqual(
        failure(
          'unsupported_media_type',
          `Request bodies in the ${encoding} content encoding are not accepted: send the body as it is, or as JSON compressed with gzip.`,
        ),
      );
    }
    expect(errorsLogged()).toEqual([]);
  });

  it('identity is no coding: the body is read as it is', async () => {
    const res = await send(Buffer.from(SIGN_IN), { 'content-encoding': 'identity' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message.code).toBe('invalid_credentials');
  });

  it('is 415 for a file upload in any coding, gzip too: uploads are read as they come, never through a decoder', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/upload',
      payload: gzipSync('--x--\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['accept-encoding']).toBe('identity');
    expect(res.json()).toEqual(
      failure('unsupported_media_type', 'File uploads are not accepted in a content encoding (gzip): send the file as it is.'),
    );
  });

  it('answers in Arabic when asked', async () => {
    const res = await send(Buffer.from(SIGN_IN), { 'content-encoding': 'br', 'accept-language': 'ar' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message.description).toBe('لا تُقبل نصوص الطلبات بترميز المحتوى br: أرسل النص كما هو، أو JSON مضغوطًا بـ gzip.');
  });
});

describe('contentCodings', () => {
  it('reads the codings in order, lower-cased, gzip for x-gzip, without identity', () => {
    expect(contentCodings('gzip')).toEqual(['gzip']);
    expect(contentCodings(' X-GZIP ')).toEqual(['gzip']);
    expect(contentCodings('identity')).toEqual([]);
    expect(contentCodings('deflate, Br')).toEqual(['deflate', 'br']);
    expect(contentCodings(',')).toEqual([]);
  });
});
