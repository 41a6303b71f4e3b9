// Statement bench: time to serve the first page of GET /api/agent-statment for an
// agency with 100,000 wallet entries, on PostgreSQL, through HTTP. Goal: under 50 ms.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PgBench } from './report';
import { signIn, startBenchServer } from './server';

export const STATEMENT_ENTRIES = Number(process.env.BENCH_STATEMENT_ENTRIES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_STATEMENT_REQUESTS ?? 50);
const WARMUP = 10;
export const STATEMENT_GOAL_MS = 50;
const TIMEZONE = process.env.AGENCY_TIMEZONE ?? 'Asia/Karachi';
/** The entries are spread evenly over this many days, ending a minute ago. */
const SPAN_DAYS = 100;

export interface Timing {
  label: string;
  /** pagination.total the API answered: how many entries the period holds. */
  periodEntries: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  requests: number;
}

export interface StatementFigures {
  entries: number;
  seedSeconds: number;
  timings: Timing[];
  /** EXPLAIN ANALYZE of the page and totals queries, as the API runs them. */
  plans: { label: string; lines: string[] }[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * One agency, its agent, its wallet and a bank account, and `count` balanced transactions of
 * two entries each (wallet and bank), in one SQL statement per table from generate_series:
 * UUIDv7-style ids, created_at a little apart, balance_after_minor the running sum, and the
 * accounts' cached balances set to the final sums, so the ledger's invariants hold.
 */
export async function seed(client: pg.Client, count: number) {
  const ids = { agency: randomUUID(), agent: randomUUID(), wallet: randomUUID(), bank: randomUUID(), bankOwner: randomUUID() };
  await client.query('begin');
  // UUIDv7 layout: 48-bit millisecond time, version 7, random bits, variant 10.
  await client.query(`create function pg_temp.uuid7(ts timestamptz) returns uuid language sql volatile as $$
    select (lpad(to_hex(floor(extract(epoch from ts) * 1000)::bigint), 12, '0') || '7' || substr(h, 1, 3) || '8' || substr(h, 4, 15))::uuid
    from (select md5(random()::text || clock_timestamp()::text) as h) r $$`);
  await client.query(
    `insert into agencies (id, name, contact_person, phone, address, country_code, licence_number, currency)
     values ($1, 'Bench Travels', 'Bench Person', '0300-0000000', '1 Bench Road', 'PK', 'BENCH-100K', 'PKR')`,
    [ids.agency],
  );
  await client.query(
    `insert into users (id, name, email, password_hash, role, is_approved, is_form_filled, agency_id, email_verified_at)
     values ($1, 'Bench Agent', 'bench-agent@example.test', '!', 'agent', true, true, $2, now())`,
    [ids.agent, ids.agency],
  );
  await client.query(
    `insert into ledger_accounts (id, code, kind, owner_type, owner_id, currency)
     values ($1, 'WAL-BENCH-PKR', 'agency_wallet', 'agency', $2, 'PKR'), ($3, 'BNK-BENCH-PKR', 'bank', 'bank', $4, 'PKR')`,
    [ids.wallet, ids.agency, ids.bank, ids.bankOwner],
  );
  await client.query(
    `create temp table bench_postings on commit drop as
     select g, at, amount, sum(amount) over (order by g) as running,
            pg_temp.uuid7(at) as txn_id, pg_temp.uuid7(at) as wallet_entry_id, pg_temp.uuid7(at) as bank_entry_id
     from (select g, now() - interval '1 minute' - ($1::int - g) * (interval '${SPAN_DAYS} days' / $1::int) as at,
                  (case when g % 4 = 0 then -7500 else 10000 end)::bigint as amount
           from generate_series(1, $1::int) g) s`,
    [count],
  );
  await client.query(`insert into ledger_transactions (id, kind, description, created_at)
    select txn_id, case when amount > 0 then 'deposit' else 'purchase' end, 'Bench posting ' || g, at from bench_postings order by g`);
  await client.query(
    `insert into ledger_entries (id, transaction_id, account_id, amount_minor, currency, balance_after_minor, created_at)
     select wallet_entry_id, txn_id, $1::uuid, amount, 'PKR', running, at from bench_postings
     union all
     select bank_entry_id, txn_id, $2::uuid, -amount, 'PKR', -running, at from bench_postings`,
    [ids.wallet, ids.bank],
  );
  await client.query(`update ledger_accounts set balance_minor = (select coalesce(sum(amount), 0) from bench_postings) where id = $1`, [
    ids.wallet,
  ]);
  await client.query(`update ledger_accounts set balance_minor = (select -coalesce(sum(amount), 0) from bench_postings) where id = $1`, [
    ids.bank,
  ]);
  await client.query('commit');
  // As autovacuum does after a bulk insert: statistics for the planner, and the visibility map
  // that lets an index-only scan skip the heap.
  await client.query('vacuum analyze ledger_entries, ledger_transactions, ledger_accounts');
  const { rows } = await client.query<{ from: string; to: string; check: string }>(
    `select to_char((now() - interval '${SPAN_DAYS} days') at time zone $1, 'YYYY-MM-DD') as from,
            to_char(now() at time zone $1, 'YYYY-MM-DD') as to,
            (select count(*) from ledger_entries where account_id = $2)::text as check`,
    [TIMEZONE, ids.wallet],
  );
  if (Number(rows[0]!.check) !== count) throw new Error(`seeded ${rows[0]!.check} wallet entries, expected ${count}`);
  return { ...ids, from: rows[0]!.from, to: rows[0]!.to };
}

interface StatementJson {
  success: boolean;
  data: { statement: { entries: { running_balance_minor: number }[]; opening_balance_minor: number }; pagination: { total: number } };
}

/**
 * Sequential GETs (one connection, kept alive): warm-up, then REQUESTS timed ones; every answer
 * is checked. `url` may vary per request (a different period each time defeats the API's cache
 * of period totals, to time the cold path).
 */
async function time(label: string, url: string | ((i: number) => string), token: string, expectEntries?: number): Promise<Timing> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const latencies: number[] = [];
  let total = 0;
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(typeof url === 'string' ? url : url(i), { headers });
    const body = (await res.json()) as StatementJson;
    const elapsed = performance.now() - started;
    const expected = expectEntries ?? Math.min(50, body.data?.pagination?.total ?? 0);
    if (!res.ok || !body.success || body.data.statement.entries.length !== expected) {
      throw new Error(
        `${label}: ${res.status} with ${body.data?.statement?.entries?.length ?? 'no'} entries: ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
    total = body.data.pagination.total;
    if (i >= WARMUP) latencies.push(elapsed);
  }
  latencies.sort((a, b) => a - b);
  return {
    label,
    periodEntries: total,
    medianMs: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: latencies.at(-1) ?? 0,
    requests: latencies.length,
  };
}

/** The plans of the API's two heavy queries, to show they run on ledger_entries_account_idx. */
async function plans(client: pg.Client, walletId: string, from: string, to: string) {
  const range = `e.account_id = '${walletId}' and e.created_at >= ('${from}'::date)::timestamp at time zone '${TIMEZONE}'
                 and e.created_at < ('${to}'::date + 1)::timestamp at time zone '${TIMEZONE}'`;
  // The shape walletEntries() gives: the slice cut on the index (ids only), then rows and transactions by key.
  const page = (offset: number) => `select e.id, e.created_at, e.amount_minor, e.balance_after_minor, t.reference, t.kind, t.description
    from (select e.id from ledger_entries e where ${range} order by e.created_at, e.id limit 50 offset ${offset}) slice
    join ledger_entries e on e.id = slice.id join ledger_transactions t on t.id = e.transaction_id
    order by e.created_at, e.id`;
  const queries = [
    {
      label: 'first page (50 entries with their transactions)',
      sql: page(0),
    },
    {
      label: `last page (offset ${(Math.ceil(STATEMENT_ENTRIES / 50) - 1) * 50})`,
      sql: page((Math.ceil(STATEMENT_ENTRIES / 50) - 1) * 50),
    },
    {
      label: 'period count and totals',
      sql: `select count(*), sum(-e.amount_minor) filter (where e.amount_minor < 0), sum(e.amount_minor) filter (where e.amount_minor > 0)
            from ledger_entries e where ${range}`,
    },
  ];
  const out: StatementFigures['plans'] = [];
  for (const q of queries) {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${q.sql}`);
    out.push({ label: q.label, lines: rows.map((r) => r['QUERY PLAN']) });
  }
  return out;
}

export async function benchStatement(): Promise<StatementFigures> {
  console.log(
    `\n== statement: starting the API on PostgreSQL, seeding ${STATEMENT_ENTRIES.toLocaleString('en-US')} wallet entries for one agency`,
  );
  const server = await startBenchServer('postgres');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  try {
    await client.connect();
    const started = performance.now();
    const seeded = await seed(client, STATEMENT_ENTRIES);
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`seeded in ${seedSeconds.toFixed(1)} s; period ${seeded.from} .. ${seeded.to} (${TIMEZONE})`);
    const token = await signIn(server.baseUrl, 'accounts@example.com');
    const base = `${server.baseUrl}/api/agent-statment?user_id=${seeded.agent}`;
    const lastPage = Math.ceil(STATEMENT_ENTRIES / 50);
    // Periods ending today, tomorrow, …: the same 100,000 entries, but each a new period for the totals cache.
    const laterDay = (i: number) => new Date(Date.parse(`${seeded.to}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const timings = [
      await time('first page, 100k period, cold (new period)', (i) => `${base}&from=${seeded.from}&to=${laterDay(i)}`, token, 50),
      await time('first page, 100k period, warm (same period)', `${base}&from=${seeded.from}&to=${seeded.to}`, token, 50),
      await time('first page, default period (this month)', base, token),
      await time(
        `last page (${lastPage}), all entries in the period`,
        `${base}&from=${seeded.from}&to=${seeded.to}&page=${lastPage}`,
        token,
        STATEMENT_ENTRIES - (lastPage - 1) * 50,
      ),
    ];
    for (const r of timings) {
      console.log(
        `statement ${r.label.padEnd(46)} median ${r.medianMs.toFixed(1).padStart(6)} ms   p95 ${r.p95Ms.toFixed(1).padStart(6)} ms   max ${r.maxMs.toFixed(1).padStart(6)} ms   (${r.periodEntries} entries in the period, ${r.requests} requests)`,
      );
    }
    const explained = await plans(client, seeded.wallet, seeded.from, seeded.to);
    for (const p of explained) {
      console.log(`\nEXPLAIN ANALYZE: ${p.label}`);
      for (const line of p.lines) console.log(`  ${line}`);
    }
    return { entries: STATEMENT_ENTRIES, seedSeconds, timings, plans: explained };
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
  }
}

/** For bench/run.ts: the goal is judged on p95 of the cold first page (its totals summed afresh), the slowest realistic case. */
export const statementBench: PgBench = {
  name: 'statement',
  async run() {
    const figures = await benchStatement();
    const [cold, warm] = figures.timings;
    const summary = figures.timings.map(
      (r) =>
        `statement ${r.label.padEnd(46)} median ${r.medianMs.toFixed(1).padStart(6)} ms   p95 ${r.p95Ms.toFixed(1).padStart(6)} ms   (${r.periodEntries} entries in the period)`,
    );
    const met = Boolean(cold && warm && cold.p95Ms < STATEMENT_GOAL_MS && warm.p95Ms < STATEMENT_GOAL_MS);
    const goal = `goal: first statement page for an agency with ${figures.entries.toLocaleString('en-US')} entries under ${STATEMENT_GOAL_MS} ms on PostgreSQL: cold p95 ${cold?.p95Ms.toFixed(1)} ms, warm p95 ${warm?.p95Ms.toFixed(1)} ms — ${met ? 'met' : 'NOT met'}`;
    return { summary, goal, met };
  },
};
