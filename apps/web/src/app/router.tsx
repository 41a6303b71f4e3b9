import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { preloadRoutes, toElementRoutes } from './element-routes';
import { authRoutes } from './routes/auth-routes';
import { publicRoutes } from './routes/public-routes';

/**
 * The signed-in areas, each under its own path prefix: an area's route table is loaded with the
 * first visit to its prefix, so the sign-in screen does not download the others' tables.
 */
export const AREAS: { prefix: string; load: () => Promise<RouteObject[]> }[] = [
  { prefix: '/admin', load: async () => (await import('./routes/admin-routes')).adminRoutes },
  { prefix: '/agent', load: async () => (await import('./routes/agent-routes')).agentRoutes },
  { prefix: '/salesman', load: async () => (await import('./routes/salesman-routes')).salesmanRoutes },
  { prefix: '/reservation', load: async () => (await import('./routes/reservation-routes')).reservationRoutes },
];

/** Sign-in, storefront and the pages every visitor may open; each screen is lazy-loaded. */
const BASE_ROUTES = [...authRoutes, ...publicRoutes];
const baseRoutes = toElementRoutes(BASE_ROUTES);
const NO_ROUTES: RouteObject[] = [];

const areaTables = new Map<string, RouteObject[]>();
const areaLoads = new Map<string, Promise<void>>();
/** Failed loads, with the address (location key) they were started for. */
const areaFailures = new Map<string, { error: unknown; locationKey: string }>();

/**
 * The area's routes, or a suspension while its table loads (Suspense shows the loading state).
 * A failed load is thrown, for the error boundary, as long as the address stays the same; moving
 * to another address (or back) tries again.
 */
function areaRoutes(area: (typeof AREAS)[number], locationKey: string): RouteObject[] {
  const table = areaTables.get(area.prefix);
  if (table) return table;
  const failure = areaFailures.get(area.prefix);
  if (failure?.locationKey === locationKey) throw failure.error;
  areaFailures.delete(area.prefix);
  let loading = areaLoads.get(area.prefix);
  if (!loading) {
    loading = area
      .load()
      .then(
        (routes) => void areaTables.set(area.prefix, toElementRoutes(routes)),
        (error: unknown) => void areaFailures.set(area.prefix, { error: error ?? new Error('the area failed to load'), locationKey }),
      )
      .finally(() => areaLoads.delete(area.prefix));
    areaLoads.set(area.prefix, loading);
  }
  throw loading;
}

/** The area whose prefix starts `pathname` (matched without regard to case, like the routes). */
export const areaOf = (pathname: string) => {
  const path = pathname.toLowerCase();
  return AREAS.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
};

/**
 * Loads the code and translations of the screen at `pathname` and of its layouts, all at once,
 * before the first render (main.tsx): the page then paints whole. Rendered as it loads, the
 * layout would paint first with a loading state in its main, and the screen arriving later would
 * push the footer down: the layout shift a visitor sees. A back-office address loads its area's
 * table on render, as before.
 */
export const preloadFirstScreen = (pathname: string, dataWaitMs?: number): Promise<void> =>
  areaOf(pathname) ? Promise.resolve() : preloadRoutes(BASE_ROUTES, pathname, dataWaitMs);

/** The screen at the current address (inside a router): suspends while an area's table loads. */
export function AppRoutes() {
  const location = useLocation();
  const area = areaOf(location.pathname);
  const extra = area ? areaRoutes(area, location.key) : NO_ROUTES;
  const routes = useMemo(() => (extra.length ? [...baseRoutes, ...extra] : baseRoutes), [extra]);
  return useRoutes(routes);
}
