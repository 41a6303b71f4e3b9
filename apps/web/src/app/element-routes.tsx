import { Component, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, type Location, type RouteObject } from 'react-router';

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
      const Screen = lazy(async () => {
        const loaded = await load();
        if (!loaded.Component) throw new Error('a lazy route must give a Component');
        return { default: loaded.Component as ComponentType };
      });
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
