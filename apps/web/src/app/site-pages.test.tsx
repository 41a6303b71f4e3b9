import { PRODUCT_PAGES, PUBLIC_PAGES, SIGNED_IN_AREAS } from '@safar/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, stubApi } from '@/features/testing/people-harness';
import { currentPath, renderApp } from '@/test/render-app';
import { setupI18n } from '@/test/setup-i18n';
import { matchRoutes } from 'react-router';
import { AREAS } from './router';
import { publicRoutes } from './routes/public-routes';

/*
 * The server tells crawlers which pages are public (its sitemap) and which areas to stay out of
 * (its robots.txt) from the lists in @safar/contracts: these tests hold those lists to the router.
 */
beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The app's routing at `path` for a visitor who has not signed in. */
function openAsVisitor(path: string) {
  stubApi(() => listOf([]));
  renderApp(path, null);
}

describe('the lists crawlers are given', () => {
  it('name exactly the signed-in areas of the router', () => {
    expect([...SIGNED_IN_AREAS].sort()).toEqual(AREAS.map((area) => area.prefix).sort());
  });

  it.each(PUBLIC_PAGES)('%s opens for a visitor, on its own screen (not the not-found page, no redirect)', async (path) => {
    openAsVisitor(path);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(heading.textContent).not.toBe('Page not found');
    await waitFor(() => expect(currentPath()).toBe(path));
  });

  // The server gives these pages their product's link preview and lists them in the sitemap.
  it.each(Object.values(PRODUCT_PAGES))('%s/:slug is a product’s page for a visitor', (path) => {
    const matched = matchRoutes(publicRoutes, `${path}/some-product`)?.at(-1)?.route.path;
    expect(matched).toBe(`${path}/:slug`);
  });
});
