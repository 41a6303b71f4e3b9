import { createHash } from 'node:crypto';
import { idempotencyKeys, newId, type DbOrTx } from '@safar/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { AppError } from './app-error';
import { builtOnce, slot, UNNAMED } from './prepared';

/*
 * Idempotency-Key, in two modes that share everything below.
 *
 * Money: routes that move or request money spread `idempotent` into their options. The header is
 * required there (400 idempotency_key_required without it): a client that retries after a lost
 * answer must not move the money twice, and a client that never sends a key would get no such
 * protection at all.
 *
 * Creating: every other POST that creates something (a row, an account, an upload, a mail)
 * declares `config: { idempotency: 'optional' }`, and `registerIdempotentCreates` adds the hooks
 * to the route. The header is optional there: without it the call runs as it always did; with it,
 * a double click or a retry creates one thing. A config flag rather than a spread, so that it adds
 * to the route's own hooks (rate limits) instead of replacing them.
 *
 * - The key is scoped to the user and the route (method + path pattern) and kept 24 hours.
 * - The first request claims the key (a row `in_progress`, committed before the handler runs);
 *   its response, whatever the status below 500, is stored and a replay gets it back verbatim
 *   (with `Idempotent-Replayed: true`). A 5xx releases the key so the client can retry.
 * - The same key with another body (or query/params) → 422 idempotency_key_reused, whose
 *   `errors` name the `Idempotency-Key` field.
 * - While the first is still running → 409 idempotency_in_progress. A claim whose process died
 *   stays in progress until the 24 h expire: refusing is safer than running twice.
 *
 * Anonymous callers (registration): a key is ignored and nothing is stored. A stored answer is
 * only safe to replay to the client that caused it, and an anonymous caller has nothing that ties
 * a key to it alone: a key scoped to "nobody" that another visitor guessed or reused would replay
 * the first visitor's answer to them. A retry there duplicates nothing anyway: registering an
 * email that already has an account creates none (and answers the same, so as not to tell).
 */

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;

/** The claimed row of each request that carries a key (absent: no key, or a replay). */
const claims = new WeakMap<FastifyRequest, string>();
/** What stands for the body of a request whose body the framework does not parse (see `setIdempotencyBody`). */
const bodies = new WeakMap<object, unknown>();

/**
 * For a route whose body is read by its own code (a multipart upload): what the request is
 * compared by instead, e.g. the file's name, size and digest. Set it before the preHandler runs
 * (in a preValidation hook), or a key reused with another file would replay the first one.
 */
export function setIdempotencyBody(req: FastifyRequest, body: unknown): void {
  bodies.set(req, body);
}

/** JSON with object keys sorted at every depth, so the same body in another key order hashes the same. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function requestHash(req: Pick<FastifyRequest, 'body' | 'query' | 'params'>): string {
  const body = bodies.has(req) ? bodies.get(req) : req.body;
  return createHash('sha256')
    .update(stableStringify({ body: body ?? null, query: req.query ?? null, params: req.params ?? null }))
    .digest('hex');
}

/** Named on the header, so a client sees which part of its request to change (a new key). */
const keyReused = () => new AppError('idempotency_key_reused', { errors: { 'Idempotency-Key': ['validation.idempotency_key_reused'] } });

function assertKeyFormat(header: string | string[]): asserts header is string {
  if (typeof header !== 'string' || !KEY_FORMAT.test(header)) {
    throw new AppError('validation_failed', { errors: { 'Idempotency-Key': ['validation.idempotency_key'] } });
  }
}

const cutoff = () => new Date(Date.now() - IDEMPOTENCY_TTL_MS);

type TClaim = { claimed: string } | { claimed?: undefined; existing: typeof idempotencyKeys.$inferSelect | undefined };

// The claim and the answer run on every money-moving request: built once (see builtOnce).
const claimInsert = builtOnce((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      id: slot('id'),
      userId: slot('userId'),
      route: slot('route'),
      key: slot('key'),
      requestHash: slot('hash'),
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
    .prepare(UNNAMED),
);
const answerUpdate = builtOnce((db) =>
  db
    .update(idempotencyKeys)
    .set({
      status: 'done',
      responseStatus: slot('status'),
      // The answer as sent, stored as it is: no parse and stringify of it on the way.
      responseBody: sql`${sql.placeholder('body')}::jsonb`,
    })
    .where(eq(idempotencyKeys.id, sql.placeholder('id')))
    .prepare(UNNAMED),
);

async function claim(db: DbOrTx, userId: string, route: string, key: string, hash: string): Promise<TClaim> {
  const [inserted] = await claimInsert(db).execute({ id: newId(), userId, route, key, hash });
  if (inserted) return { claimed: inserted.id };
  const scope = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));
  // An expired record no longer binds the key: take it over (one winner if two race).
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ requestHash: hash, status: 'in_progress', responseStatus: null, responseBody: null, createdAt: sql`now()` })
    .where(and(scope, lt(idempotencyKeys.createdAt, cutoff())))
    .returning({ id: idempotencyKeys.id });
  if (taken) return { claimed: taken.id };
  const [existing] = await db.select().from(idempotencyKeys).where(scope).limit(1);
  return { existing };
}

