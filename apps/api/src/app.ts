import cors from '@fastify/cors';
import type { Database } from '@safar/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '@/config';
import { registerAccessHooks } from '@/core/access-hooks';
import { AppError } from '@/core/app-error';
import { registerNoStoreForUsers } from '@/core/cache-control';
import { registerKnownFields } from '@/core/known-fields';
import { registerClientIp, trustProxyOption } from '@/core/client-ip';
import { clientErrorHandler } from '@/core/client-errors';
import { registerCompression } from '@/core/compression';
import { registerErrorHandling } from '@/core/error-handler';
import { registerIdempotentCreates } from '@/core/idempotency';
import { housekeepingJobs } from '@/core/jobs/housekeeping-jobs';
import { JobQueue } from '@/core/jobs/job-queue';
import { registerJsonBodyParser } from '@/core/json-body-parser';
import { createMailer, type Mailer } from '@/core/mail/mailer';
import { registerJobWaking } from '@/core/mail/outbox';
import { sendMailJob } from '@/core/mail/send-mail-job';
import { registerNulCharacterGuard } from '@/core/nul-characters';
import { registerOpenApi } from '@/core/openapi';
import { registerRateLimit } from '@/core/rate-limit';
import { registerRequestDecoding } from '@/core/request-encoding';
import { serializeRequest } from '@/core/request-log';
import { registerSecurityHeaders } from '@/core/security-headers';
import { registerSpa } from '@/core/spa';
import { modules } from '@/modules/index';
import { publicSite } from '@/modules/public-site/public-site';
import type { FlightSupplierRegistry } from '@/modules/flights/flights.env';
import '@/core/types';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
  /** Flight suppliers to search instead of the configured ones (tests: fakes with known answers). */
  flightSuppliers?: FlightSupplierRegistry;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
}

export async function buildApp({ config, database, mailer, logStream, flightSuppliers }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Request lines carry the URL with tokens, codes and signatures redacted, and no headers.
      serializers: { req: serializeRequest },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  registerClientIp(app);
  registerKnownFields(app);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer ?? createMailer(config, database.db, app.log));
  app.decorate('flightSuppliersOverride', flightSuppliers ?? null);
  app.decorate(
    'jobs',
    new JobQueue(database, app.log, {
      timeZone: config.agencyTimezone,
      cronOverride: config.jobsCron,
      retryDelayOverride: config.jobsRetryDelaySeconds,
    }),
  );
  app.jobs.define(sendMailJob(app));
  for (const job of housekeepingJobs(app)) app.jobs.define(job);
  registerJobWaking(app);
  // Modules define their jobs while they register; the queue starts once all are known.
  app.addHook('onReady', () => app.jobs.start());
  app.addHook('onClose', () => app.jobs.stop());
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerAccessHooks(app);
  registerIdempotentCreates(app);
  registerNoStoreForUsers(app);
  registerRequestDecoding(app);
  registerJsonBodyParser(app);
  registerNulCharacterGuard(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins });
  await registerCompression(app);
  await registerRateLimit(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const register of modules) await api.register(register);
      api.setNotFoundHandler(() => {
        throw new AppError('not_found');
      });
    },
    { prefix: '/api' },
  );
  await registerSpa(app, publicSite(app));
  return app;
}
