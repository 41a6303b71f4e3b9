#!/usr/bin/env node
// `npm test`: every check the project has, one phase after another, stopping at the first that
// fails. Each phase is timed; the closing lines print the table of phases, the ten slowest test
// files, and then one plain line CI reads: "tests: N passed, N failed".
//
// The vitest projects run one invocation each, so each has its own time in the table: the API
// suite on PGlite, again on PostgreSQL when DATABASE_URL is set, and the web's jsdom tests.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarise } from './test-summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** vitest's own output, its JSON report (the counts) and each file's whole time (file-times-reporter.mjs). */
const reporters = (project) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, `${project}.json`)}`,
  `--reporter=${join(root, 'scripts/file-times-reporter.mjs')}`,
];
const vitest = (project) => ({
  name: `vitest ${project}`,
  report: project,
  command: ['npx', 'vitest', 'run', '--project', project, ...reporters(project)],
});

/** The phases, in order. */
const phases = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  vitest('contracts'),
  vitest('api'),
  ...(process.env.DATABASE_URL ? [vitest('api-pg')] : []),
  vitest('web'),
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'budgets', command: ['npm', 'run', '--silent', 'test:budget'] },
  { name: 'browser journeys', report: 'e2e', command: ['npx', 'vitest', 'run', '--config', 'e2e/vitest.config.ts', ...reporters('e2e')] },
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const timings = [];
let failedPhase = null;
const started = performance.now();
for (const phase of phases) {
  console.log(`\n== ${phase.name}`);
  const t0 = performance.now();
  const code = await run(phase.command);
  timings.push({ name: phase.name, seconds: (performance.now() - t0) / 1000, ok: code === 0 });
  if (code !== 0) {
    failedPhase = phase.name;
    break;
  }
}
const total = (performance.now() - started) / 1000;

const reports = phases.filter((p) => p.report && timings.some((t) => t.name === p.name)).map((p) => p.report);
const { failed } = summarise({ timings, total, reports, results, failedPhase });
process.exit(failedPhase || failed ? 1 : 0);
