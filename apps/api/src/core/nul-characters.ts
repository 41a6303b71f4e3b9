import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const NUL = '\u0000';

/**
 * An object of named fields: a parsed JSON body or query string (the query parser's objects
 * have no Object prototype), not bytes, a stream or a date.
 */
function isFields(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  return !ArrayBuffer.isView(value) && !(value instanceof Date) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** The dotted paths (as validation errors name fields) of the strings in `value` that hold a NUL character. */
export function pathsWithNul(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => pathsWithNul(item, [...path, String(i)], found));
  } else if (isFields(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, key.replaceAll(NUL, '\uFFFD')];
      if (key.includes(NUL)) found.push(at.join('.'));
      pathsWithNul(item, at, found);
    }
  }
  return found;
}

/**
 * PostgreSQL cannot store a NUL character in text, so a NUL that reached a query would fail there
 * (a 500) instead of being refused. No field of any route has a use for one, so every validated
 * input (query, body, path parameters) is checked once here, before the route's own schema, and
 * answered like any other validation failure: 422 naming each field. Only the parts a route
 * declares are checked, so the 422 is always one the route documents.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const schema = req.routeOptions.schema;
    if (!schema) return;
    const fields = [
      ...(schema.querystring ? pathsWithNul(req.query) : []),
      ...(schema.params ? pathsWithNul(req.params) : []),
      ...(schema.body ? pathsWithNul(req.body) : []),
    ];
    if (!fields.length) return;
    throw new AppError('validation_failed', {
      errors: Object.fromEntries(fields.map((field) => [field, ['validation.control_characters']])),
    });
  });
}
