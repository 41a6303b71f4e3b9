import { CHANGES_AREAS } from './changes-area';
import { ScheduleChangeScreen } from './schedule-change-screen';
import { ScheduleChangesScreen } from './schedule-changes-screen';

/** The inbox's screens in each area, as the route files lazy-load them. */
export const AgentScheduleChangesScreen = () => <ScheduleChangesScreen area={CHANGES_AREAS.agent} />;
export const AgentScheduleChangeScreen = () => <ScheduleChangeScreen area={CHANGES_AREAS.agent} />;
export const AdminScheduleChangesScreen = () => <ScheduleChangesScreen area={CHANGES_AREAS.admin} />;
export const AdminScheduleChangeScreen = () => <ScheduleChangeScreen area={CHANGES_AREAS.admin} />;
export const ReservationScheduleChangesScreen = () => <ScheduleChangesScreen area={CHANGES_AREAS.reservation} />;
export const ReservationScheduleChangeScreen = () => <ScheduleChangeScreen area={CHANGES_AREAS.reservation} />;
