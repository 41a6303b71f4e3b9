// `npm run bench`: requests/s and p95 latency of GET /api/health and the authenticated
// GET /api/user (its token checked in the database on every request), in one run, on PGlite
// and, when reachable, on PostgreSQL. Goal: /api/user at 0.3× /api/health or better on PostgreSQL.
// Then the PostgreSQL benches of PG_BENCHES (the statement's first page over 100,000 entries…),
// and last the public pages in Lighthouse (bench/pages.ts, about 8 minutes on a two-core machine).
import { load, type LoadResult } from './load';
import type { PgBench, PgBenchReport } from './report';
import { postgresReachable, signIn, startBenchServer, type Driver } from './server';
import { airportSearchBench } from './airports';
import { bookingsBench } from './bookings';
import { cardPaymentsBench } from './card-payments';
import { checkoutJsBench } from './checkout-js';
import { flightFilterBench } from './flight-filter';
import { flightSearchBench } from './flight-search';
import { ledgerBench } from './ledger';
import { pagesBench } from './pages';
import { statementBench } from './statement';

/** PostgreSQL-only benches, run in this order after the throughput figures; add new ones here. */
const PG_BENCHES: PgBench[] = [ledgerBench, statementBench, bookingsBench, cardPaymentsBench];
/** Benches on the embedded database, run after its throughput figures. */
const EMBEDDED_BENCHES: PgBench[] = [airportSearchBench, flightSearchBench, flightFilterBench, checkoutJsBench];

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const GOAL_RATIO = 0.3;

interface DriverFigures {
  driver: Driver;
  health: LoadResult;
  user: LoadResult;
  ratio: number;
}

async function benchDriver(driver: Driver): Promise<DriverFigures> {
  console.log(`\n== ${driver}: starting the API (demo data, RATE_LIMIT_MAX=0)`);
  const server = await startBenchServer(driver);
  try {
    const token = await signIn(server.baseUrl, 'customer@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const healthUrl = `${server.baseUrl}/api/health`;
    const userUrl = `${server.baseUrl}/api/user`;
    // Warm the JIT and the connection pool before measuring.
    await load('warm-up', healthUrl, { connections: CONNECTIONS, duration: WARMUP_S });
    await load('warm-up', userUrl, { connections: CONNECTIONS, duration: WARMUP_S, headers: auth });
    const health = await load('GET /api/health', healthUrl, { connections: CONNECTIONS, duration: DURATION_S });
    const user = await load('GET /api/user', userUrl, { connections: CONNECTIONS, duration: DURATION_S, headers: auth });
    for (const r of [health, user]) {
      console.log(
        `${driver.padEnd(8)} ${r.label.padEnd(16)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p95 ${r.p95Ms.toFixed(1).padStart(6)} ms   p99 ${r.p99Ms.toFixed(1).padStart(6)} ms   ${r.total} requests, ${r.failures} failed`,
      );
    }
    const ratio = user.requestsPerSecond / health.requestsPerSecond;
    console.log(`${driver.padEnd(8)} /api/user ÷ /api/health = ${ratio.toFixed(2)}×`);
    return { driver, health, user, ratio };
  } finally {
    await server.stop();
  }
}

const figures: DriverFigures[] = [];
const pgReports: PgBenchReport[] = [];
console.log(`Safar bench: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint`);
// BENCH_ONLY=<name> runs one bench alone: user (health and user), ledger, statement, bookings, card-payments, airports, flight-search, flight-filter, checkout-js or pages.
const only = process.env.BENCH_ONLY;
if (!only) figures.push(await benchDriver('pglite'));
for (const bench of EMBEDDED_BENCHES.filter((b) => !only || b.name === only)) pgReports.push(await bench.run());
if (only && (EMBEDDED_BENCHES.some((b) => b.name === only) || only === pagesBench.name)) {
  // the embedded bench alone (or the pages below): its goal line below is the result
} else if (await postgresReachable()) {
  if (!only || only === 'user') figures.push(await benchDriver('postgres'));
  for (const bench of PG_BENCHES.filter((b) => !only || b.name === only)) pgReports.push(await bench.run());
} else console.log('\nPostgreSQL is not reachable (BENCH_PG_URL or 127.0.0.1:5432): skipped');
// The slowest bench, last: Lighthouse audits each public page several times in a real browser.
if (!only || only === pagesBench.name) pgReports.push(await pagesBench.run());

console.log('\n== summary');
if (figures.length) console.log('driver    endpoint          req/s    p95 ms');
for (const f of figures) {
  for (const r of [f.health, f.user])
    console.log(
      `${f.driver.padEnd(9)} ${r.label.padEnd(16)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${r.p95Ms.toFixed(1).padStart(8)}`,
    );
  console.log(`${f.driver.padEnd(9)} ratio user/health ${f.ratio.toFixed(2)}×`);
}
for (const r of pgReports) for (const line of r.summary) console.log(line);
const invalid = figures.some((f) => f.health.failures > 0 || f.user.failures > 0);
const pgFigures = figures.find((f) => f.driver === 'postgres');
if (only) {
  // one PostgreSQL bench alone: its goal line below is the result
} else if (pgFigures) {
  const met = pgFigures.ratio >= GOAL_RATIO;
  console.log(`goal: /api/user ≥ ${GOAL_RATIO}× /api/health on PostgreSQL: ${pgFigures.ratio.toFixed(2)}× — ${met ? 'met' : 'NOT met'}`);
} else {
  console.log(`goal: /api/user ≥ ${GOAL_RATIO}× /api/health on PostgreSQL: not measured (no PostgreSQL)`);
}
for (const r of pgReports) console.log(r.goal);
if (invalid) {
  console.error('some requests failed (non-2xx, errors or timeouts): the figures above are not valid');
  process.exitCode = 1;
}
