import { zIdParams, zIdQuery, type TAccessEntry, type TListQuery } from '@safar/contracts';
import type { DbOrTx, Tx } from '@safar/db';
import { and, asc, eq, ilike, or, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from './access-hooks';
import { recordActivity } from './activity';
import { conflict, notFound } from './app-error';
import { authenticateToken, bearerToken } from './authenticate';
import { orderFor, type TSortKey } from './crud-list';
import { isForeignKeyViolation, uniqueFieldsOf, uniqueViolation, type TUniqueField } from './crud-unique';
import { ok } from './envelope';
import { paginate } from './paging';
import { envelope, errors, listEnvelope } from './responses';
import { containsPattern } from './like';
import type { AuthUser } from './types';

/** A table the factory can serve: a uuid `id` primary key and a `createdAt` column to order by. */
export type TCrudTable = PgTable & { id: PgColumn; createdAt: PgColumn };
type Row<T extends TCrudTable> = InferSelectModel<T>;
/** An insert's values: plain values, or SQL (e.g. a subquery) where a column needs one. */
type Insert<T extends TCrudTable> = PgInsertValue<T>;

/** What every hook gets: the transaction of the write, the request and its signed-in user. */
interface HookContext {
  tx: Tx;
  req: FastifyRequest;
  user: AuthUser;
}

/** What presenting a row may use besides the row: who reads it, and what `loadRelated` loaded for its page. */
export interface PresentContext<TRelated> {
  /** Null for a visitor reading a public catalogue. */
  user: AuthUser | null;
  related: TRelated;
}

/**
 * Hooks run inside the write's transaction; throwing (an AppError such as `conflict()` for a 409
 * or `fieldError()` for a 422) refuses the write and rolls everything back. `current` is the row
 * as it was, locked FOR UPDATE until the transaction ends.
 */
export interface CrudHooks<T extends TCrudTable, TCreate, TUpdate> {
  beforeCreate?: (ctx: HookContext & { input: TCreate }) => Promise<void>;
  beforeUpdate?: (ctx: HookContext & { input: TUpdate; current: Row<T> }) => Promise<void>;
  beforeDelete?: (ctx: HookContext & { current: Row<T> }) => Promise<void>;
  /** After the row is written, e.g. to write related rows in the same transaction. */
  afterCreate?: (ctx: HookContext & { input: TCreate; row: Row<T> }) => Promise<void>;
  afterUpdate?: (ctx: HookContext & { input: TUpdate; before: Row<T>; row: Row<T> }) => Promise<void>;
  afterDelete?: (ctx: HookContext & { row: Row<T> }) => Promise<void>;
}

export interface CrudResource<T extends TCrudTable, TCreate, TUpdate, TQuery extends TListQuery, TView, TRelated = undefined> {
  /** Path under /api, e.g. '/banks'. */
  path: string;
  table: T;
  /** `subject_type` in the activity log and the key of the item in responses, e.g. 'bank'. */
  subject: string;
  tags: string[];
  access: {
    read: TAccessEntry;
    write: TAccessEntry;
    /** Name of the read scope's policy (see `readScope`), or 'none'. */
    readOwnership: string;
    /** Name of the write scope's policy (see `writeScope`); 'none' when writers may change every readable row. */
    writeOwnership?: string;
  };
  schemas: { create: z.ZodType<TCreate>; update: z.ZodType<TUpdate>; listQuery: z.ZodType<TQuery>; view: z.ZodType<TView> };
  /** Columns matched (contains, case-insensitive) by `?search=`. */
  searchColumns: PgColumn[];
  /**
   * A search of its own instead of `searchColumns` (e.g. an autocomplete by prefix): the rows the
   * term matches, and their order when the query names no `sort` (best match first).
   */
  search?: (term: string) => { where: SQL | undefined; orderBy: SQL[] };
  /** What each `?sort=` value of the list query orders by; the list query's schema whitelists the names. */
  sortable?: Record<NonNullable<TQuery['sort']>, TSortKey>;
  /** What the list follows when the query names no sort (and no `search` ranks it); newest first without it. */
  defaultOrder?: TSortKey;
  /** Extra list filters from the query and who asks (search, sort and paging are handled here). */
  filters?: (query: TQuery, user: AuthUser | null) => (SQL | undefined)[];
  /** Rows a reader may see at all (list, detail, and the rows a writer may reach). */
  readScope?: (user: AuthUser) => SQL | undefined;
  /**
   * With a `public` read entry: the rows a caller without a valid token sees. A caller who sends
   * a valid token is read with `readScope` (so staff can see what visitors cannot).
   */
  visitorScope?: () => SQL | undefined;
  /** Rows a writer may change or delete, on top of the read scope (e.g. an agency's own rows). */
  writeScope?: (user: AuthUser) => SQL | undefined;
  /**
   * Unique constraints (or unique indexes) by name → the field a duplicate is reported on. The
   * table's own are found without this (on their last column); declare one to name another
   * field or give a more precise message.
   */
  unique?: Record<string, TUniqueField>;
  /** The row to insert; `ctx` (the write's transaction) for values that need a lookup, which may refuse with an AppError. */
  toInsert: (input: TCreate, user: AuthUser, ctx: HookContext) => Insert<T> | Promise<Insert<T>>;
  /**
   * The columns an update sets; `user` is the writer; `ctx` (the write's transaction, and
   * `current`, the row as it was, locked until the transaction ends) for values that need a lookup.
   */
  toUpdate: (
    input: TUpdate,
    user: AuthUser,
    ctx: HookContext & { current: Row<T> },
  ) => PgUpdateSetSource<T> | Promise<PgUpdateSetSource<T>>;
  /** Row → view; `ctx` gives the reader (a view per role) and the related rows `loadRelated` loaded. */
  present: (row: Row<T>, ctx: PresentContext<TRelated>) => TView;
  /**
   * Loads what presenting needs beyond the rows themselves (the names of rows they refer to),
   * once for a whole page or write rather than once per row.
   */
  loadRelated?: (db: DbOrTx, rows: Row<T>[]) => Promise<TRelated>;
  /** The key of the list's items in its answer: `items` unless the API's clients know the list by another name. */
  listKey?: string;
  /** The verb of the update (`?id=`): PUT unless the API's clients update this catalogue with PATCH. */
  updateMethod?: 'PUT' | 'PATCH';
  actions: { created: string; updated: string; deleted: string };
  /**
   * `inUse`: the 409 message of a delete that another table's foreign key refuses (a row something
   * still refers to), whichever table that is; without it such a delete is a 500.
   */
  messages: { saved: string; deleted: string; inUse?: string };
  hooks?: CrudHooks<T, TCreate, TUpdate>;
}

/** Types a resource definition kept apart from its registration (so tests can register it again). */
export const defineCrudResource = <T extends TCrudTable, TCreate, TUpdate, TQuery extends TListQuery, TView, TRelated = undefined>(
  r: CrudResource<T, TCreate, TUpdate, TQuery, TView, TRelated>,
) => r;

/**
 * Registers the plain CRUD routes of a catalogue: GET list (paged, searchable, sortable), GET one
 * (`/path/:id`), POST create, PUT (or PATCH) update (`?id=`), DELETE (`?id=`). Every write runs in one
 * transaction with its hooks and its activity-log entry; access is declared on every route; a
 * row outside the reader's or writer's scope answers 404, as if it did not exist.
 */
export function registerCrudRoutes<T extends TCrudTable, TCreate, TUpdate, TQuery extends TListQuery, TView, TRelated = undefined>(
  base: FastifyInstance,
  r: CrudResource<T, TCreate, TUpdate, TQuery, TView, TRelated>,
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const { table, tags } = r;
  const writeOwnership = [r.access.readOwnership, r.access.writeOwnership ?? 'none'].filter((o) => o !== 'none').join('+') || 'none';
  const read = { access: r.access.read, ownership: r.access.readOwnership };
  const write = { access: r.access.write, ownership: writeOwnership };
  const uniqueFields = { ...uniqueFieldsOf(table), ...r.unique };
  const item = envelope(z.strictObject({ [r.subject]: r.schemas.view }));
  const listKey = r.listKey ?? 'items';
  const plural = r.path.replace(/^\//, '');
  const readable = (user: AuthUser | null, ...more: (SQL | undefined)[]) => and(user ? r.readScope?.(user) : r.visitorScope?.(), ...more);
  /**
   * Who reads: a public catalogue's access hook authenticates nobody, so the token (if any) is
   * checked here; a missing or stale one reads as a visitor rather than failing the public list.
   */
  const readerOf = async (req: FastifyRequest): Promise<AuthUser | null> => {
    if (r.access.read !== 'public') return requireUser(req);
    const token = bearerToken(req.headers.authorization);
    if (token && !req.user) req.user = await authenticateToken(db, token);
    return req.user;
  };
  const writable = (user: AuthUser, id: string) => and(r.readScope?.(user), r.writeScope?.(user), eq(table.id, id));

  /** Reads one row, locked for the rest of the transaction when written. */
  const findRow = async (tx: DbOrTx, where: SQL | undefined, lock: boolean): Promise<Row<T>> => {
    const query = tx
      .select()
      .from(table as PgTable)
      .where(where)
      .limit(1);
    const [row] = (lock ? await query.for('update') : await query) as Row<T>[];
    if (!row) throw notFound();
    return row;
  };

  /** Views of rows for one reader, with their related rows loaded once. */
  const presentAll = async (tx: DbOrTx, user: AuthUser | null, rows: Row<T>[]): Promise<TView[]> => {
    const related = (r.loadRelated ? await r.loadRelated(tx, rows) : undefined) as TRelated;
    return rows.map((row) => r.present(row, { user, related }));
  };
  const presentOne = async (tx: DbOrTx, user: AuthUser | null, row: Row<T>) => (await presentAll(tx, user, [row]))[0]!;

  /** Runs a write; a duplicate on a known unique constraint becomes a 422 on its field. */
  const inTransaction = async <R>(work: (tx: Tx) => Promise<R>): Promise<R> => {
    try {
      return await db.transaction(work);
    } catch (err) {
      throw uniqueViolation(err, uniqueFields) ?? err;
    }
  };

  app.get(
    r.path,
    {
      config: read,
      schema: {
        tags,
        querystring: r.schemas.listQuery,
        summary: `List ${plural}`,
        response: { 200: listEnvelope(r.schemas.view, listKey) },
      },
    },
    async (req) => {
      const q = req.query as TQuery;
      const user = await readerOf(req);
      const own = q.search && r.search ? r.search(q.search) : null;
      const pattern = q.search && !own ? containsPattern(q.search) : null;
      const where = readable(
        user,
        own ? own.where : pattern ? or(...r.searchColumns.map((c) => ilike(c, pattern))) : undefined,
        ...(r.filters?.(q, user) ?? []),
      );
      const sortable: Record<string, TSortKey> = r.sortable ?? {};
      const rows = db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(
          ...(own && !q.sort
            ? [...own.orderBy, asc(table.id)]
            : !q.sort && r.defaultOrder
              ? [asc(r.defaultOrder), asc(table.id)]
              : orderFor(q, sortable, table)),
        );
      const page = await paginate(db, {
        rows,
        count: { from: table, where },
        page: q.page,
        perPage: q.per_page,
        present: (found) => presentAll(db, user, found as Row<T>[]),
      });
      if (listKey === 'items') return ok(req, page);
      const { items, ...rest } = page;
      return ok(req, { [listKey]: items, ...rest });
    },
  );

  app.get(
    `${r.path}/:id`,
    { config: read, schema: { tags, summary: `One ${r.subject} by id`, params: zIdParams, response: { 200: item, ...errors(404) } } },
    async (req) => {
      const user = await readerOf(req);
      const row = await findRow(db, readable(user, eq(table.id, req.params.id)), false);
      return ok(req, { [r.subject]: await presentOne(db, user, row) });
    },
  );

  // Every catalogue's create honours an Idempotency-Key: a retried POST creates one row.
  app.post(
    r.path,
    {
      config: { ...write, idempotency: 'optional' },
      schema: { tags, summary: `Create a ${r.subject}`, body: r.schemas.create, response: { 200: item, ...errors(409) } },
    },
    async (req) => {
      const user = requireUser(req);
      const input = req.body as TCreate;
      const view = await inTransaction(async (tx) => {
        await r.hooks?.beforeCreate?.({ tx, req, user, input });
        const values = await r.toInsert(input, user, { tx, req, user });
        const [row] = (await tx.insert(table).values(values).returning()) as Row<T>[];
        await r.hooks?.afterCreate?.({ tx, req, user, input, row: row! });
        const presented = await presentOne(tx, user, row!);
        await recordActivity(tx, req, { action: r.actions.created, subjectType: r.subject, subjectId: String(row!.id), after: presented });
        return presented;
      });
      return ok(req, { [r.subject]: view }, r.messages.saved);
    },
  );

  app[r.updateMethod === 'PATCH' ? 'patch' : 'put'](
    r.path,
    {
      config: write,
      schema: {
        tags,
        summary: `Update a ${r.subject}`,
        querystring: zIdQuery,
        body: r.schemas.update,
        response: { 200: item, ...errors(404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const id = req.query.id;
      const input = req.body as TUpdate;
      const view = await inTransaction(async (tx) => {
        const current = await findRow(tx, writable(user, id), true);
        await r.hooks?.beforeUpdate?.({ tx, req, user, input, current });
        const changes = await r.toUpdate(input, user, { tx, req, user, current });
        const [row] = (await tx.update(table).set(changes).where(eq(table.id, id)).returning()) as Row<T>[];
        await r.hooks?.afterUpdate?.({ tx, req, user, input, before: current, row: row! });
        const [before, after] = (await presentAll(tx, user, [current, row!])) as [TView, TView];
        await recordActivity(tx, req, {
          action: r.actions.updated,
          subjectType: r.subject,
          subjectId: id,
          before,
          after,
        });
        return after;
      });
      return ok(req, { [r.subject]: view }, r.messages.saved);
    },
  );

  app.delete(
    r.path,
    {
      config: write,
      schema: {
        tags,
        summary: `Delete a ${r.subject}`,
        querystring: zIdQuery,
        response: { 200: envelope(z.strictObject({ id: z.uuid() })), ...errors(404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const id = req.query.id;
      const { inUse } = r.messages;
      await inTransaction(async (tx) => {
        const current = await findRow(tx, writable(user, id), true);
        await r.hooks?.beforeDelete?.({ tx, req, user, current });
        await tx.delete(table).where(eq(table.id, id));
        await r.hooks?.afterDelete?.({ tx, req, user, row: current });
        const before = await presentOne(tx, user, current);
        await recordActivity(tx, req, { action: r.actions.deleted, subjectType: r.subject, subjectId: id, before });
      }).catch((err: unknown) => {
        throw inUse && isForeignKeyViolation(err) ? conflict(inUse) : err;
      });
      return ok(req, { id }, r.messages.deleted);
    },
  );
}
