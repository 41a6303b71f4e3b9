import type { FastifyInstance } from 'fastify';
import type { TBookingDeps } from '@/modules/bookings/booking-deps';
import { cardGateways } from './card-gateways';
import { cardPaymentsRoutes } from './card-payments.routes';
import { sandboxRoutes } from './sandbox/sandbox.routes';

/** Card payments of storefront bookings, and the sandbox gateway outside production. */
export function cardPaymentsModule(app: FastifyInstance, deps: TBookingDeps) {
  const gateways = cardGateways(app);
  cardPaymentsRoutes(app, deps, gateways);
  if (gateways.sandbox) sandboxRoutes(app, gateways.sandbox);
}
