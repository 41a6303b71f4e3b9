import { PNR_AREAS } from './pnr-area';
import { PnrDetailsScreen } from './pnr-details-screen';

/** The PNR screen in each area, as the route files lazy-load it. */
export const AgentPnrDetailsScreen = () => <PnrDetailsScreen area={PNR_AREAS.agent} />;
export const AdminPnrDetailsScreen = () => <PnrDetailsScreen area={PNR_AREAS.admin} />;
export const ReservationPnrDetailsScreen = () => <PnrDetailsScreen area={PNR_AREAS.reservation} />;
