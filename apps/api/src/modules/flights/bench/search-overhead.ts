// Run by bench/flight-search.ts (not by the app or the tests): the search's own cost on top of
// its suppliers. Three simulated suppliers answer in 300, 800 and 1,500 ms with about 1,000
// offers in all; each search asks a new day (no cache). The figure per search is the time the
// route took minus the slowest supplier's time, measured inside the process (app.inject), so
// the network is not in it. Prints one JSON line: { runs, offers, p50, p95 }.
import { exchangeRates, migrateDatabase, openDatabase, seedDemo, seedFlightSuppliers, seedReference, users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { hashPassword } from '@/core/passwords';
import type { TFlightSearchResult } from '@safar/contracts';
import { createSimulatedSupplier } from '../suppliers/simulated';
import type { TSupplierSource } from '../search/fan-out';

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 20);
const WARMUP = 2;
const LATENCIES = [300, 800, 1_500];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const database = await openDatabase({});
await migrateDatabase(database);
await seedReference(database.db, ['PK', 'AE']);
await seedFlightSuppliers(database.db, { production: false });
await seedDemo(database.db, hashPassword);
const [accounts] = await database.db.select().from(users).where(eq(users.email, 'accounts@example.com'));
await database.db
  .insert(exchangeRates)
  .values({ currency: 'USD', quoteCurrency: 'PKR', rateMillionths: 280_000_000, effectiveOn: '2020-01-01', setBy: accounts!.id });

const sources: TSupplierSource[] = LATENCIES.map((latencyMs, i) => {
  const code = `bench-${i + 1}`;
  return {
    code,
    name: code,
    deadlineMs: 5_000,
    supplier: createSimulatedSupplier({ code, seed: code, currency: i === 1 ? 'USD' : 'PKR', latencyMs, density: 10, maxOffers: 340 }),
  };
});
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', WEB_DIST: '', APP_URL: 'http://bench.test', RATE_LIMIT_MAX: '0' }),
  database,
  flightSuppliers: {
    sources: async () => sources,
    source: async (c) => sources.find((s) => s.code === c) ?? null,
    afterSale: async (c) => sources.find((s) => s.code === c)?.supplier ?? null,
    isSooper: () => false,
  },
});
await app.ready();

const overheads: number[] = [];
let offers = 0;
for (let i = 0; i < WARMUP + RUNS; i++) {
  const day = new Date(Date.now() + (20 + i) * 86_400_000).toISOString().slice(0, 10);
  const started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `/api/flights?trip_type=one_way&origin=KHI&destination=DXB&departure_date=${day}&adults=1`,
  });
  const elapsed = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const data = (res.json() as { data: TFlightSearchResult }).data;
  const slowest = Math.max(...data.suppliers.map((s) => s.elapsed_ms));
  if (i >= WARMUP) {
    overheads.push(elapsed - slowest);
    offers = data.flights.length;
  }
}
await app.close();
await database.close();
overheads.sort((a, b) => a - b);
console.log(JSON.stringify({ runs: RUNS, offers, p50: percentile(overheads, 50), p95: percentile(overheads, 95) }));
