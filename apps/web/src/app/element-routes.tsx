import { Component, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { matchRoutes, useLocation, type Location, type Params, type RouteObject } from 'react-router';

type TRouteLoad = () => Promise<{ Component?: unknown }>;

/**
 * A route's `handle`: `prefetch` fetches what the screen shows first (into the app's query cache)
 * when the route is part of the first page opened, beside its code, so that page paints once
 * with its content rather than with loading states its content then replaces and moves.
 */
export interface TRouteHandle {
  prefetch?: (params: Params) => Promise<unknown>;
}

/**
 * How long the first paint waits for a route's data at most: past it the screen renders its
 * loading state and the data fills in when it arrives (a slow API never holds the page blank).
 */
export const PREFETCH_WAIT_MS = 2500;

interface ScreenLoad {
  promise: Promise<ComponentType>;
  /** Set once the code is here: the screen then renders without suspending. */
  loaded?: ComponentType;
}

/** One load per route `lazy` function, shared by its element and by preloadRoutes. */
const screenLoads = new WeakMap<TRouteLoad, ScreenLoad>();

function loadScreen(load: TRouteLoad): ScreenLoad {
  let entry = screenLoads.get(load);
  if (!entry) {
    const created: ScreenLoad = {
      promise: load().then((route) => {
        if (!route.Component) throw new Error('a lazy route must give a Component');
        created.loaded = route.Component as ComponentType;
        return created.loaded;
      }),
    };
    entry = created;
    screenLoads.set(load, entry);
  }
  return entry;
}

/**
 * A lazy route's element. Its code loads with the first render (React.lazy), unless it is
 * already here (preloadRoutes, or an earlier visit): then the screen renders at once, since
 * React.lazy would suspend for a moment even for code already loaded, and show the loading state
 * for a frame. The choice is kept for the element's life, so the screen never mounts twice.
 */
function lazyScreen(load: TRouteLoad): ComponentType {
  const Lazy = lazy(async () => ({ default: await loadScreen(load).promise }));
  return function Screen() {
    const [Loaded] = useState<ComponentType>(() => screenLoads.get(load)?.loaded ?? Lazy);
    return <Loaded />;
  };
}

/**
 * Starts loading the code of every lazy route that matches `pathname`, the layouts and the screen
 * at once (and, through their loaders, the translations they name), instead of one after the other
 * as each renders, and the data their handles prefetch. Resolves when they are all here (the data
 * within `dataWaitMs`, PREFETCH_WAIT_MS unless said); a failure is left to the screen's own error boundary when it renders.
 */
export async function preloadRoutes(routes: RouteObject[], pathname: string, dataWaitMs = PREFETCH_WAIT_MS): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads = matches.flatMap(({ route }) => (typeof route.lazy === 'function' ? [loadScreen(route.lazy as TRouteLoad).promise] : []));
  const data = matches.flatMap(({ route, params }) => {
    const prefetch = (route.handle as TRouteHandle | undefined)?.prefetch;
    return prefetch ? [prefetch(params)] : [];
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, dataWaitMs)));
  await Promise.allSettled([...loads, data.length ? Promise.race([Promise.allSettled(data), deadline]) : undefined]);
  clearTimeout(timer);
}

/**
 * The route tables are written for a data router (`lazy`, `errorElement`), which the tests use
 * through createMemoryRouter. The app itself renders them with <BrowserRouter> + useRoutes:
 * the data router's machinery (loaders, actions, fetchers, hydration) is about half of React
 * Router's code and none of it is used, so leaving it out keeps the first download small.
 * This turns each route's `lazy` into a React.lazy element and each `errorElement` into an
 * error boundary, so both routers show the same screens.
 */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, errorElement, children, ...rest } = route;
    let element = rest.element;
    if (typeof load === 'function') {
      const Screen = lazyScreen(load as TRouteLoad);
      element = <Screen />;
    } else if (load) {
      throw new Error('lazy routes are written as functions');
    }
    if (errorElement) element = <RouteErrorBoundary fallback={errorElement}>{element}</RouteErrorBoundary>;
    const converted = { ...rest, element } as RouteObject;
    if (children) converted.children = toElementRoutes(children);
    return converted;
  });
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows `fallback` when a screen fails to render or its chunk fails to load; moving elsewhere tries again. */
export function RouteErrorBoundary(props: BoundaryProps) {
  const location = useLocation();
  return <ErrorBoundaryAt location={location} {...props} />;
}

interface BoundaryState {
  error: unknown;
  /** The address the boundary last rendered for: a new address clears the error. */
  locationKey: string;
}

class ErrorBoundaryAt extends Component<BoundaryProps & { location: Location }, BoundaryState> {
  override state: BoundaryState = { error: null, locationKey: this.props.location.key };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location.key === state.locationKey ? null : { error: null, locationKey: props.location.key };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
