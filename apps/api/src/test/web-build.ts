import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A fake built web app for tests of what the server answers outside /api: writes each file
 * (path under the build → content) into a new temp directory and answers it, for WEB_DIST.
 */
export function fakeWebBuild(files: Record<string, string | Buffer>): string {
  const dist = mkdtempSync(join(tmpdir(), 'safar-dist-'));
  for (const [path, content] of Object.entries(files)) {
    const file = join(dist, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dist;
}
