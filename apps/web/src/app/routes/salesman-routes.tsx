import { Navigate, Outlet, type RouteObject } from 'react-router';
import { Guard } from '@/app/guard';
import { RouteError } from '@/components/route-error';
import { RoleOnly } from './role-only';
import { enquiryRoutes } from './enquiry-routes';

const people = () => import('@/features/users/area-screens');

/** The salesman area: the customers and agents a salesman brought in (the API lists only those). */
export const salesmanRoutes: RouteObject[] = [
  {
    path: '/salesman',
    errorElement: <RouteError />,
    element: (
      <Guard access="usersWrite">
        <RoleOnly roles={['salesman']}>
          <Outlet />
        </RoleOnly>
      </Guard>
    ),
    children: [
      {
        lazy: async () => ({ Component: (await import('@/layouts/salesman-layout')).SalesmanLayout }),
        children: [
          { index: true, element: <Navigate to="/salesman/users" replace /> },
          { path: 'users', lazy: async () => ({ Component: (await people()).SalesmanUsersScreen }) },
          { path: 'new-user', lazy: async () => ({ Component: (await people()).SalesmanNewUserScreen }) },
          { path: 'user-details', lazy: async () => ({ Component: (await people()).SalesmanUserDetailsScreen }) },
          ...enquiryRoutes('Salesman'),
        ],
      },
    ],
  },
];
