// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { publicUmrahFixture } from '@/features/travel-packages/package-fixture';
import { queryClient } from '@/lib/query-client';
import { renderFirstPaint, startFirstPaints } from './entry-server';

/*
 * The server's first paint: the app's own screens rendered to HTML at an address, in a language,
 * reading the API through the `send` it is given (the server answers itself), with what it read
 * handed on for the browser's first render. In Node, as on the server: no window, no document.
 */

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, message: { code: 'ok', description: '' } }), {
    headers: { 'content-type': 'application/json' },
  });

/** A `send` answering the package by its address, and recording each call with its language. */
function fakeApi() {
  const calls: { path: string; method: string; language: string | null }[] = [];
  const send: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    calls.push({ path: url.pathname, method: init?.method ?? 'GET', language: new Headers(init?.headers).get('accept-language') });
    if (url.pathname === '/api/umrah-packages/slug/umrah-economy') return envelope({ umrah_package: publicUmrahFixture() });
    return envelope({ items: [], pagination: { page: 1, per_page: 12, total: 0, last_page: 1 } });
  };
  return { calls, send };
}

const startedIn = i18next.isInitialized ? i18next.language : null;
afterAll(async () => {
  queryClient.clear();
  if (startedIn) await i18next.changeLanguage(startedIn);
});

describe('the first paint of a public page', () => {
  it('renders the page at the address in the language asked for', async () => {
    await startFirstPaints();
    const { send } = fakeApi();
    const english = await renderFirstPaint('/home', 'en', send);
    expect(english.html).toContain('class="hero-lead"');
    expect(english.html).toContain(i18next.getFixedT('en', 'home')('hero.title'));
    const arabic = await renderFirstPaint('/home', 'ar', send);
    expect(arabic.html).toContain(i18next.getFixedT('ar', 'home')('hero.title'));
    expect(arabic.html).not.toContain(i18next.getFixedT('en', 'home')('hero.title'));
  });

  it("reads a package's page through `send`, in the page's language, and hands the read on", async () => {
    const { calls, send } = fakeApi();
    const paint = await renderFirstPaint('/umrah-package-details/umrah-economy', 'ar', send);
    expect(calls).toContainEqual({ path: '/api/umrah-packages/slug/umrah-economy', method: 'GET', language: 'ar' });
    expect(paint.html).toContain(`<h1>${publicUmrahFixture().title_ar}</h1>`);
    const data = JSON.parse(paint.data) as { queries: { state: { data: unknown } }[] };
    expect(JSON.stringify(data.queries.map((q) => q.state.data))).toContain('umrah-economy');
    // Safe inside a <script> element, whatever the catalogue says.
    expect(paint.data).not.toContain('<');
    // Nothing is left behind for the next page.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('renders one page at a time, each from nothing read', async () => {
    const first = fakeApi();
    const second = fakeApi();
    const [a, b] = await Promise.all([
      renderFirstPaint('/umrah-package-details/umrah-economy', 'en', first.send),
      renderFirstPaint('/umrah-package-details/umrah-economy', 'ar', second.send),
    ]);
    expect(first.calls.map((c) => c.language)).toContain('en');
    expect(second.calls.map((c) => c.language)).toContain('ar');
    expect(second.calls.some((c) => c.path === '/api/umrah-packages/slug/umrah-economy')).toBe(true);
    expect(a.html).toContain('<h1>Umrah Economy</h1>');
    expect(b.html).toContain(`<h1>${publicUmrahFixture().title_ar}</h1>`);
  });
});
