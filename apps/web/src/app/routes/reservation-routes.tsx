import { Navigate, Outlet, type RouteObject } from 'react-router';
import { Guard } from '@/app/guard';
import { RouteError } from '@/components/route-error';
import { RoleOnly } from './role-only';

const people = () => import('@/features/users/area-screens');
const desk = () => import('@/features/booking-desk/area-screens');

/** The reservation area: a read-only user lookup, and the booking desk (reservation staff approve, confirm and release holds). */
export const reservationRoutes: RouteObject[] = [
  {
    path: '/reservation',
    errorElement: <RouteError />,
    element: (
      <Guard access="usersRead">
        <RoleOnly roles={['reservation']}>
          <Outlet />
        </RoleOnly>
      </Guard>
    ),
    children: [
      {
        lazy: async () => ({ Component: (await import('@/layouts/reservation-layout')).ReservationLayout }),
        children: [
          { index: true, element: <Navigate to="/reservation/reservation-users" replace /> },
          { path: 'reservation-users', lazy: async () => ({ Component: (await people()).ReservationUsersScreen }) },
          { path: 'user-details', lazy: async () => ({ Component: (await people()).ReservationUserDetailsScreen }) },
          { path: 'bookings', lazy: async () => ({ Component: (await desk()).ReservationBookingsScreen }) },
          { path: 'booking-details', lazy: async () => ({ Component: (await desk()).ReservationBookingDetailsScreen }) },
          { path: 'bookings-details', lazy: async () => ({ Component: (await desk()).ReservationBookingDetailsScreen }) },
          { path: 'agent-detail-bookings', lazy: async () => ({ Component: (await desk()).ReservationAgentBookingsScreen }) },
        ],
      },
    ],
  },
];
