import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TLocale } from '@safar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * The server's first paint of a public page: the web app's own screens, built for Node
 * (apps/web/dist-server, `npm run build`), rendered into the page's HTML, so that the page shows
 * before the app's scripts have arrived and run (on a phone's network, a second or more). The
 * browser then renders the app over it, from the same data. Without that build, or when a render
 * is slow or fails, the page goes out as built and the browser renders it, as it always could.
 */

interface TFirstPaint {
  html: string;
  data: string;
}

/** What apps/web/src/entry-server.tsx exports. */
interface TFirstPaintModule {
  startFirstPaints(): Promise<unknown>;
  renderFirstPaint(url: string, locale: TLocale, send: typeof fetch): Promise<TFirstPaint>;
}

/** How long a page waits for its first paint; past it the page goes out without one. */
export const FIRST_PAINT_WAIT_MS = 400;

/**
 * The screens' API calls, answered by this server in process, as from the visitor (their address
 * counts toward their rate limit, as their browser's calls would). Reads only: a first paint never
 * changes anything, so anything else is refused before it reaches a route.
 */
export function sendInProcess(app: FastifyInstance, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`a first paint only reads (${method})`);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers, remoteAddress });
    return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  };
}

/**
 * The stylesheets of the storefront's screens, as one text for a <style> element: the page's own
 * stylesheet links come with its scripts, which the first paint does not wait for. Read from the
 * build's manifest: every stylesheet of the screens the app loads on demand, but those of the
 * signed-in areas' route tables (their screens are never painted by the server).
 */
export function storefrontStyles(dist: string): string {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { isEntry?: boolean; css?: string[]; imports?: string[]; dynamicImports?: string[] }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const seen = new Set<string>();
  const files = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const css of chunk?.css ?? []) files.add(css);
    for (const imported of chunk?.imports ?? []) walk(imported);
  };
  const areaTables = /routes\/(admin|agent|salesman|reservation)-routes\./;
  for (const key of entry?.dynamicImports ?? []) if (!areaTables.test(key)) walk(key);
  for (const css of entry?.css ?? []) files.delete(css);
  return [...files].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
}

/**
 * Where scripts run, the painted page is `inert` (it shows, but takes no click or typing) until
 * the app renders over it: what a visitor typed into a painted field would be lost when the app
 * replaces it, and a painted button does nothing yet. Ten seconds at most, should the app's
 * scripts never come: its links then work as plain links. Without scripts (a crawler, a browser
 * with them off) nothing makes it inert, and the links lead from painted page to painted page.
 * The Content-Security-Policy allows this one inline script by its hash (security-headers.ts).
 */
export const INERT_UNTIL_THE_APP =
  "(function(r){r.inert=true;setTimeout(function(){r.inert=false},10000)})(document.getElementById('root'))";

/** The page's HTML with its first paint in the root element, its data beside it and the styles it needs. */
export function withFirstPaint(page: string, paint: TFirstPaint, locale: TLocale, styles: string): string {
  const root = '<div id="root"></div>';
  if (!page.includes(root)) return page;
  const data = `<script id="first-paint-data" type="application/json" data-locale="${locale}">${paint.data}</script>`;
  const style = `<style>${styles.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`;
  const withStyles = styles ? page.replace(/<\/head>/i, () => style) : page;
  return withStyles.replace(root, () => `<div id="root">${paint.html}</div><script>${INERT_UNTIL_THE_APP}</script>${data}`);
}

/** The first paints of public pages, or null when the web app's server build is not there. */
export function firstPainter(app: FastifyInstance, dist: string) {
  const entry = join(dist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  let loaded: Promise<{ module: TFirstPaintModule; styles: string }> | null = null;
  const load = () =>
    (loaded ??= (async () => {
      const module = (await import(pathToFileURL(entry).href)) as TFirstPaintModule;
      await module.startFirstPaints();
      return { module, styles: storefrontStyles(dist) };
    })());
  return {
    /** Loads the screens and translations ahead of the first page (after the server has started listening). */
    warm: () => load().then(() => undefined),
    /** `page` with the first paint of the request's page in it, or as it was. */
    async paint(req: FastifyRequest, page: string, locale: TLocale): Promise<string> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, FIRST_PAINT_WAIT_MS, null)));
      try {
        const painted = load().then(async ({ module, styles }) => ({
          paint: await module.renderFirstPaint(req.url, locale, sendInProcess(app, req.ip)),
          styles,
        }));
        painted.catch(() => undefined);
        const result = await Promise.race([painted, late]);
        if (!result) {
          req.log.warn('the first paint took too long; the page goes out without it');
          return page;
        }
        return withFirstPaint(page, result.paint, locale, result.styles);
      } catch (err) {
        req.log.warn({ err }, 'the first paint failed; the page goes out without it');
        return page;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
