import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { Database } from '@safar/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '@/config';
import { registerAccessHooks } from '@/core/access-hooks';
import { AppError } from '@/core/app-error';
import { registerErrorHandling } from '@/core/error-handler';
import { createMailer, type Mailer } from '@/core/mailer';
import { registerOpenApi } from '@/core/openapi';
import { registerRateLimit } from '@/core/rate-limit';
import { registerSpa } from '@/core/spa';
import { NoticeMailQueue } from '@/modules/notifications/notify';
import { modules } from '@/modules/index';
import '@/core/types';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
}

export async function buildApp({ config, database, mailer }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer ?? createMailer(config, database.db, app.log));
  app.decorate('noticeMails', new NoticeMailQueue(app));
  app.addHook('onClose', () => app.noticeMails.idle());
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerAccessHooks(app);
  registerErrorHandling(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The API docs page (swagger-ui) uses inline styles; the SPA does not need them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins });
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
  await registerSpa(app);
  return app;
}
