// Autocomplete bench: GET /api/airports?search=<prefix> as the flight search box sends it (a
// visitor, no token, 8 results) on the embedded database, over HTTP, one request at a time as a
// person typing makes them. Prints p50 and p95 per typed prefix. Goal: p95 under 20 ms for each.
import type { PgBench } from './report';
import { startBenchServer } from './server';

export const AUTOCOMPLETE_GOAL_MS = 20;
const PREFIXES = ['k', 'kar', 'KHI', 'dub', 'lon', 'jed', 'new y'];
const REQUESTS = Number(process.env.BENCH_AIRPORT_REQUESTS ?? 200);
const WARMUP = 20;
const PER_PAGE = 8;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

interface PrefixTiming {
  prefix: string;
  first: string;
  p50: number;
  p95: number;
}

async function timePrefix(baseUrl: string, prefix: string, path?: string): Promise<PrefixTiming> {
  const url = path ? `${baseUrl}${path}` : `${baseUrl}/api/airports?search=${encodeURIComponent(prefix)}&per_page=${PER_PAGE}`;
  let first = '';
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url);
    const body = (await res.json()) as { data: { items?: { iata_code: string }[] } };
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    if (i >= WARMUP) times.push(ms);
    first = body.data.items?.map((a) => a.iata_code).join(' ') ?? '';
  }
  times.sort((a, b) => a - b);
  return { prefix, first, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export const airportSearchBench: PgBench = {
  name: 'airports',
  async run() {
    console.log(`\n== airports: the autocomplete on the embedded database (${REQUESTS} requests per prefix, one at a time)`);
    const server = await startBenchServer('pglite');
    try {
      // The same loop on GET /api/health: what any answer costs on this machine now (a busy
      // machine's scheduling shows in every p95, this one's too).
      const floor = await timePrefix(server.baseUrl, '(health)', '/api/health');
      console.log(
        `pglite   GET /api/health       p50 ${floor.p50.toFixed(1).padStart(5)} ms   p95 ${floor.p95.toFixed(1).padStart(5)} ms   (the floor)`,
      );
      const timings: PrefixTiming[] = [];
      for (const prefix of PREFIXES) {
        const t = await timePrefix(server.baseUrl, prefix);
        timings.push(t);
        console.log(
          `pglite   search=${JSON.stringify(t.prefix).padEnd(8)} p50 ${t.p50.toFixed(1).padStart(5)} ms   p95 ${t.p95.toFixed(1).padStart(5)} ms   ${t.first}`,
        );
      }
      const worst = Math.max(...timings.map((t) => t.p95));
      const met = worst < AUTOCOMPLETE_GOAL_MS;
      return {
        summary: [
          `pglite    GET /api/health (floor)        p50 ${floor.p50.toFixed(1)} ms  p95 ${floor.p95.toFixed(1)} ms`,
          ...timings.map(
            (t) => `pglite    airports?search=${JSON.stringify(t.prefix).padEnd(8)} p50 ${t.p50.toFixed(1)} ms  p95 ${t.p95.toFixed(1)} ms`,
          ),
        ],
        goal: `goal: airport autocomplete p95 < ${AUTOCOMPLETE_GOAL_MS} ms on the embedded database: worst ${worst.toFixed(1)} ms — ${met ? 'met' : 'NOT met'}`,
        met,
      };
    } finally {
      await server.stop();
    }
  },
};
