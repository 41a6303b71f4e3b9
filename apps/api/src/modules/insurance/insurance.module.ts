import type { FastifyInstance } from 'fastify';
import { insurancePlansRoutes } from './insurance-plans.routes';
import { insuranceQuotesRoutes } from './insurance-quotes.routes';

/** Travel insurance: the plans admin keeps, and the quotes anyone asks for. */
export async function insuranceModule(app: FastifyInstance) {
  await insurancePlansRoutes(app);
  await insuranceQuotesRoutes(app);
}
