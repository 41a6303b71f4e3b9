import type { TLocale } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { FlightsEnv } from '@/modules/flights/flights.env';

/** What the booking services share: the app (database, jobs, config, log) and the flight suppliers. */
export interface TBookingDeps {
  app: FastifyInstance;
  flights: Pick<FlightsEnv, 'registry'>;
}

/**
 * Who books, for whom, and under which request key: an agency (its agent, or staff for it), or
 * the storefront (a customer's account, or a visitor without one, who pays by card).
 */
export interface TBookingActor {
  /** Null for a visitor without an account. */
  userId: string | null;
  /** The agency whose wallet pays; null for a storefront booking. */
  agencyId: string | null;
  channel: 'agent' | 'staff' | 'customer';
  /** A storefront booking: the customer's account it belongs to (null for a visitor's). */
  customerId?: string | null;
  /** A storefront booking: the visitor's browser, whose offers it may book. */
  visitorId?: string | null;
  /** Staff booking for an agency: the agency's agent it is made for. */
  onBehalfOfId: string | null;
  /** The booker's language, kept on the booking for the mails to its contact. */
  locale?: TLocale;
  /** The Idempotency-Key: a retry under it finds the booking instead of making another. */
  requestKey: string | null;
}
