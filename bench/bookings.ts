// Bookings bench, on PostgreSQL through HTTP, with the simulated GDS answering without latency:
//  - POST /api/bookings (a hold): time per booking, p50 and p95 (goal p95 ≤ 50 ms). With the
//    supplier at zero latency this is the app's own time, the simulator's work (it keeps its
//    orders in the same database) included, so an upper bound on it;
//  - POST /api/confirm-pnr with ten agencies confirming at once: confirms per second, beside two
//    bare SQL loops in the same run:
//     · the bare ledger loop (bench/ledger.ts): ten connections posting wallet → revenue transfers
//       on one agency's two accounts, the yardstick the goal names (goal ≥ 0.3× this loop);
//     · the same three-account postings as a confirm's, for the same ten agencies on their own
//       rows, with no lock shared between them: a stricter figure, printed beside it.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { bareLoop as bareLedgerLoop } from './ledger';
import { cpuPer, readCpu, type TCpuReading } from './process-cpu';
import type { PgBench } from './report';
import { signIn, startBenchServer } from './server';

const AGENCIES = Number(process.env.BENCH_BOOKING_AGENCIES ?? 10);
const HOLDS_PER_AGENCY = Number(process.env.BENCH_BOOKING_HOLDS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const P95_GOAL_MS = 50;
const GOAL_RATIO = 0.3;
/**
 * Some weeks ahead, each agency on days of its own (a week apart), six flights a day, so that no
 * cabin sells out under the bench's holds whatever the day it runs on: every agency shares the
 * simulated flights.
 */
const DAYS_AHEAD = [30, 31, 32, 33, 34, 35];
const daysOf = (agency: number) => DAYS_AHEAD.map((d) => d + agency * 7);

interface TEnvelope<T> {
  success: boolean;
  data: T;
  message?: { description?: string };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
export const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
/** A name in Latin letters only, different for every passenger of the run. */
export const nameOf = (n: number) =>
  n
    .toString(26)
    .replace(/[0-9]/g, (d) => 'QRSTUVWXYZ'[Number(d)]!)
    .toUpperCase()
    .replace(/[^A-Z]/g, 'K');

/**
 * The bench's client: node:http on kept-alive connections. It shares the two cores with the API
 * and PostgreSQL, and fetch cost it a few milliseconds of CPU per request (about a quarter of a
 * core at a hundred confirms a second), time the server then did not have.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export async function call<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ ms: number; data: T }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/api${path}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'idempotency-key': randomUUID() }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
  const json = JSON.parse(text) as TEnvelope<T>;
  const ms = performance.now() - started;
  if (status >= 400 || !json.success) throw new Error(`${method} ${path} answered ${status}: ${text.slice(0, 400)}`);
  return { ms, data: json.data };
}

/** Agencies with an approved agent each (the demo agent's password) and a wallet that covers every hold. */
async function seedAgencies(client: pg.Client): Promise<{ agencyId: string; email: string; walletId: string }[]> {
  const { rows } = await client.query<{ password_hash: string }>("select password_hash from users where email = 'agent@example.com'");
  const out: { agencyId: string; email: string; walletId: string }[] = [];
  await client.query('begin');
  for (let i = 0; i < AGENCIES; i++) {
    const agencyId = randomUUID();
    const email = `bench-agent-${i}@example.test`;
    const walletId = randomUUID();
    const bankId = randomUUID();
    const txnId = randomUUID();
    const amount = 10_000_000_000_00;
    await client.query(
      `insert into agencies (id, name, contact_person, phone, address, country_code, licence_number, currency)
       values ($1, $2, 'Bench Person', '0300-0000000', '1 Bench Road', 'PK', $3, 'PKR')`,
      [agencyId, `Bench Travels ${i}`, `BENCH-BK-${i}`],
    );
    await client.query(
      `insert into users (id, name, email, password_hash, role, is_approved, is_form_filled, agency_id, email_verified_at)
       values ($1, $2, $3, $4, 'agent', true, true, $5, now())`,
      [randomUUID(), `Bench Agent ${i}`, email, rows[0]!.password_hash, agencyId],
    );
    await client.query(
      `insert into ledger_accounts (id, code, kind, owner_type, owner_id, currency, balance_minor)
       values ($1, $2, 'agency_wallet', 'agency', $3, 'PKR', $5), ($4, $6, 'bank', 'bank', $4, 'PKR', -$5::bigint)`,
      [walletId, `WAL-BENCH${i}-PKR`, agencyId, bankId, amount, `BNK-BENCH${i}-PKR`],
    );
    await client.query("insert into ledger_transactions (id, kind, description) values ($1, 'deposit', 'Bench funds')", [txnId]);
    await client.query(
      `insert into ledger_entries (id, transaction_id, account_id, amount_minor, currency, balance_after_minor)
       values (gen_random_uuid(), $1, $2, $4, 'PKR', $4), (gen_random_uuid(), $1, $3, -$4::bigint, 'PKR', -$4::bigint)`,
      [txnId, walletId, bankId, amount],
    );
    out.push({ agencyId, email, walletId });
  }
  await client.query('commit');
  return out;
}

/** The simulated GDS A alone, answering at once: the other suppliers off. */
export async function supplierWithoutLatency(baseUrl: string, adminToken: string): Promise<void> {
  const { data } = await call<{ suppliers: { id: string; code: string }[] }>(baseUrl, adminToken, 'GET', '/suppliers');
  for (const s of data.suppliers)
    await call(
      baseUrl,
      adminToken,
      'PUT',
      `/suppliers/${s.id}`,
      s.code === 'sim-gds-a' ? { enabled: true, settings: { latency_ms: 0 } } : { enabled: false },
    );
}

/** The uncontended loop: per agency one connection posting wallet → payable + margin transfers back to back. */
async function agenciesLoop(url: string, pairs: { wallet: string; payable: string; margin: string | null }[], seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  let total = 0;
  const worker = async (accounts: { wallet: string; payable: string; margin: string | null }) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // As a confirm posts: the margin row only when the agency's fares carry an airline margin.
    const moves: [string, number][] = accounts.margin
      ? [
          [accounts.wallet, -3],
          [accounts.payable, 2],
          [accounts.margin, 1],
        ]
      : [
          [accounts.wallet, -3],
          [accounts.payable, 3],
        ];
    const ids = moves.map(([id]) => id).sort();
    try {
      while (performance.now() < deadline) {
        await client.query('begin');
        const locked = await client.query<{ id: string; balance_minor: string }>(
          'select id, balance_minor from ledger_accounts where id = any($1::uuid[]) order by id for update',
          [ids],
        );
        const balance = new Map(locked.rows.map((r) => [r.id, Number(r.balance_minor)]));
        const txn = await client.query<{ id: string }>(
          "insert into ledger_transactions (id, kind, description) values (gen_random_uuid(), 'purchase', 'bare loop') returning id",
        );
        for (const [id, amount] of moves) {
          const after = balance.get(id)! + amount;
          await client.query(
            `insert into ledger_entries (id, transaction_id, account_id, amount_minor, currency, balance_after_minor)
             values (gen_random_uuid(), $1, $2, $3, 'PKR', $4)`,
            [txn.rows[0]!.id, id, amount, after],
          );
          await client.query('update ledger_accounts set balance_minor = $2 where id = $1', [id, after]);
        }
        await client.query('commit');
        total++;
      }
    } finally {
      await client.end();
    }
  };
  const started = performance.now();
  await Promise.all(pairs.map(worker));
  return { perSecond: total / ((performance.now() - started) / 1000), total };
}

export interface BookingFigures {
  bookings: { p50Ms: number; p95Ms: number; count: number };
  confirms: { perSecond: number; p50Ms: number; p95Ms: number; count: number };
  /** CPU each confirm cost the API process and PostgreSQL (Linux), the steadier figure of the two. */
  confirmCpu: TCpuReading | null;
  /** The bare ledger loop (the goal's yardstick) and the ratio of confirms to it. */
  ledger: { perSecond: number; total: number };
  ratio: number;
  /** The same postings as the confirms', each agency on its own rows, and the ratio to it. */
  agencies: { perSecond: number; total: number };
  agenciesRatio: number;
}

export async function benchBookings(): Promise<BookingFigures> {
  console.log(
    `\n== bookings: the API on PostgreSQL, ${AGENCIES} agencies, ${HOLDS_PER_AGENCY} holds each, the simulated GDS without latency`,
  );
  const server = await startBenchServer('postgres');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  try {
    await client.connect();
    const admin = await signIn(server.baseUrl, 'admin@example.com');
    await supplierWithoutLatency(server.baseUrl, admin);
    const agencies = await seedAgencies(client);
    const tokens = await Promise.all(agencies.map((a) => signIn(server.baseUrl, a.email)));

    // Holds, agency after agency, one at a time: the time of each is the app's for one booking.
    const holds: string[][] = agencies.map(() => []);
    const bookingMs: number[] = [];
    let passenger = 1000;
    for (const [i, token] of tokens.entries()) {
      const flights: string[] = [];
      for (const ahead of daysOf(i)) {
        const { data } = await call<{ flights: { flight_id: string; seats_left: number | null }[] }>(
          server.baseUrl,
          token,
          'GET',
          `/flights?origin=KHI&destination=DXB&departure_date=${day(ahead)}&adults=1`,
        );
        flights.push(
          ...data.flights
            .filter((f) => (f.seats_left ?? 0) >= 9)
            .slice(0, 6)
            .map((f) => f.flight_id),
        );
      }
      for (let h = 0; h < HOLDS_PER_AGENCY; h++) {
        const { ms, data } = await call<{ booking: { id: string; status: string } }>(server.baseUrl, token, 'POST', '/bookings', {
          flight_id: flights[h % flights.length],
          contact: { email: 'bench@agency.example', phone: '+923001234567' },
          passengers: [
            {
              title: 'mr',
              given_name: `BENCH ${nameOf(passenger++)}`,
              family_name: 'TRAVELLER',
              born_on: '1980-01-01',
              gender: 'm',
              nationality: 'PK',
              passport_number: 'BN1234567',
              passport_country: 'PK',
              passport_expires_on: '2035-01-01',
            },
          ],
        });
        if (data.booking.status !== 'held') throw new Error(`booking ${h} of agency ${i} is ${data.booking.status}`);
        if (h > 0) bookingMs.push(ms); // the first of each agency warms its margins and rates
        holds[i]!.push(data.booking.id);
      }
    }
    bookingMs.sort((a, b) => a - b);

    // Confirms: every agency at once, each confirming its holds back to back.
    const confirmMs: number[] = [];
    const cpuBefore = readCpu(server.pid);
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        for (const id of holds[i]!) {
          const { ms, data } = await call<{ booking: { status: string } }>(server.baseUrl, token, 'POST', '/confirm-pnr', {
            booking_id: id,
          });
          if (data.booking.status !== 'ticketed') throw new Error(`confirm of ${id} left it ${data.booking.status}`);
          confirmMs.push(ms);
        }
      }),
    );
    const confirmSeconds = (performance.now() - started) / 1000;
    const confirmCpu = cpuPer(cpuBefore, readCpu(server.pid), confirmMs.length);
    confirmMs.sort((a, b) => a - b);

    // The same postings as bare SQL, on the same ten agencies' wallets and their own payable and margin rows.
    const accounts = await client.query<{ id: string; owner_id: string; kind: string; purpose: string | null }>(
      "select id, owner_id, kind, purpose from ledger_accounts where owner_type = 'agency' and owner_id = any($1::uuid[])",
      [agencies.map((a) => a.agencyId)],
    );
    const pairs = agencies.map((a) => {
      const own = accounts.rows.filter((r) => r.owner_id === a.agencyId);
      const payable = own.find((r) => r.kind === 'supplier_payable')?.id;
      const margin =
        own.find((r) => r.purpose === 'airline_margins')?.id ?? own.find((r) => r.kind === 'agency_wallet' && r.id !== a.walletId)?.id;
      if (!payable) throw new Error(`agency ${a.agencyId} has no payable row after its confirms`);
      return { wallet: a.walletId, payable, margin: margin ?? payable };
    });
    const uncontended = await agenciesLoop(server.databaseUrl!, pairs, DURATION_S);
    const ledger = await bareLedgerLoop(server.databaseUrl!, pairs[0]!.wallet, pairs[0]!.payable, DURATION_S);
    const confirmsPerSecond = confirmMs.length / confirmSeconds;
    const figures: BookingFigures = {
      bookings: { p50Ms: percentile(bookingMs, 50), p95Ms: percentile(bookingMs, 95), count: bookingMs.length },
      confirms: {
        perSecond: confirmsPerSecond,
        p50Ms: percentile(confirmMs, 50),
        p95Ms: percentile(confirmMs, 95),
        count: confirmMs.length,
      },
      confirmCpu,
      ledger,
      ratio: confirmsPerSecond / ledger.perSecond,
      agencies: uncontended,
      agenciesRatio: confirmsPerSecond / uncontended.perSecond,
    };
    console.log(
      `bookings POST /api/bookings (hold)   p50 ${figures.bookings.p50Ms.toFixed(1)} ms   p95 ${figures.bookings.p95Ms.toFixed(1)} ms   ${figures.bookings.count} bookings`,
    );
    console.log(
      `bookings POST /api/confirm-pnr        ${confirmsPerSecond.toFixed(1).padStart(6)} /s   p50 ${figures.confirms.p50Ms.toFixed(1)} ms   p95 ${figures.confirms.p95Ms.toFixed(1)} ms   ${figures.confirms.count} confirms, ${AGENCIES} agencies at once`,
    );
    if (confirmCpu)
      console.log(
        `bookings CPU per confirm              API ${confirmCpu.apiMs.toFixed(2)} ms, PostgreSQL ${confirmCpu.postgresMs.toFixed(2)} ms (from /proc, during the confirms)`,
      );
    console.log(
      `bookings bare ledger loop              ${ledger.perSecond.toFixed(0).padStart(6)} /s   ${ledger.total} transfers, on one agency's two accounts (bench/ledger.ts)`,
    );
    console.log(
      `bookings the same postings, uncontended ${uncontended.perSecond.toFixed(0).padStart(5)} /s   ${uncontended.total} transfers, ${AGENCIES} agencies on their own rows`,
    );
    return figures;
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
  }
}

