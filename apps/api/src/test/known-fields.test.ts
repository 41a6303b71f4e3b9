import { decideAccess, type TAccessEntry } from '@safar/contracts';
import { users } from '@safar/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refuseUnknownFields } from '@/core/known-fields';
import { tokenFor } from './factories';
import { buildTestApp, type TestApp } from './test-app';

/*
 * A query or body field a route does not know answers 422 naming it, on every route: the walk
 * below sends one to each, as a caller the route lets in, and fails on a route that answers
 * anything else. A route that cannot refuse one is listed with the reason.
 */
const FIELD = 'zz_not_a_field';

/** Routes whose body is not a JSON object a schema describes (multipart uploads have no JSON body and are not walked). */
const NOT_CHECKED: Record<string, string> = {
  'POST /api/webhooks/duffel': "the supplier's signed event, read as raw bytes and checked by its signature",
  'POST /api/webhooks/card/:gateway': "the card gateway's signed event, read as raw bytes and checked by its signature",
  'GET /api/card-payments/:id/return': 'the card gateway may add parameters of its own to the address it sends the payer back to',
};

const ID = '0190a0a0-0000-7000-8000-000000000000';
/** Path parameters that are not ids, given a well-formed value so the walk reaches the query or body. */
const PARAMS: Record<string, string> = {
  file_name: `${ID}.pdf`,
  variant: `${ID}-320.webp`,
  isSooperFlight: 'false',
  tracker: `track_sbx_${'0'.repeat(24)}`,
};

const CALLERS = [
  'admin@example.com',
  'accounts@example.com',
  'reservation@example.com',
  'salesman@example.com',
  'agent@example.com',
  'customer@example.com',
];

let t: TestApp;
let callers: { token: string; facts: Parameters<typeof decideAccess>[1] }[];
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db.select().from(users).where(inArray(users.email, CALLERS));
  callers = await Promise.all(
    CALLERS.map(async (email) => {
      const u = rows.find((r) => r.email === email)!;
      return {
        token: await tokenFor(t, email),
        facts: { role: u.role, status: 'active', is_approved: u.isApproved ? '1' : '0', is_formFilled: u.isFormFilled ? '1' : '0' },
      };
    }),
  );
});
afterAll(() => t.close());

type TOperation = { requestBody?: { content?: Record<string, unknown> } };

/** The routes whose body the OpenAPI document describes as JSON. */
function jsonBodies(): Set<string> {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, TOperation>> }).paths;
  const found = new Set<string>();
  for (const [path, operations] of Object.entries(paths))
    for (const [method, op] of Object.entries(operations))
      if (op.requestBody?.content?.['application/json']) found.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
  return found;
}

describe('a field a route does not know', () => {
  it('answers 422 naming it, on every query and JSON body', async () => {
    const withBody = jsonBodies();
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
    const asked: string[] = [];
    const wrong: string[] = [];
    for (const r of routes) {
      const name = `${r.method} ${r.url}`;
      const isGet = r.method === 'GET';
      if (NOT_CHECKED[name] || (!isGet && !withBody.has(name))) continue;
      const caller = r.access === 'public' ? null : callers.find((c) => decideAccess(r.access as TAccessEntry, c.facts) === 'allow');
      if (caller === undefined) continue; // nobody of the demo can call it (none today; the count below says so)
      const url = r.url.replace(/:(\w+)/g, (_, param: string) => PARAMS[param] ?? ID);
      const res = await t.request({
        method: r.method as 'GET',
        url: isGet ? `${url}?${FIELD}=1` : url,
        ...(caller ? { token: caller.token } : {}),
        ...(isGet ? {} : { payload: { [FIELD]: 1 } }),
      });
      asked.push(name);
      const errors = (res.json() as { errors?: Record<string, string[]> }).errors ?? {};
      if (res.statusCode !== 422 || !errors[FIELD]) wrong.push(`${name} → ${res.statusCode} ${JSON.stringify(errors).slice(0, 160)}`);
    }
    expect(asked.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('is named in the reader’s language, beside the other fields’ problems', async () => {
    const token = callers[4]!.token;
    const res = await t.request({
      method: 'GET',
      url: `/api/flights?origin=KHI&destination=DXB&departure_date=2030-01-01&adults=1&${FIELD}=x`,
      token,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual([FIELD]);
    expect(errors[FIELD]![0]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('refuseUnknownFields', () => {
  it('makes a plain object strict, through a transform or a preprocess, and keeps its checks', () => {
    const base = z.object({ a: z.string() }).refine((v) => v.a !== 'no', { message: 'no', path: ['a'] });
    const codes = (s: z.ZodType, v: unknown) => (s.safeParse(v).error?.issues ?? []).map((i) => i.code);
    expect(codes(refuseUnknownFields(base) as z.ZodType, { a: 'no', b: 1 })).toEqual(['unrecognized_keys', 'custom']);
    expect(codes(refuseUnknownFields(z.object({ a: z.string() }).transform((v) => v.a)) as z.ZodType, { a: 'x', b: 1 })).toEqual([
      'unrecognized_keys',
    ]);
    expect(codes(refuseUnknownFields(z.preprocess((v) => v, z.object({ a: z.string() }))) as z.ZodType, { a: 'x', b: 1 })).toEqual([
      'unrecognized_keys',
    ]);
  });

  it('leaves objects that say what to do with other keys as they are', () => {
    const loose = z.looseObject({ a: z.string() });
    expect(refuseUnknownFields(loose)).toBe(loose);
    const union = z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]);
    expect(refuseUnknownFields(union)).toBe(union);
  });
});
