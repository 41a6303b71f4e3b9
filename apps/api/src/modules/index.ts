import type { FastifyInstance } from 'fastify';
import { airRoutes } from './air/air.routes';
import { authRoutes } from './auth/auth.routes';
import { devMailRoutes } from './dev-mail/dev-mail.routes';
import { flightQuoteRoutes } from './flights/flight-quotes.routes';
import { flightsModule } from './flights/flights.module';
import { healthRoutes } from './health/health.routes';
import { activityLogRoutes } from './activity-log/activity-log.routes';
import { agentsRoutes } from './agents/agents.routes';
import { agentProfileRoutes } from './agent-profile/agent-profile.routes';
import { banksRoutes } from './banks/banks.routes';
import { chargesRoutes } from './charges/charges.routes';
import { depositsRoutes } from './deposits/deposits.routes';
import { groupTicketsRoutes } from './group-tickets/group-tickets.routes';
import { ledgerRoutes } from './ledger/ledger.routes';
import { marginsRoutes } from './margins/margins.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { reportsRoutes } from './reports/reports.routes';
import { referenceRoutes } from './reference/reference.routes';
import { staffRoutes } from './staff/staff.routes';
import { statementsRoutes } from './statements/statements.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';
import { integrationKeysRoutes } from './integration-keys/integration-keys.routes';
import { flightSuppliersRoutes } from './flight-suppliers/flight-suppliers.routes';
import { exchangeRatesRoutes } from './exchange-rates/exchange-rates.routes';
import { travellersRoutes } from './travellers/travellers.routes';
import { insuranceModule } from './insurance/insurance.module';
import { imagesRoutes } from './images/images.routes';
import { headerImagesRoutes } from './header-images/header-images.routes';
import { promoBannersRoutes } from './promo-banners/promo-banners.routes';
import { travelPackagesRoutes } from './travel-packages/travel-packages.routes';
import { enquiriesRoutes } from './enquiries/enquiries.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { groupTravelRoutes } from './group-travel/group-travel.routes';
import { listedItemsRoutes } from './listed-items/listed-items.routes';
import { visasRoutes } from './visas/visas.routes';
import { visaDocumentsRoutes } from './product-bookings/visa-documents.routes';

/** Every API module, registered under /api in this order. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  devMailRoutes,
  usersRoutes,
  staffRoutes,
  agentsRoutes,
  agentProfileRoutes,
  referenceRoutes,
  airRoutes,
  activityLogRoutes,
  ledgerRoutes,
  banksRoutes,
  uploadsRoutes,
  depositsRoutes,
  notificationsRoutes,
  reportsRoutes,
  chargesRoutes,
  marginsRoutes,
  statementsRoutes,
  integrationKeysRoutes,
  flightSuppliersRoutes,
  exchangeRatesRoutes,
  flightsModule,
  visaDocumentsRoutes,
  flightQuoteRoutes,
  groupTicketsRoutes,
  travellersRoutes,
  insuranceModule,
  imagesRoutes,
  headerImagesRoutes,
  promoBannersRoutes,
  travelPackagesRoutes,
  enquiriesRoutes,
  newsletterRoutes,
  groupTravelRoutes,
  listedItemsRoutes,
  visasRoutes,
];
