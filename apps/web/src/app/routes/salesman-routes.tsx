import type { RouteObject } from 'react-router';

export const salesmanRoutes: RouteObject[] = [];
