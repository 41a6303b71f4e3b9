import type { RouteObject } from 'react-router';

export const agentRoutes: RouteObject[] = [];
