import type { TLocale } from '@safar/contracts';
import { dehydrate } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { App } from '@/app/app';
import { preloadFirstScreen } from '@/app/router';
import { readThrough } from '@/lib/api';
import { allNamespaces, startI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/*
 * The server's first paint of a public page: the same screens the browser renders, rendered to
 * HTML by the API for the page's first answer, so a visitor (and a crawler) sees the page before
 * the app's scripts have arrived and run. The browser then renders the app over it, with the data
 * this render read (`data`), so the two are the same page.
 *
 * The screens share one i18next and one query cache (they are the browser's singletons), so the
 * server renders one page at a time: renders are queued, and each starts from an empty cache.
 */

export interface TFirstPaint {
  /** The markup of the page, for inside the root element. */
  html: string;
  /** The reads it made, for the browser's query cache (JSON, safe inside a <script> element). */
  data: string;
}

/** How long a render waits for the data its page prefetches; past it the page renders its loading state. */
const DATA_WAIT_MS = 5_000;
/** The address the screens' calls are made from: the API answering itself has no other. */
const ORIGIN = 'http://localhost';

let ready: Promise<unknown> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** Loads both languages' translations, once: no render waits for them. */
export function startFirstPaints(): Promise<unknown> {
  ready ??= (async () => {
    if (!i18next.isInitialized) await startI18n('en', allNamespaces());
    await i18next.loadLanguages(['en', 'ar']);
    await i18next.loadNamespaces(allNamespaces());
  })();
  return ready;
}

async function render(url: string, locale: TLocale, send: typeof fetch): Promise<TFirstPaint> {
  await startFirstPaints();
  // Each page reads through its own visitor's `send`, from nothing read: no answer of another
  // page (or language) is reused.
  const done = readThrough(ORIGIN, send);
  queryClient.clear();
  try {
    await i18next.changeLanguage(locale);
    await preloadFirstScreen(new URL(url, ORIGIN).pathname, DATA_WAIT_MS);
    const html = renderToString(<App location={url} />);
    // What the page read, not what it assumed (a visitor's "nobody signed in" is the browser's to know).
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' && q.state.dataUpdateCount > 0 });
    return { html, data: JSON.stringify(state).replace(/</g, '\\u003c') };
  } finally {
    queryClient.clear();
    done();
  }
}

/**
 * The first paint of the page at `url` (path and query) in `locale`, after the renders asked for
 * before it. Its API calls go to `send` (the API answering itself), as to this site's `/api`.
 */
export function renderFirstPaint(url: string, locale: TLocale, send: typeof fetch): Promise<TFirstPaint> {
  const rendered = queue.then(() => render(url, locale, send));
  queue = rendered.catch(() => undefined);
  return rendered;
}
