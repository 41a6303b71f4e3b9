import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { idempotencyOf } from '@/core/idempotency';
import { addImpliedErrors } from '@/core/responses';

const description = [
  'The API of Safar, a travel-sales platform: storefront, agents portal and back offices.',
  '',
  'Every JSON answer is an envelope: `{ success, data, message: { status, description, details, key | code } }`.',
  'Failures carry `success: false`, `data: null`, a stable `message.code` and, for validation errors, `errors: { field: [messages] }`.',
  "Messages are in the caller's language (`X-Locale` or `Accept-Language`: `en`, `ar`).",
  'Amounts are integers in minor units (`amount_minor`) beside an ISO 4217 `currency`; money-moving calls require an `Idempotency-Key` header,',
  'and every other call that creates something honours one when it is sent.',
].join('\n');

/** One line per tag the routes use, in the order the docs list them. */
const tags = [
  { name: 'system', description: 'Liveness and readiness' },
  { name: 'auth', description: 'Sign-in in two steps, registration, email verification, password recovery, session' },
  { name: 'dev', description: 'Mails captured in development (absent in production)' },
  { name: 'users', description: 'People: lists, creation, edits, approval and status' },
  { name: 'staff', description: 'Back-office staff accounts' },
  { name: 'agents', description: "Agents' agency details" },
  { name: 'reference', description: 'Countries and cities' },
  { name: 'activity log', description: 'Who changed what, when' },
  { name: 'ledger', description: 'Double-entry ledger: transactions, manual adjustments, reversals, wallet balances' },
  { name: 'banks', description: "The platform's bank accounts that agents deposit into" },
  { name: 'uploads', description: 'Uploaded files (receipts): upload, list, download, delete' },
  { name: 'deposits', description: 'Deposits and top-up requests, and their review' },
  { name: 'notifications', description: "The signed-in user's notifications" },
  { name: 'reports', description: 'Finance dashboard figures and profit and loss' },
  { name: 'charges', description: 'Other charges applied to agencies, and their reversal' },
  { name: 'margins', description: 'Agent and customer margins by product' },
  { name: 'statements', description: "An agency's statement as JSON, CSV or PDF" },
];

/** `POST /api/transactions/adjustments/:id/approve` → `postTransactionsAdjustmentsIdApprove`: unique as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** How the `Idempotency-Key` header behaves once sent (its handling is in core/idempotency.ts). */
const IDEMPOTENCY_RULES =
  'kept 24 h per user and route. A replay gets the first answer back ' +
  '(`Idempotent-Replayed: true`), the same key with another body is 422 `idempotency_key_reused`, and 409 while the first runs.';

const keyHeader = (rule: string) => ({ type: 'string', minLength: 1, maxLength: 200, description: `${rule} ${IDEMPOTENCY_RULES}` });
/** The header of a money-moving route (required) and of a creating route (optional). */
const IDEMPOTENCY_HEADER = {
  required: keyHeader('Required: one key per user action (a UUID is fine); without it, 400 `idempotency_key_required`. The key is'),
  optional: keyHeader(
    'Optional: one key per user action (a UUID is fine), so that a retry creates nothing twice; ignored for a caller who is not signed in. The key is',
  ),
};

/**
 * The zod transform, plus an operationId for every operation that does not name its own, and the
 * `Idempotency-Key` header on the routes that require or honour it (documented only: the header is
 * read by the idempotency hooks, not validated as a schema).
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  let schema = transformed.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return transformed;
  const idempotency = idempotencyOf(document.route);
  if (idempotency) {
    const headers = (schema.headers as { type: 'object'; properties?: Record<string, unknown>; required?: string[] } | undefined) ?? {
      type: 'object',
    };
    const properties = { ...headers.properties, 'idempotency-key': IDEMPOTENCY_HEADER[idempotency] };
    const required = idempotency === 'required' ? [...(headers.required ?? []), 'idempotency-key'] : headers.required;
    schema = { ...schema, headers: { ...headers, properties, ...(required ? { required } : {}) } };
  }
  if (schema.operationId) return { ...transformed, schema };
  const method = Array.isArray(document.route.method) ? document.route.method[0]! : document.route.method;
  return { ...transformed, schema: { ...schema, operationId: operationIdOf(method, document.url) } };
};

/** OpenAPI generated from the routes' zod schemas: /api/openapi.json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Registered before the modules, so it sees every /api route as it is declared.
  app.addHook('onRoute', addImpliedErrors);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Safar API',
        version: '1.0.0',
        description,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: app.config.appUrl, description: 'This deployment' }],
      tags,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform,
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
