import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

/**
 * Small modules of the first screen (the sign-in area) that every area shares: one file
 * instead of a dozen tiny ones (a badge, a select and the logout are a few hundred bytes each and
 * used by every area's screens). A name here that no longer exists only stops matching.
 */
const SHELL_MODULES = [
  'apps/web/src/app/guard.tsx',
  'apps/web/src/components/route-error.tsx',
  'apps/web/src/lib/api.ts',
  'apps/web/src/lib/query-client.ts',
  'apps/web/src/lib/i18n.ts',
  'apps/web/src/lib/storage.ts',
  'apps/web/src/lib/toast.ts',
  'apps/web/src/lib/form-errors.ts',
  'apps/web/src/components/button.tsx',
  'apps/web/src/components/field-shell.tsx',
  'apps/web/src/components/text-field.tsx',
  'apps/web/src/components/form-error.tsx',
  'apps/web/src/components/page-state.tsx',
  'apps/web/src/components/language-switch.tsx',
  'apps/web/src/components/badge.tsx',
  'apps/web/src/components/select-field.tsx',
  'apps/web/src/features/auth/use-logout.ts',
  'apps/web/src/layouts/auth-layout.tsx',
  'apps/web/src/layouts/brand.tsx',
  'apps/web/src/layouts/skip-link.tsx',
  'apps/web/src/layouts/site-footer.tsx',
  'apps/web/src/features/auth/auth-api.ts',
  'apps/web/src/features/auth/use-current-user.ts',
  'apps/web/src/features/auth/otp-code-field.tsx',
  'packages/contracts/src/access.ts',
  'packages/contracts/src/home.ts',
  // The reads the storefront's routes start beside a page's code (a few constants each).
  'apps/web/src/features/home/first-reads.ts',
  'apps/web/src/features/travel-packages/first-reads.ts',
  'apps/web/src/components/images/promo-banners-reads.ts',
  'apps/web/src/components/images/header-images-reads.ts',
  'apps/web/src/components/images/preload-image.ts',
];
/**
 * The home page's own modules (the storefront layout, the page, its flight search box and the form
 * styles and messages it uses, its promo strip and the catalogues' queries, text and money helpers
 * its sections read) as one file instead of a dozen or two: on a phone's network each request
 * costs a round trip, and the browser opens only six connections at a time (measured with
 * Lighthouse's phone profile: 37 requests became 29, and the largest paint came about 0.2 s
 * sooner). Other screens that show the layout, the search box, a form or a catalogue load these
 * few kilobytes of the home page too.
 */
const STOREFRONT_MODULES = [
  /apps\/web\/src\/layouts\/(public-layout|account-menu)\.tsx$/,
  /apps\/web\/src\/features\/home\/home[^/]*\.(tsx?|css)$/,
  /apps\/web\/src\/components\/images\/(promo-banners|promo-banners-queries|responsive-image|images)\.(tsx?|css)$/,
  /apps\/web\/src\/features\/group-travel\/(group-travel-queries|offer-search-href)\.ts$/,
  /apps\/web\/src\/features\/travel-packages\/(holidays-queries|umrah-packages-queries|package-text)\.ts$/,
  /apps\/web\/src\/features\/(visas\/visas-queries|visa-catalogue\/visa-text)\.ts$/,
  /apps\/web\/src\/lib\/(resource-hooks|use-idempotency-key|money|intl-cache)\.ts$/,
  /apps\/web\/src\/features\/flights\/search\/[^/]+$/,
  /apps\/web\/src\/features\/flights\/(paths\.ts|flights\.css)$/,
  /apps\/web\/src\/features\/reference-data\/(airport-picker|search-combobox|use-debounced-value)[^/]*$/,
  /apps\/web\/src\/features\/forms\/issue-message\.ts$/,
  /apps\/web\/src\/styles\/forms\.css$/,
];
const isStorefrontModule = (id: string) => STOREFRONT_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

const isShellModule = (id: string) =>
  // Vite's helper that preloads a lazy screen's files in parallel, used by every lazy import.
  id.includes('vite/preload-helper') || SHELL_MODULES.some((path) => id.replaceAll('\\', '/').endsWith(path));

/**
 * The dev server listens where the API does (HOST, default 127.0.0.1: this machine only). Its
 * proxy reaches the API on that address and says whom it relays for (X-Forwarded-For), so the
 * API's development mail inbox still refuses clients elsewhere when the dev server is exposed.
 */
const devHost = process.env.HOST || '127.0.0.1';
const wildcard = devHost === '0.0.0.0' || devHost === '::';
const apiHost = wildcard ? '127.0.0.1' : devHost.includes(':') ? `[${devHost}]` : devHost;

/** What both builds share: the source aliases, and JSON as JSON.parse('…') (smaller chunks than one named export per key). */
const shared = {
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@locales': fileURLToPath(new URL('../../packages/contracts/locales', import.meta.url)),
    },
  },
  json: { stringify: true, namedExports: false },
} satisfies UserConfig;

/** The same screens built for Node, for the server's first paint of public pages (src/entry-server.tsx). */
const serverBuild = {
  ...shared,
  plugins: [react()],
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-server', sourcemap: false, target: 'node20', emptyOutDir: true },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        ...shared,
        plugins: [react(), precompress()],
        server: { port: 5173, host: devHost, proxy: { '/api': { target: `http://${apiHost}:3000`, xfwd: true } } },
        // The manifest lets scripts/check-budget.mjs follow the login screen's chunk graph.
        build: {
          outDir: 'dist',
          sourcemap: false,
          target: 'es2022',
          manifest: true,
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The libraries every screen needs from the first paint, as one file: one request,
                // and one gzip stream compresses better than several small ones.
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store)[\\/]/,
                  },
                  { name: 'shell', test: isShellModule, includeDependenciesRecursively: false },
                  { name: 'storefront', test: isStorefrontModule, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      },
);
