import type { FastifyInstance } from 'fastify';
import { airlineLogoUrl } from '@/modules/air/airlines.presenter';
import { bookingSettingsRoutes } from '@/modules/bookings/booking-settings.routes';
import { bookingDocumentsRoutes } from '@/modules/bookings/booking-documents.routes';
import { bookingsRoutes } from '@/modules/bookings/bookings.routes';
import { offlineBookingsRoutes } from '@/modules/bookings/offline/offline-bookings.routes';
import { supplierWebhooksRoutes } from '@/modules/bookings/webhooks/supplier-webhooks.routes';
import { storefrontBookingsRoutes } from '@/modules/bookings/storefront/storefront-bookings.routes';
import { cardPaymentsModule } from '@/modules/card-payments/card-payments.module';
import { scheduleChangesRoutes } from '@/modules/schedule-changes/schedule-changes.routes';
import { productBookingsRoutes } from '@/modules/product-bookings/product-bookings.routes';
import { productSources } from '@/modules/product-bookings/product-sources';
import { flightExtrasRoutes } from './flight-extras.routes';
import { createFlightsEnv } from './flights.env';
import { flightsRoutes } from './flights.routes';
import { groupTicketLoaders } from './group-ticket-loaders';
import { searchAdminRoutes } from './search-admin.routes';
import { createSupplierRegistry } from './supplier-registry';

/**
 * Flight search (with the visitors' allowance and the search figures admin sees), offer details
 * and extras, and the bookings made from them (with the airlines' changes to them), on the suppliers staff switched on (or a test's
 * fakes); bookings reach their suppliers even once switched off.
 */
export async function flightsModule(app: FastifyInstance) {
  const registry = app.flightSuppliersOverride ?? createSupplierRegistry(app, groupTicketLoaders(app.db));
  const env = createFlightsEnv(app, registry, airlineLogoUrl);
  flightsRoutes(app, env);
  flightExtrasRoutes(app, env);
  searchAdminRoutes(app);
  const bookingDeps = { app, flights: env };
  bookingsRoutes(app, bookingDeps, { visitorOf: (req) => env.readerOf(req).visitorId });
  bookingDocumentsRoutes(app, bookingDeps);
  bookingSettingsRoutes(app, bookingDeps);
  offlineBookingsRoutes(app, bookingDeps);
  supplierWebhooksRoutes(app, bookingDeps);
  storefrontBookingsRoutes(app);
  cardPaymentsModule(app, bookingDeps);
  scheduleChangesRoutes(app, bookingDeps);
  productBookingsRoutes(app, bookingDeps, productSources(app.config.agencyTimezone), { visitorOf: (req) => env.readerOf(req).visitorId });
}
