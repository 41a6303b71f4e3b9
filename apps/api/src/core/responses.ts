import { zListOf, ZPagination, type TErrorCode } from '@safar/contracts';
import { Readable } from 'node:stream';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { idempotencyOf } from './idempotency';

/*
 * The answers' schemas, shared by every route: the success envelope around a route's data, and
 * the error envelope for each status the API answers with. Routes declare their success body and
 * the errors particular to them; `addImpliedErrors` adds the ones that follow from how a route is
 * declared (its access entry, its validated input), so no route can forget them.
 */

const ZSuccessMessage = z.strictObject({
  status: z.literal('success'),
  description: z.string(),
  details: z.null(),
  /** The message's key in the locale files. */
  key: z.string(),
});

/** The success envelope around a route's data. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.strictObject({ success: z.literal(true), data, message: ZSuccessMessage }).describe('Success');

/** The success envelope around one page of a list (its items under `key`, `items` by default). */
export const listEnvelope = <T extends z.ZodType>(item: T, key = 'items') =>
  envelope(key === 'items' ? zListOf(item) : z.strictObject({ [key]: z.array(item), pagination: ZPagination }));

/** The error codes each status carries, and what the status means. */
const FAILURES = {
  400: {
    description:
      'Malformed JSON body, a body nested too deeply, a body that is not what its Content-Encoding says, or a money route called without its Idempotency-Key',
    codes: ['malformed_json', 'body_too_deep', 'undecodable_body', 'idempotency_key_required'],
  },
  401: { description: 'Not signed in, or the token is invalid or expired', codes: ['unauthenticated'] },
  403: { description: 'Signed in, but not allowed', codes: ['forbidden', 'email_not_verified'] },
  404: { description: 'Not found', codes: ['not_found'] },
  409: { description: 'Conflicts with the current state', codes: ['conflict', 'idempotency_in_progress'] },
  410: { description: 'The offer is no longer available (expired or withdrawn by the supplier)', codes: ['offer_expired'] },
  413: { description: 'Body or file too large', codes: ['payload_too_large'] },
  415: { description: 'Unsupported content type or content encoding', codes: ['unsupported_media_type'] },
  422: {
    description: 'Validation failed or the request cannot be processed (field errors in `errors`)',
    codes: [
      'validation_failed',
      'invalid_credentials',
      'invalid_code',
      'code_expired',
      'invalid_token',
      'account_disabled',
      'idempotency_key_reused',
      'insufficient_balance',
      'sum_out_of_range',
    ],
  },
  429: { description: 'Too many requests (see the Retry-After header)', codes: ['rate_limited', 'too_many_attempts'] },
  500: { description: 'Unexpected server error', codes: ['internal_error'] },
  503: { description: 'Service unavailable', codes: ['internal_error'] },
} as const satisfies Record<number, { description: string; codes: readonly [TErrorCode, ...TErrorCode[]] }>;

export type TFailureStatus = keyof typeof FAILURES;

/**
 * The error envelope with the codes one status carries. Made once per status and shared by every
 * route that answers it (schemas are immutable): made per route, they cost about 0.2 s per start.
 */
export function failureFor(status: TFailureStatus) {
  return (failureSchemas[status] ??= failureSchema(status));
}

const failureSchemas: { [S in TFailureStatus]?: ReturnType<typeof failureSchema> } = {};

function failureSchema(status: TFailureStatus) {
  const { description, codes } = FAILURES[status];
  return z
    .strictObject({
      success: z.literal(false),
      data: z.null(),
      message: z.strictObject({
        status: z.literal('error'),
        code: z.enum(codes),
        description: z.string(),
        /** Facts a client acts on, when the failure has them (a booking's state, a new price); else null. */
        details: z.record(z.string(), z.unknown()).nullable(),
      }),
      /** Field errors: the field's name and its translated messages. */
      errors: z.record(z.string(), z.array(z.string())).optional(),
    })
    .describe(description);
}

type TFailures<S extends TFailureStatus> = { [K in S]: ReturnType<typeof failureFor> };

/** The error answers of the given statuses, to spread into `schema.response`. */
export function errors<const S extends TFailureStatus>(...statuses: S[]): TFailures<S> {
  return Object.fromEntries(statuses.map((status) => [status, failureFor(status)])) as TFailures<S>;
}

/** A file's bytes, for a file answer's content types (documented, never serialised: files are sent as they are). */
export const zFile = z
  .custom<string | Buffer | Readable>((v) => typeof v === 'string' || Buffer.isBuffer(v) || v instanceof Readable)
  .meta({ type: 'string', format: 'binary' });

/** A file answer in one of the given content types. */
export function fileResponse<const T extends string>(description: string, contentTypes: readonly T[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: zFile }])) as Record<T, { schema: typeof zFile }>,
  };
}

/**
 * The errors every /api route may answer because of how it is declared: 401 and 403 when its
 * access entry is not public (checked before the handler runs), 422 when it validates input, 400,
 * 413 and 415 when it reads a JSON body, 409 and 422 when it takes an Idempotency-Key (in progress,
 * reused), 429 for the per-client limit on /api, 500 for the unexpected. Added as an onRoute hook
 * before the modules register.
 */
export function addImpliedErrors(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || !route.config?.access) return;
  const schema = (route.schema ??= {});
  if (schema.hide) return;
  const implied: TFailureStatus[] = [429, 500];
  if (route.config.access !== 'public') implied.push(401, 403);
  if (schema.body || schema.querystring || schema.params) implied.push(422);
  if (schema.body) implied.push(400, 413, 415);
  // A key is honoured for a signed-in caller only: then it may be in progress (409) or reused (422).
  const signedIn = route.config.access !== 'public' || route.config.optionalUser;
  if (idempotencyOf(route) && signedIn) implied.push(409, 422);
  const response = (schema.response ??= {}) as Record<number, unknown>;
  for (const status of implied) response[status] ??= failureFor(status);
}
