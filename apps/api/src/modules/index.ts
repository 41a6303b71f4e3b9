import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';

/** Every API module, registered under /api in this order. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [healthRoutes];
