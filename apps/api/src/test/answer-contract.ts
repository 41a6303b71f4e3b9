import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { zFile } from '@/core/responses';

/** Paths (a.b[].c) of the objects in a schema that would let a field the contract does not name through. */
export function looseObjects(schema: z.ZodType, path = '$'): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (key: string, at = path) => looseObjects(def[key] as z.ZodType, at);
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall as { _zod: { def: { type: string } } } | undefined;
      const own = catchall?._zod.def.type === 'never' ? [] : [path];
      const shape = def.shape as Record<string, z.ZodType>;
      return own.concat(Object.entries(shape).flatMap(([k, v]) => looseObjects(v, `${path}.${k}`)));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'array':
      return inner('element', `${path}[]`);
    case 'record':
      return inner('valueType', `${path}{}`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => looseObjects(o, path));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    default:
      return [];
  }
}

type TResponseSchemas = Record<string, z.ZodType | { content: Record<string, { schema: z.ZodType }> }>;

/**
 * Checks every answer of the app's /api routes against the schema its route documents for that
 * status. The answer is checked as sent (after serialisation), and the schemas' objects are
 * strict, so a field the contract does not name fails serialisation (reported here from the
 * error hook) and a missing or mistyped one fails the check. Routes added by a test (after this
 * is installed) are not part of the contract and are not checked.
 *
 * `take()` hands over (and forgets) the mismatches seen so far; `TestApp.request` throws with
 * them, and `close()` with any left by calls made without it.
 */
export function checkAnswers(app: FastifyInstance) {
  const appRoutes = new Set(app.routeAccess.map((r) => `${r.method} ${r.url}`));
  let problems: string[] = [];
  const strictChecked = new Set<z.ZodType>();
  const routeKey = (req: FastifyRequest) => `${req.method === 'HEAD' ? 'GET' : req.method} ${req.routeOptions.url ?? ''}`;

  app.addHook('onError', async (req, _reply, error) => {
    if (isResponseSerializationError(error)) problems.push(`${routeKey(req)}: answer does not match its schema: ${String(error.cause)}`);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const key = routeKey(req);
    if (!req.url.startsWith('/api/') || !appRoutes.has(key)) return payload;
    const schemas = req.routeOptions.schema as { hide?: boolean; response?: TResponseSchemas } | undefined;
    if (schemas?.hide) return payload;
    const status = reply.statusCode;
    const declared = schemas?.response?.[status] ?? schemas?.response?.[`${String(status)[0]}XX`];
    if (!declared) {
      problems.push(`${key}: answered ${status}, which it does not document`);
      return payload;
    }
    const contentType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    let schema: z.ZodType;
    if ('content' in declared) {
      const entry = declared.content[contentType];
      if (!entry) {
        problems.push(`${key}: answered ${status} as ${contentType}, which it does not document`);
        return payload;
      }
      if (entry.schema === zFile) return payload; // a file's bytes: its content type is the contract
      schema = entry.schema;
    } else {
      schema = declared;
    }
    if (!strictChecked.has(schema)) {
      strictChecked.add(schema);
      const loose = looseObjects(schema);
      if (loose.length)
        problems.push(`${key}: the ${status} schema lets unnamed fields through at ${loose.join(', ')} (use z.strictObject)`);
    }
    if (status === 204 && (payload === '' || payload === undefined || payload === null)) return payload;
    // A documented redirect's contract is where it sends the browser.
    if (status >= 300 && status < 400) {
      if (!reply.getHeader('location')) problems.push(`${key}: answered ${status} without a Location`);
      return payload;
    }
    if (typeof payload !== 'string' || contentType !== 'application/json') {
      problems.push(`${key}: answered ${status} with ${contentType || 'no content type'}, not the documented JSON`);
      return payload;
    }
    const result = schema.safeParse(JSON.parse(payload));
    if (!result.success) problems.push(`${key}: ${status} answer does not match its schema: ${JSON.stringify(result.error.issues)}`);
    return payload;
  });

  return {
    take(): string[] {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}
