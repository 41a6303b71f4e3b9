import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes } from './routes/admin-routes';
import { agentRoutes } from './routes/agent-routes';
import { authRoutes } from './routes/auth-routes';
import { publicRoutes } from './routes/public-routes';
import { reservationRoutes } from './routes/reservation-routes';
import { salesmanRoutes } from './routes/salesman-routes';

/** Every area's routes; each screen is lazy-loaded (SPEC.md §2). */
export const routes: RouteObject[] = [...authRoutes, ...publicRoutes, ...adminRoutes, ...agentRoutes, ...salesmanRoutes, ...reservationRoutes];

export const createRouter = () => createBrowserRouter(routes);
