import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A fake built web app for tests of what the server answers outside /api: writes each file
 * (path under the build → content) into a new temp directory and answers it, for WEB_DIST. A path
 * starting `../dist-server/` is the web app's server build, beside it, as `npm run build` puts it.
 */
export function fakeWebBuild(files: Record<string, string | Buffer>): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'safar-web-')), 'dist');
  for (const [path, content] of Object.entries(files)) {
    const file = join(dist, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  mkdirSync(dist, { recursive: true });
  return dist;
}

/** Removes a fake build made by fakeWebBuild, with its server build. */
export const removeWebBuild = (dist: string) => rmSync(dirname(dist), { recursive: true, force: true });
