import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: /api/openapi.json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Safar API', version: '1.0.0', description: 'Travel sales platform API. Envelope and rules: DESIGN.md §2.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The docs UI's own routes are public pages; declare that for them like every other route.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public', ownership: 'none' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  });
  app.get('/api/openapi.json', { config: { access: 'public', ownership: 'none' }, schema: { hide: true } }, async () => app.swagger());
}
