import type { RouteObject } from 'react-router';

export const reservationRoutes: RouteObject[] = [];
