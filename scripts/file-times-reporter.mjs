// A vitest reporter for `npm test`'s closing summary: writes each test file's whole time (its
// environment, vitest's harness, importing the file, and its tests with their hooks) to
// test-results/file-times-<project>.json. vitest's JSON report times the tests alone, which
// hides what a file spends building its app and database in beforeAll.
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = fileURLToPath(new URL('../test-results/', import.meta.url));

export default class FileTimesReporter {
  onTestRunEnd(testModules) {
    const byProject = new Map();
    for (const module of testModules) {
      const d = module.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      const project = module.project.name || 'default';
      if (!byProject.has(project)) byProject.set(project, []);
      byProject.get(project).push({ file: relative(root, module.moduleId), seconds: Math.round(ms) / 1000 });
    }
    mkdirSync(out, { recursive: true });
    for (const [project, files] of byProject) writeFileSync(`${out}file-times-${project}.json`, JSON.stringify(files, null, 1));
  }
}
