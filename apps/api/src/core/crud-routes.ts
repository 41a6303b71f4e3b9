import { zIdParams, zIdQuery, type TAccessEntry, type TPageQuery } from '@safar/contracts';
import type { DbOrTx, Tx } from '@safar/db';
import { and, desc, eq, ilike, or, sql, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser } from './access-hooks';
import { recordActivity } from './activity';
import { notFound } from './app-error';
import { list, ok } from './envelope';
import { containsPattern } from './like';
import type { AuthUser } from './types';

/** A table the factory can serve: a uuid `id` primary key and a `createdAt` column to order by. */
export type TCrudTable = PgTable & { id: PgColumn; createdAt: PgColumn };
type Row<T extends TCrudTable> = InferSelectModel<T>;
type Insert<T extends TCrudTable> = InferInsertModel<T>;

export interface CrudResource<T extends TCrudTable, TCreate, TUpdate, TQuery extends TPageQuery, TView> {
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
  };
  schemas: { create: z.ZodType<TCreate>; update: z.ZodType<TUpdate>; listQuery: z.ZodType<TQuery> };
  /** Columns matched (contains, case-insensitive) by `?search=`. */
  searchColumns: PgColumn[];
  /** Extra list filters from the query (search and paging are handled here). */
  filters?: (query: TQuery) => (SQL | undefined)[];
  /** Rows a reader may see at all (list and detail), e.g. only active banks for agents. */
  readScope?: (user: AuthUser) => SQL | undefined;
  toInsert: (input: TCreate, user: AuthUser) => Insert<T>;
  toUpdate: (input: TUpdate) => PgUpdateSetSource<T>;
  present: (row: Row<T>) => TView;
  actions: { created: string; updated: string; deleted: string };
  messages: { saved: string; deleted: string };
  hooks?: {
    /** Runs in the delete's transaction with the row locked; throw (e.g. conflict → 409) to refuse. */
    beforeDelete?: (tx: Tx, row: Row<T>, req: FastifyRequest) => Promise<void>;
  };
}

/**
 * Registers the plain CRUD routes of a catalogue (DESIGN.md §8): GET list (paged, searchable),
 * GET one (`/path/:id`), POST create, PUT update (`?id=`), DELETE (`?id=`). Every write runs in
 * one transaction with its activity-log entry; access is declared on every route.
 */
export function registerCrudRoutes<T extends TCrudTable, TCreate, TUpdate, TQuery extends TPageQuery, TView>(
  base: FastifyInstance,
  r: CrudResource<T, TCreate, TUpdate, TQuery, TView>,
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const { table, tags } = r;
  const read = { access: r.access.read, ownership: r.access.readOwnership };
  const write = { access: r.access.write, ownership: 'none' };
  const scoped = (user: AuthUser, ...more: (SQL | undefined)[]) => and(r.readScope?.(user), ...more);

  /** Reads one row, locked for the rest of the transaction when written. */
  const findRow = async (tx: DbOrTx, where: SQL | undefined, lock: boolean): Promise<Row<T>> => {
    const query = tx.select().from(table as PgTable).where(where).limit(1);
    const [row] = (lock ? await query.for('update') : await query) as Row<T>[];
    if (!row) throw notFound();
    return row;
  };

  app.get(r.path, { config: read, schema: { tags, querystring: r.schemas.listQuery } }, async (req) => {
    const q = req.query as TQuery;
    const pattern = q.search ? containsPattern(q.search) : null;
    const where = scoped(requireUser(req), pattern ? or(...r.searchColumns.map((c) => ilike(c, pattern))) : undefined, ...(r.filters?.(q) ?? []));
    const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(table as PgTable).where(where);
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)) as Row<T>[];
    return ok(req, list(rows.map(r.present), q.page, q.per_page, count?.total ?? 0));
  });

  app.get(`${r.path}/:id`, { config: read, schema: { tags, params: zIdParams } }, async (req) => {
    const row = await findRow(db, scoped(requireUser(req), eq(table.id, req.params.id)), false);
    return ok(req, { [r.subject]: r.present(row) });
  });

  app.post(r.path, { config: write, schema: { tags, body: r.schemas.create } }, async (req) => {
    const user = requireUser(req);
    const view = await db.transaction(async (tx) => {
      const [row] = (await tx
        .insert(table)
        .values(r.toInsert(req.body as TCreate, user))
        .returning()) as Row<T>[];
      const presented = r.present(row!);
      await recordActivity(tx, req, { action: r.actions.created, subjectType: r.subject, subjectId: String(row!.id), after: presented });
      return presented;
    });
    return ok(req, { [r.subject]: view }, r.messages.saved);
  });

  app.put(r.path, { config: write, schema: { tags, querystring: zIdQuery, body: r.schemas.update } }, async (req) => {
    const id = req.query.id;
    const view = await db.transaction(async (tx) => {
      const before = r.present(await findRow(tx, eq(table.id, id), true));
      const [row] = (await tx
        .update(table)
        .set(r.toUpdate(req.body as TUpdate))
        .where(eq(table.id, id))
        .returning()) as Row<T>[];
      const after = r.present(row!);
      await recordActivity(tx, req, { action: r.actions.updated, subjectType: r.subject, subjectId: id, before, after });
      return after;
    });
    return ok(req, { [r.subject]: view }, r.messages.saved);
  });

  app.delete(r.path, { config: write, schema: { tags, querystring: zIdQuery } }, async (req) => {
    const id = req.query.id;
    await db.transaction(async (tx) => {
      const row = await findRow(tx, eq(table.id, id), true);
      await r.hooks?.beforeDelete?.(tx, row, req);
      await tx.delete(table).where(eq(table.id, id));
      await recordActivity(tx, req, { action: r.actions.deleted, subjectType: r.subject, subjectId: id, before: r.present(row) });
    });
    return ok(req, { id }, r.messages.deleted);
  });
}
