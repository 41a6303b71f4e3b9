import type { FastifyInstance } from 'fastify';
import { insurancePlansRoutes } from './insurance-plans.routes';
import { insuranceQuotesRoutes } from './insurance-quotes.routes';
import { purgeLapsedQuotesJob } from './purge-lapsed-quotes';

/** Travel insurance: the plans admin keeps, and the quotes anyone asks for (lapsed ones cleared daily). */
export async function insuranceModule(app: FastifyInstance) {
  await insurancePlansRoutes(app);
  await insuranceQuotesRoutes(app);
  app.jobs.define(purgeLapsedQuotesJob(app));
}
