import { NewUserScreen } from './new-user-screen';
import { USER_AREAS } from './user-area';
import { UserDetailsScreen } from './user-details-screen';
import { UsersListScreen } from './users-list-screen';

/** The people screens of each area, as the route files lazy-load them. */
export const AdminUsersScreen = () => <UsersListScreen area={USER_AREAS.admin} />;
export const AdminUserDetailsScreen = () => <UserDetailsScreen area={USER_AREAS.admin} />;
export const AdminNewUserScreen = () => <NewUserScreen area={USER_AREAS.admin} />;

export const SalesmanUsersScreen = () => <UsersListScreen area={USER_AREAS.salesman} />;
export const SalesmanUserDetailsScreen = () => <UserDetailsScreen area={USER_AREAS.salesman} />;
export const SalesmanNewUserScreen = () => <NewUserScreen area={USER_AREAS.salesman} />;

export const ReservationUsersScreen = () => <UsersListScreen area={USER_AREAS.reservation} />;
export const ReservationUserDetailsScreen = () => <UserDetailsScreen area={USER_AREAS.reservation} />;
