import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * A query or body field a route does not know is refused with 422 naming it, instead of being
 * dropped without a word: a misspelt filter (`stauts=held`) would otherwise answer the unfiltered
 * list, and a misspelt body field would save the default. zod objects strip unknown keys unless told
 * otherwise, so every route's top-level query and body object is made strict here, once, rather
 * than in each schema, and a GET that declares no query at all takes none. Objects that already
 * say what to do with other keys (`z.looseObject`, `zFieldsOnly`, an explicit catchall) are left as
 * they are; headers and path parameters are not touched (clients and proxies add headers freely).
 * Bodies of routes without a body schema (uploads, a few bodiless POSTs) are not read at all.
 */

type TSchema = z.core.$ZodType;

function isStripping(schema: TSchema): schema is z.ZodObject {
  return schema instanceof z.ZodObject && schema._zod.def.catchall === undefined;
}

/** The same schema with its top-level object refusing unknown keys (through a pipe, e.g. a transform or preprocess). */
export function refuseUnknownFields(schema: TSchema): TSchema {
  if (isStripping(schema)) return schema.strict();
  if (schema instanceof z.ZodPipe) {
    const { in: input, out } = schema._zod.def;
    if (isStripping(input)) return schema.clone({ ...schema._zod.def, in: input.strict() });
    if (input instanceof z.ZodTransform && isStripping(out)) return schema.clone({ ...schema._zod.def, out: out.strict() });
  }
  return schema;
}

const strictParts = new Set(['body', 'querystring']);

/** Fastify's zod validator, with unknown query and body fields refused. */
export const knownFieldsValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) =>
  validatorCompiler(strictParts.has(route.httpPart ?? '') ? { ...route, schema: refuseUnknownFields(route.schema) } : route);

/** The validator, and an empty query for every /api GET that declares none (before routes are added). */
export function registerKnownFields(app: FastifyInstance): void {
  app.setValidatorCompiler(knownFieldsValidatorCompiler);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api') || !methods.includes('GET') || route.schema?.querystring) return;
    // The docs UI serves its own files under /api/docs; they are not part of the API.
    if (route.url.startsWith('/api/docs')) return;
    route.schema = { ...route.schema, querystring: z.strictObject({}) };
  });
}
