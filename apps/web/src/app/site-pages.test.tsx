import { PUBLIC_PAGES, SIGNED_IN_AREAS } from '@safar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '@/features/auth/use-current-user';
import { listOf, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { AppRoutes, AREAS } from './router';

/*
 * The server tells crawlers which pages are public (its sitemap) and which areas to stay out of
 * (its robots.txt) from the lists in @safar/contracts: these tests hold those lists to the router.
 */
beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The app's routing at `path` for a visitor who has not signed in. */
function openAsVisitor(path: string) {
  stubApi(() => listOf([]));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>loading</p>}>
          <AppRoutes />
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the lists crawlers are given', () => {
  it('name exactly the signed-in areas of the router', () => {
    expect([...SIGNED_IN_AREAS].sort()).toEqual(AREAS.map((area) => area.prefix).sort());
  });

  it.each(PUBLIC_PAGES)('%s opens for a visitor, on its own screen (not the not-found page, no redirect)', async (path) => {
    openAsVisitor(path);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(heading.textContent).not.toBe('Page not found');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
  });
});
