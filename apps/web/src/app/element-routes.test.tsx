import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_WAIT_MS, preloadRoutes, toElementRoutes, type TRouteHandle } from './element-routes';

afterEach(cleanup);

function Shell() {
  return (
    <div>
      <nav>
        <Link to="/good">good</Link>
        <Link to="/broken">broken</Link>
      </nav>
      <Outlet />
    </div>
  );
}

function Screen({ name }: { name: string }) {
  return <p>{`screen:${name}`}</p>;
}

function renderAt(path: string, routes: RouteObject[]) {
  const elementRoutes = toElementRoutes(routes);
  function Routes() {
    return useRoutes(elementRoutes);
  }
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>loading</p>}>
        <Routes />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('route tables under <BrowserRouter>', () => {
  it('renders a lazy layout and a lazy screen, loading each once', async () => {
    const loadShell = vi.fn(async () => ({ Component: Shell }));
    const loadScreen = vi.fn(async () => ({ Component: () => <Screen name="good" /> }));
    renderAt('/good', [{ lazy: loadShell, children: [{ path: '/good', lazy: loadScreen }] }]);
    expect(await screen.findByText('screen:good')).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(loadScreen).toHaveBeenCalledTimes(1);
  });

  it('shows the errorElement when the chunk of a lazy screen fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken', [
      {
        element: <Shell />,
        errorElement: <p>route error</p>,
        children: [
          { path: '/good', element: <Screen name="good" /> },
          {
            path: '/broken',
            lazy: async () => {
              throw new Error('chunk failed to load');
            },
          },
        ],
      },
    ]);
    expect(await screen.findByText('route error')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('keeps the area shell on an error below it and clears the error on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    renderAt('/broken', [
      {
        element: <Shell />,
        children: [
          { path: '/good', element: <Screen name="good" /> },
          { path: '/broken', element: <Broken />, errorElement: <p>route error</p> },
        ],
      },
    ]);
    expect(await screen.findByText('route error')).toBeTruthy();
    await act(async () => screen.getByRole('link', { name: 'good' }).click());
    expect(await screen.findByText('screen:good')).toBeTruthy();
    expect(screen.queryByText('route error')).toBeNull();
    vi.restoreAllMocks();
  });

  it('paints a preloaded address whole on the first render: no loading state for a layout or screen already here', async () => {
    const loadShell = vi.fn(async () => ({ Component: Shell }));
    const loadScreen = vi.fn(async () => ({ Component: () => <Screen name="good" /> }));
    const loadOther = vi.fn(async () => ({ Component: () => <Screen name="other" /> }));
    const routes = [
      {
        lazy: loadShell,
        children: [
          { path: '/good', lazy: loadScreen },
          { path: '/other', lazy: loadOther },
        ],
      },
    ];
    await preloadRoutes(routes, '/good');
    // The layout and the screen at the address were loaded together, the other screen not at all.
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(loadScreen).toHaveBeenCalledTimes(1);
    expect(loadOther).not.toHaveBeenCalled();
    renderAt('/good', routes);
    // Synchronously after the first render: the screen, never the Suspense fallback.
    expect(screen.getByText('screen:good')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(loadScreen).toHaveBeenCalledTimes(1);
  });

  it("fetches the data of the address's routes beside their code, with the address's parameters, and waits for it", async () => {
    let arrived = false;
    const prefetch = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      arrived = true;
    });
    const other = vi.fn(async () => undefined);
    const handle: TRouteHandle = { prefetch };
    const routes = [
      {
        lazy: async () => ({ Component: Shell }),
        children: [
          { path: '/items/:slug', handle, lazy: async () => ({ Component: () => <Screen name="item" /> }) },
          { path: '/other', handle: { prefetch: other }, lazy: async () => ({ Component: () => <Screen name="other" /> }) },
        ],
      },
    ];
    await preloadRoutes(routes, '/items/dubai');
    expect(prefetch).toHaveBeenCalledWith({ slug: 'dubai' });
    expect(arrived).toBe(true);
    expect(other).not.toHaveBeenCalled();
  });

  it('stops waiting for data that is late, and for data that fails', async () => {
    vi.useFakeTimers();
    try {
      const routes = [
        { path: '/slow', handle: { prefetch: () => new Promise(() => undefined) }, lazy: async () => ({ Component: Shell }) },
        { path: '/failing', handle: { prefetch: async () => Promise.reject(new Error('down')) }, lazy: async () => ({ Component: Shell }) },
      ];
      let done = false;
      void preloadRoutes(routes, '/slow').then(() => (done = true));
      await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS - 100);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(done).toBe(true);
      await expect(preloadRoutes(routes, '/failing')).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the loading state first for an address that was not preloaded', async () => {
    renderAt('/good', [
      {
        lazy: async () => ({ Component: Shell }),
        children: [{ path: '/good', lazy: async () => ({ Component: () => <Screen name="good" /> }) }],
      },
    ]);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('screen:good')).toBeTruthy();
  });

  it('refuses lazy routes written as objects (they would silently not load)', () => {
    expect(() => toElementRoutes([{ path: '/x', lazy: { Component: async () => Shell } }])).toThrow(/functions/);
  });
});
