import { Navigate, Outlet, type RouteObject } from 'react-router';
import { Guard } from '@/app/guard';
import { RouteError } from '@/components/route-error';
import { RoleOnly } from './role-only';
import type * as TChangesScreens from '@/features/schedule-changes/area-screens';
import { enquiryRoutes } from './enquiry-routes';
import { withTranslations } from './with-translations';

const people = () => import('@/features/users/area-screens');
const desk = () => import('@/features/booking-desk/area-screens');
const changesScreen = (name: keyof typeof TChangesScreens) =>
  withTranslations(['schedule_changes', 'validation'], async () => ({
    Component: (await import('@/features/schedule-changes/area-screens'))[name],
  }));
/** Booking for an agency, as in the admin area: the agency and the search, an offer's details, the checkout. */
const staffBooking = {
  search: withTranslations(['desk', 'ledger', 'users', 'flights', 'validation', 'air'], async () => ({
    Component: (await import('@/features/booking-desk/add-booking-screen')).ReservationAddBookingScreen,
  })),
  offer: withTranslations(['flights', 'checkout', 'desk'], async () => ({
    Component: (await import('@/features/flights/details/flight-details-screen')).FlightDetailsScreen,
  })),
  checkout: withTranslations(['checkout', 'desk', 'flights', 'travellers', 'validation', 'users'], async () => ({
    Component: (await import('@/features/booking-desk/staff-checkout-screen')).ReservationStaffCheckoutScreen,
  })),
};
const pnrDetails = withTranslations(['pnr', 'bookings'], async () => ({
  Component: (await import('@/features/pnr-details/area-screens')).ReservationPnrDetailsScreen,
}));

/**
 * The reservation area: a read-only user lookup, and the booking desk (reservation staff approve,
 * confirm and release holds, and book for an agency).
 */
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
          // Airlines' changes to booked flights: the inbox and one change.
          { path: 'schedule-changes', lazy: changesScreen('ReservationScheduleChangesScreen') },
          { path: 'schedule-changes/:id', lazy: changesScreen('ReservationScheduleChangeScreen') },
          { path: 'add-booking', lazy: staffBooking.search },
          { path: 'add-booking/flight', lazy: staffBooking.offer },
          { path: 'add-booking/checkout', lazy: staffBooking.checkout },
          { path: 'pnr-details', lazy: pnrDetails },
          ...enquiryRoutes('Reservation'),
        ],
      },
    ],
  },
];
