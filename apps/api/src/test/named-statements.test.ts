import { randomBytes } from 'node:crypto';
import { NAMED_STATEMENTS_PER_CONNECTION, NamingClient } from '@safar/db/named-statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVER } from './test-app';
import { dropPgDatabase, pgAdmin, pgUrlOf } from './test-database';

// PostgreSQL only: PGlite runs in process, with no connection to prepare statements on.
describe.skipIf(TEST_DRIVER !== 'postgres')('statements prepared once per connection (NamingClient)', () => {
  const name = `safar_named_${randomBytes(6).toString('hex')}`;
  let client: NamingClient;
  const prepared = async () =>
    (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by name')).rows;

  beforeAll(async () => {
    await pgAdmin(`create database ${name}`);
    client = new NamingClient({ connectionString: pgUrlOf(name) });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await dropPgDatabase(name);
  });

  it('prepares a statement with values the first time and runs it by name after', async () => {
    for (const n of [1, 2, 3]) {
      const { rows } = await client.query<{ n: number }>('select $1::int + 1 as n', [n]);
      expect(rows[0]!.n).toBe(n + 1);
    }
    // Config objects (as the ORM sends them) share the name of the same text.
    const { rows } = await client.query<{ n: number }>({ text: 'select $1::int + 1 as n', values: [41] });
    expect(rows[0]!.n).toBe(42);
    expect(await prepared()).toEqual([{ name: 's1', statement: 'select $1::int + 1 as n' }]);
  });

  it('leaves statements without values unnamed: they may be several in one text', async () => {
    const results = (await client.query('select 1; select 2')) as unknown as unknown[];
    expect(results).toHaveLength(2);
    expect((await prepared()).map((p) => p.name)).toEqual(['s1']);
  });

  it('a statement refused by the database is prepared again the next time, not taken as prepared', async () => {
    await expect(client.query('select $1::int from no_such_table', [1])).rejects.toThrow(/no_such_table/);
    await client.query('create table named_later (n int)');
    const { rows } = await client.query('select $1::int as n from named_later', [1]);
    expect(rows).toEqual([]);
    await expect(client.query('select $1::int from no_such_table', [1])).rejects.toThrow(/no_such_table/);
    await client.query('create table no_such_table (n int)');
    expect((await client.query('select $1::int from no_such_table', [1])).rows).toEqual([]);
  });

  it('keeps a statement prepared inside a transaction that rolls back', async () => {
    await client.query('begin');
    await client.query('select $1::text as inside', ['rolled back']);
    await client.query('rollback');
    expect((await client.query<{ inside: string }>('select $1::text as inside', ['again'])).rows[0]!.inside).toBe('again');
  });

  it('runs new texts unnamed once the connection holds its cap, so a session does not grow without end', async () => {
    const before = (await prepared()).length;
    const extra = NAMED_STATEMENTS_PER_CONNECTION - before + 5;
    for (let i = 0; i < extra; i++) await client.query(`select $1::int + ${i} as n`, [i]);
    expect(await prepared()).toHaveLength(NAMED_STATEMENTS_PER_CONNECTION);
    expect((await client.query<{ n: number }>(`select $1::int + ${extra + 1} as n`, [1])).rows[0]!.n).toBe(extra + 2);
  });
});
