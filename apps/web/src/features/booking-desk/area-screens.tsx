import { AgentBookingsScreen } from './agent-bookings-screen';
import { BookingDetailsScreen } from './booking-details-screen';
import { BookingsScreen } from './bookings-screen';
import { DESK_AREAS } from './desk-area';
import { DirectBookingsScreen } from './direct-bookings-screen';

/** The booking desk's screens in each area, as the route files lazy-load them. */
export const AdminBookingsScreen = () => <BookingsScreen area={DESK_AREAS.admin} />;
export const AdminBookingDetailsScreen = () => <BookingDetailsScreen area={DESK_AREAS.admin} />;
export const AdminDirectBookingsScreen = () => <DirectBookingsScreen area={DESK_AREAS.admin} />;
export const AdminAgentBookingsScreen = () => <AgentBookingsScreen area={DESK_AREAS.admin} />;

export const ReservationBookingsScreen = () => <BookingsScreen area={DESK_AREAS.reservation} />;
export const ReservationBookingDetailsScreen = () => <BookingDetailsScreen area={DESK_AREAS.reservation} />;
export const ReservationAgentBookingsScreen = () => <AgentBookingsScreen area={DESK_AREAS.reservation} />;
