import type { FastifyInstance } from 'fastify';
import type { FlightsEnv } from '@/modules/flights/flights.env';

/** What the booking services share: the app (database, jobs, config, log) and the flight suppliers. */
export interface TBookingDeps {
  app: FastifyInstance;
  flights: Pick<FlightsEnv, 'registry'>;
}

/** Who books, for which agency, and under which request key. */
export interface TBookingActor {
  userId: string;
  agencyId: string;
  channel: 'agent' | 'staff';
  /** Staff booking for an agency: the agency's agent it is made for. */
  onBehalfOfId: string | null;
  /** The Idempotency-Key: a retry under it finds the booking instead of making another. */
  requestKey: string | null;
}
