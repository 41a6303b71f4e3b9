import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * How deeply a JSON body's arrays and objects may nest. The deepest body any route takes is a
 * handful of levels (a group ticket's legs, a margin list); 64 leaves ample room for that while
 * staying far below the depth at which code that walks a parsed body recursively runs out of
 * stack: 2,000 nested arrays, well inside the 1 MiB body limit, overflowed the NUL guard's walk
 * (core/nul-characters.ts) and answered 500. Bounding the body once, where it is parsed, keeps
 * every such walker safe, present and future.
 */
export const MAX_JSON_NESTING = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the JSON text opens more than `max` arrays or objects inside one another. Read from
 * the text in one pass without building anything (brackets inside strings do not count), so a
 * body that is too deep is refused before it is parsed.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with the same parser (secure-json-parse, with the app's
 * prototype-poisoning settings, and the same errors for an empty or malformed body) behind a
 * bound on nesting: a body nested deeper than MAX_JSON_NESTING is 400 `body_too_deep` for every
 * route, whatever its schema, before anything walks it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.decorateRequest('rawBody', null);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // A route whose sender signs the body (a supplier's webhook) checks the bytes as they came.
    if (req.routeOptions.config.rawBody) req.rawBody = body as string;
    if (nestsDeeperThan(body as string, MAX_JSON_NESTING)) {
      done(new AppError('body_too_deep', { params: { max: MAX_JSON_NESTING } }), undefined);
      return;
    }
    parse(req, body as string, done);
  });
}
