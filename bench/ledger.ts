// Ledger bench: wallet debits per second through the HTTP API on PostgreSQL
// (POST /api/save-agent-charges: a staff charge debits the agency's wallet against revenue),
// printed beside a bare SQL transfer loop (lock both accounts, insert the transaction and its
// two entries, move the two balances, commit) on the same database in the same run, with the
// same number of connections and the same two accounts. Goal: HTTP ≥ 0.3× the bare loop.
import pg from 'pg';
import { load } from './load';
import type { PgBench } from './report';
import { signIn, startBenchServer } from './server';

const CONNECTIONS = Number(process.env.BENCH_LEDGER_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GOAL_RATIO = 0.3;

interface LedgerFigures {
  http: { perSecond: number; p95Ms: number; total: number; failures: number };
  bare: { perSecond: number; total: number };
  ratio: number;
}

/**
 * The bare ledger loop: C connections, each posting transfers between the same two accounts (a
 * wallet and a revenue account) back to back for `seconds`. The bookings bench runs it too, as
 * the yardstick its confirms are measured against.
 */
export async function bareLoop(
  url: string,
  walletId: string,
  revenueId: string,
  seconds: number,
): Promise<{ perSecond: number; total: number }> {
  const [first, second] = [walletId, revenueId].sort();
  const deadline = performance.now() + seconds * 1000;
  let total = 0;
  const worker = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      while (performance.now() < deadline) {
        await client.query('begin');
        const locked = await client.query<{ id: string; balance_minor: string }>(
          'select id, balance_minor from ledger_accounts where id in ($1, $2) order by id for update',
          [first, second],
        );
        const balance = new Map(locked.rows.map((r) => [r.id, Number(r.balance_minor)]));
        const walletAfter = balance.get(walletId)! - 1;
        const revenueAfter = balance.get(revenueId)! + 1;
        const txn = await client.query<{ id: string }>(
          "insert into ledger_transactions (id, kind, description) values (gen_random_uuid(), 'charge', 'bare loop') returning id",
        );
        await client.query(
          `insert into ledger_entries (id, transaction_id, account_id, amount_minor, currency, balance_after_minor)
           values (gen_random_uuid(), $1, $2, -1, 'PKR', $3), (gen_random_uuid(), $1, $4, 1, 'PKR', $5)`,
          [txn.rows[0]!.id, walletId, walletAfter, revenueId, revenueAfter],
        );
        await client.query('update ledger_accounts set balance_minor = $2 where id = $1', [walletId, walletAfter]);
        await client.query('update ledger_accounts set balance_minor = $2 where id = $1', [revenueId, revenueAfter]);
        await client.query('commit');
        total++;
      }
    } finally {
      await client.end();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { perSecond: total / ((performance.now() - started) / 1000), total };
}

export async function benchLedger(): Promise<LedgerFigures> {
  console.log(`\n== ledger: starting the API on PostgreSQL; ${CONNECTIONS} connections, ${DURATION_S} s each`);
  const server = await startBenchServer('postgres');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  try {
    await client.connect();
    const token = await signIn(server.baseUrl, 'accounts@example.com');
    const agent = (
      await client.query<{ id: string; agency_id: string }>("select id, agency_id from users where email = 'agent@example.com'")
    ).rows[0]!;
    const url = `${server.baseUrl}/api/save-agent-charges`;
    const options = {
      method: 'POST' as const,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: agent.id, title: 'Bench fee', amount_minor: 1, currency: 'PKR' }),
      connections: CONNECTIONS,
      idempotencyKeys: true,
    };
    await load('warm-up', url, { ...options, duration: 2 });
    const http = await load('POST /api/save-agent-charges', url, { ...options, duration: DURATION_S });
    // The same two accounts the HTTP charges moved: the agency's PKR wallet and REV-CHARGES-PKR.
    const accounts = (
      await client.query<{ id: string; kind: string }>(
        "select id, kind from ledger_accounts where (kind = 'agency_wallet' and owner_id = $1 and currency = 'PKR') or code = 'REV-CHARGES-PKR'",
        [agent.agency_id],
      )
    ).rows;
    const wallet = accounts.find((a) => a.kind === 'agency_wallet')!.id;
    const revenue = accounts.find((a) => a.kind === 'revenue')!.id;
    const bare = await bareLoop(server.databaseUrl!, wallet, revenue, DURATION_S);
    const figures = {
      http: { perSecond: http.requestsPerSecond, p95Ms: http.p95Ms, total: http.total, failures: http.failures },
      bare,
      ratio: http.requestsPerSecond / bare.perSecond,
    };
    console.log(
      `ledger HTTP debits (POST /api/save-agent-charges) ${figures.http.perSecond.toFixed(0).padStart(6)} /s   p95 ${http.p95Ms.toFixed(1)} ms   ${http.total} requests, ${http.failures} failed`,
    );
    console.log(`ledger bare SQL transfer loop                    ${bare.perSecond.toFixed(0).padStart(6)} /s   ${bare.total} transfers`);
    return figures;
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
  }
}

export const ledgerBench: PgBench = {
  name: 'ledger',
  async run() {
    const f = await benchLedger();
    const met = f.http.failures === 0 && f.ratio >= GOAL_RATIO;
    return {
      summary: [
        `ledger HTTP debits ${f.http.perSecond.toFixed(0).padStart(7)} /s   p95 ${f.http.p95Ms.toFixed(1)} ms (${f.http.failures} failed)`,
        `ledger bare SQL loop ${f.bare.perSecond.toFixed(0).padStart(5)} /s`,
      ],
      goal: `goal: ledger debits through HTTP ≥ ${GOAL_RATIO}× a bare SQL transfer loop on PostgreSQL (${CONNECTIONS} connections): ${f.ratio.toFixed(2)}× — ${met ? 'met' : 'NOT met'}`,
      met,
    };
  },
};
