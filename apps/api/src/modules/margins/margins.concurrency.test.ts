import { margins } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DRIVER, type TestApp } from '@/test/test-app';
import { call, DEMO, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';

// PGlite runs one connection, so real races need PostgreSQL (a pool of parallel sessions).
describe.runIf(TEST_DRIVER === 'postgres')('margins under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let tok: Record<TDemo, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('parallel first saves of one product all succeed and leave one row with one of the sent rules', async () => {
    const agencyId = (await userByEmail(t, DEMO.agent)).agencyId!;
    const sent = [100, 200, 300, 400, 500, 600];
    const results = await Promise.all(
      sent.map((bp) =>
        call(t, 'POST', '/api/save-agent-margin', tok.agent, { margins: [{ product: 'umrah', type: 'percent', basis_points: bp }] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(sent.map(() => 200));
    const rows = await t.database.db
      .select()
      .from(margins)
      .where(and(eq(margins.agencyId, agencyId), eq(margins.product, 'umrah')));
    expect(rows).toHaveLength(1);
    expect(sent).toContain(rows[0]!.basisPoints);
  }, 60_000);
});
