// The closing lines of `npm test`: the time of each phase, the ten slowest test files (from
// file-times-reporter.mjs), and one plain line summing the vitest JSON reports, "tests: N passed,
// N failed" (CI reads that line).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = (s) => `${s.toFixed(1).padStart(7)} s`;

/**
 * @param {{ timings: { name: string, seconds: number, ok: boolean }[], total: number,
 *   reports: string[], results: string, failedPhase: string | null }} run
 *   `reports` names the vitest projects that ran; their reports are in the `results` directory.
 */
export function summarise({ timings, total, reports, results, failedPhase }) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const files = [];
  for (const project of reports) {
    const file = join(results, `${project}.json`);
    if (!existsSync(file)) {
      console.error(`missing test report ${relative(root, file)}`);
      failed += 1;
      continue;
    }
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }

  // Each file's whole time, from every project that ran (file-times-reporter.mjs writes one file per project).
  for (const name of readdirSync(results).filter((n) => n.startsWith('file-times-'))) {
    const project = name.slice('file-times-'.length, -'.json'.length);
    for (const f of JSON.parse(readFileSync(join(results, name), 'utf8'))) files.push({ project, name: f.file, seconds: f.seconds });
  }

  const width = Math.max(...timings.map((t) => t.name.length), 5);
  console.log('\n== time by phase');
  for (const t of timings) console.log(`${t.name.padEnd(width)} ${seconds(t.seconds)}${t.ok ? '' : '  FAILED'}`);
  console.log(`${'total'.padEnd(width)} ${seconds(total)}`);
  if (files.length) {
    console.log('\n== ten slowest test files');
    for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
      console.log(`${seconds(f.seconds)}  ${f.project.padEnd(9)} ${f.name}`);
  }
  if (failedPhase) console.log(`\nstopped at the first failing phase: ${failedPhase}`);
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return { passed, failed, skipped };
}
