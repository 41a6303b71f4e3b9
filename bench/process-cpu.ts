// CPU time used by the API process and by PostgreSQL, read from /proc (Linux only), so a bench
// can print the CPU a request costs each side: a steadier figure than requests per second on a
// machine where the API, PostgreSQL and the load generator share two cores.
import { readdirSync, readFileSync } from 'node:fs';

/** /proc counts in clock ticks of 1/100 s (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

export interface TCpuReading {
  apiMs: number;
  postgresMs: number;
}

/** utime + stime of one process (all its threads), in ms; null when it is gone. */
function processMs(pid: string): { comm: string; ms: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state is field 3, utime field 14 and stime field 15 (proc(5)).
    return { comm, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/** The CPU the API process and every process named postgres have used so far; null off Linux. */
export function readCpu(apiPid: number | undefined): TCpuReading | null {
  if (process.platform !== 'linux' || apiPid === undefined) return null;
  const api = processMs(String(apiPid));
  if (!api) return null;
  let postgresMs = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const p = processMs(pid);
    if (p?.comm === 'postgres') postgresMs += p.ms;
  }
  return { apiMs: api.ms, postgresMs };
}

/** CPU per unit of work between two readings, in ms. */
export function cpuPer(before: TCpuReading | null, after: TCpuReading | null, units: number): TCpuReading | null {
  if (!before || !after || units === 0) return null;
  return { apiMs: (after.apiMs - before.apiMs) / units, postgresMs: (after.postgresMs - before.postgresMs) / units };
}
