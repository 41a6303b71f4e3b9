// The storefront checkout's JavaScript (`/flight/checkout`): what a visitor's browser downloads to
// open it from nothing — the entry chunk, the storefront layout's and the checkout route's lazy
// chunks, everything they import statically, and the translation files the route loads in one
// language — gzipped, from the production build's manifest (built first when stale).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PgBench } from './report';
import { ensureWebBuild, WEB_DIST } from './web-build';

/** The route's modules, and the namespaces its route entry names (app/routes/public-routes.tsx). */
const ROUTE_MODULES = [/features\/storefront-bookings\/storefront-checkout-screen\.tsx$/, /layouts\/public-layout\.tsx$/];
const ROUTE_NAMESPACES = ['common', 'layout', 'checkout', 'flights', 'validation', 'storefront', 'bookings', 'agent_bookings'];

interface TChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export function checkoutJavaScript(): { locale: string; kb: number; files: number }[] {
  ensureWebBuild();
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, TChunk>;
  const starts = Object.keys(manifest).filter((key) => manifest[key]!.isEntry || ROUTE_MODULES.some((p) => p.test(key)));
  if (starts.length < 3) throw new Error(`the manifest lacks the checkout's chunks: ${starts.join(', ')}`);
  const files = (keys: string[]) => {
    const found = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || found.has(chunk.file)) return;
      if (chunk.file.endsWith('.js')) found.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return found;
  };
  return ['en', 'ar'].map((locale) => {
    const locales = ROUTE_NAMESPACES.flatMap((ns) => Object.keys(manifest).filter((key) => key.endsWith(`/locales/${locale}/${ns}.json`)));
    const all = files([...starts, ...locales]);
    const bytes = [...all].reduce((sum, file) => sum + gzipSync(readFileSync(join(WEB_DIST, file))).length, 0);
    return { locale, kb: bytes / 1024, files: all.size };
  });
}

export const checkoutJsBench: PgBench = {
  name: 'checkout-js',
  async run() {
    const sizes = checkoutJavaScript();
    const line = sizes.map((s) => `${s.locale} ${s.kb.toFixed(1)} KB gz in ${s.files} files`).join(', ');
    console.log(`\n== the storefront checkout's JavaScript: ${line}`);
    return { summary: [`checkout JavaScript: ${line}`], goal: `checkout JavaScript: ${line} (no goal set; reported)`, met: true };
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await checkoutJsBench.run();
  console.log(report.goal);
}
