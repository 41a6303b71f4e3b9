import { activityLogs, newId, type DbOrTx } from '@safar/db';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { storedIp } from './client-ip';
import { builtOnce, encodeRow, slot, UNNAMED } from './prepared';

/** Keys whose values never reach the log: passwords, tokens, codes, hashes, keys (not e.g. country_code). */
const SECRET_KEY = /^(password.*|.*_?hash|.*token|.*secret|.*api_?key|app_?key|code|otp.*|authorization|cookie)$/i;

/** Replaces secret values with "[redacted]" at any depth. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1)]),
  );
}

export interface ActivityInput {
  action: string;
  subjectType?: string;
  subjectId?: string | null;
  before?: unknown;
  after?: unknown;
  /** The user the actor acted for (staff acting for an agent or customer). */
  onBehalfOfId?: string | null;
  /** Set when there is no signed-in actor (sign-in, registration). */
  actorId?: string | null;
  /** The background job that made the change, when no request did (recorded as its request id). */
  jobId?: string;
}

// Every write records one: built once (see builtOnce).
const activityInsert = builtOnce((db) =>
  db
    .insert(activityLogs)
    .values({
      id: slot('id'),
      actorId: slot('actorId'),
      onBehalfOfId: slot('onBehalfOfId'),
      action: slot('action'),
      subjectType: slot('subjectType'),
      subjectId: slot('subjectId'),
      changes: slot('changes'),
      ip: slot('ip'),
      requestId: slot('requestId'),
    })
    .prepare(UNNAMED),
);

/** An activity row as the database takes it (encoded per column), for writing with another statement. */
export type TActivityRow = Record<string, unknown>;

/**
 * The activity row for a write: who, on whose behalf, what, which object, from which IP, with a
 * redacted before/after. Background jobs pass no request: the row has no actor and names the job.
 */
export function activityRow(req: FastifyRequest | null, input: ActivityInput): TActivityRow {
  const changes =
    input.before === undefined && input.after === undefined
      ? null
      : (redact({ before: input.before, after: input.after }) as { before?: unknown; after?: unknown });
  return encodeRow(activityLogs, {
    id: newId(),
    actorId: input.actorId !== undefined ? input.actorId : (req?.user?.id ?? null),
    onBehalfOfId: input.onBehalfOfId ?? null,
    action: input.action,
    subjectType: input.subjectType ?? null,
    subjectId: input.subjectId ?? null,
    changes,
    ip: storedIp(req),
    requestId: req ? String(req.id) : (input.jobId ?? null),
  });
}

const ROW_KEYS = ['id', 'actorId', 'onBehalfOfId', 'action', 'subjectType', 'subjectId', 'changes', 'ip', 'requestId'] as const;
const columns = getTableColumns(activityLogs);

/**
 * The activity row written by the statement that makes the change, once per row of `source` (a
 * CTE of that statement: no row, no entry). Its values are the slots activity_<key>, which
 * activitySlots fills. A change that is one statement then needs no transaction for its entry.
 */
export function activityInsertFrom(source: SQL): SQL {
  const names = sql.join(
    ROW_KEYS.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  const values = sql.join(
    ROW_KEYS.map((k) => sql`${slot(`activity_${k}`)}::${sql.raw(columns[k].getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${activityLogs} (${names}) select ${values} from ${source}`;
}

/** The slots of activityInsertFrom, from an activity row. */
export const activitySlots = (row: TActivityRow): Record<string, unknown> =>
  Object.fromEntries(ROW_KEYS.map((k) => [`activity_${k}`, row[k] ?? null]));

/** Writes an activity row; pass the transaction so it commits with the write it records. */
export async function insertActivity(db: DbOrTx, row: TActivityRow): Promise<void> {
  await activityInsert(db).execute(row);
}

/** Records a write in the activity log (see activityRow), in the caller's transaction. */
export async function recordActivity(db: DbOrTx, req: FastifyRequest | null, input: ActivityInput): Promise<void> {
  await insertActivity(db, activityRow(req, input));
}
