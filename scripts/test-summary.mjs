// Prints one closing line for the whole `npm test` run, summing the vitest JSON reports of the
// unit/API and browser runs: "tests: N passed, N failed" (CI reads that plain line).
import { existsSync, readFileSync } from 'node:fs';

const reports = ['test-results/unit.json', 'test-results/e2e.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