export const bookingsBench: PgBench = {
  name: 'bookings',
  async run() {
    const f = await benchBookings();
    const p95Met = f.bookings.p95Ms <= P95_GOAL_MS;
    const ratioMet = f.ratio >= GOAL_RATIO;
    return {
      summary: [
        `bookings POST /api/bookings p50 ${f.bookings.p50Ms.toFixed(1)} ms, p95 ${f.bookings.p95Ms.toFixed(1)} ms`,
        `bookings confirms ${f.confirms.perSecond.toFixed(1)} /s (${AGENCIES} agencies), bare ledger loop ${f.ledger.perSecond.toFixed(0)} /s, ` +
          `the same postings uncontended ${f.agencies.perSecond.toFixed(0)} /s (${f.agenciesRatio.toFixed(2)}×)`,
        ...(f.confirmCpu
          ? [`bookings CPU per confirm: API ${f.confirmCpu.apiMs.toFixed(2)} ms, PostgreSQL ${f.confirmCpu.postgresMs.toFixed(2)} ms`]
          : []),
      ],
      goal:
        `goal: a booking's p95 ≤ ${P95_GOAL_MS} ms: ${f.bookings.p95Ms.toFixed(1)} ms — ${p95Met ? 'met' : 'NOT met'}; ` +
        `confirms through HTTP ≥ ${GOAL_RATIO}× the bare ledger loop: ${f.ratio.toFixed(2)}× — ${ratioMet ? 'met' : 'NOT met'}`,
      met: p95Met && ratioMet,
    };
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await bookingsBench.run();
  console.log([...report.summary, report.goal].join('\n'));
}