/** The request's Idempotency-Key, for a service that keeps it on what it makes (a retry then finds that row). */
export const idempotencyKeyOf = (req: FastifyRequest): string | null => {
  const header = req.headers['idempotency-key'];
  return typeof header === 'string' ? header : null;
};

/** Before the body is validated: a call without a usable key is refused whatever its body says. */
const idempotencyKeyCheck: preValidationHookHandler = async function (req: FastifyRequest) {
  if (!req.user) return;
  const header = req.headers['idempotency-key'];
  if (header === undefined) throw new AppError('idempotency_key_required');
  assertKeyFormat(header);
};

/** Replays the stored answer of the key, refuses it (reused, in progress), or claims it for this request. */
async function replayOrClaim(req: FastifyRequest, reply: FastifyReply, userId: string, key: string) {
  const route = `${req.method} ${req.routeOptions.url ?? req.url}`;
  const hash = requestHash(req);
  const result = await claim(req.server.db, userId, route, key, hash);
  if (result.claimed !== undefined) {
    claims.set(req, result.claimed);
    return;
  }
  const existing = result.existing;
  // Deleted between the two statements (a 5xx released it): treat as still busy; a retry claims it.
  if (!existing || existing.status === 'in_progress') {
    if (existing && existing.requestHash !== hash) throw keyReused();
    throw new AppError('idempotency_in_progress');
  }
  if (existing.requestHash !== hash) throw keyReused();
  reply.header('idempotent-replayed', 'true');
  return reply
    .code(existing.responseStatus ?? 200)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(existing.responseBody));
}

const idempotencyPreHandler: preHandlerHookHandler = async function (req: FastifyRequest, reply: FastifyReply) {
  const header = req.headers['idempotency-key'];
  if (!req.user || typeof header !== 'string') return;
  return replayOrClaim(req, reply, req.user.id, header);
};

/** A creating route: only a signed-in caller's key is honoured (see the top of this file), and only when sent. */
const optionalKeyPreHandler: preHandlerHookHandler = async function (req: FastifyRequest, reply: FastifyReply) {
  const header = req.headers['idempotency-key'];
  if (!req.user || header === undefined) return;
  assertKeyFormat(header);
  return replayOrClaim(req, reply, req.user.id, header);
};

const idempotencyOnSend: onSendHookHandler = async function (req, reply, payload) {
  const id = claims.get(req);
  if (!id) return payload;
  claims.delete(req);
  const db = req.server.db;
  try {
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    } else {
      await answerUpdate(db).execute({ status: reply.statusCode, body: payload, id });
    }
  } catch (err) {
    // The response already happened; the key stays in progress (replays get 409, never a second run).
    req.log.error({ err }, 'could not store the idempotent response');
  }
  return payload;
};

/** Route options for a money-moving route: `app.post('/x', { ...idempotent, config, schema }, handler)`. */
export const idempotent = { preValidation: idempotencyKeyCheck, preHandler: idempotencyPreHandler, onSend: idempotencyOnSend };

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Gives every route declaring `config: { idempotency: 'optional' }` the creating mode's hooks.
 * The key is looked at after the route's own preHandlers (a rate limit refuses before a key is
 * claimed), and the answer is stored before any other onSend hook (compression) changes it.
 */
export function registerIdempotentCreates(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotency !== 'optional') return;
    route.preHandler = [...hooksOf(route.preHandler), optionalKeyPreHandler];
    route.onSend = [idempotencyOnSend, ...hooksOf(route.onSend)];
  });
}

/** Whether a route honours the header: required on a money route, optional on a creating one. */
export function idempotencyOf(route: { preHandler?: unknown; config?: unknown }): 'required' | 'optional' | null {
  if (hooksOf(route.preHandler).includes(idempotent.preHandler)) return 'required';
  return (route.config as { idempotency?: string } | undefined)?.idempotency === 'optional' ? 'optional' : null;
}

/** Deletes records older than 24 h (to be run by a periodic job; expired keys are also taken over on reuse). */
export async function purgeExpiredIdempotencyKeys(db: DbOrTx): Promise<number> {
  const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff())).returning({ id: idempotencyKeys.id });
  return rows.length;
}
