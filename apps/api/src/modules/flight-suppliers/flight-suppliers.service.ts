import {
  SUPPLIER_CREDENTIALS,
  SUPPLIER_SETTINGS,
  type TFlightProvider,
  type TFlightSupplier,
  type TFlightSupplierCode,
  type TFlightSupplierKind,
  type TIntegrationKeyName,
  type TSupplierSettingsByKind,
  type TUpdateFlightSupplier,
} from '@safar/contracts';
import { flightSuppliers, users, type Db, type DbOrTx } from '@safar/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { notFound } from '@/core/app-error';
import { builtOnce, UNNAMED } from '@/core/prepared';
import { integrationKeyStates, type TKeyConfig, type TKeyState } from '@/core/secrets/integration-keys';
import { assertCanEnable, mergedSettings } from './flight-suppliers.policy';
import { toFlightProviderView, toFlightSupplierView, type TFlightSupplierRow } from './flight-suppliers.presenter';

async function keyStates(db: DbOrTx, config: TKeyConfig): Promise<Map<TIntegrationKeyName, TKeyState>> {
  return new Map((await integrationKeyStates(db, config)).map((s) => [s.name, s]));
}

const usable = (states: ReadonlyMap<TIntegrationKeyName, TKeyState>) => (key: TIntegrationKeyName) => {
  const state = states.get(key);
  return Boolean(state?.source && state.readable);
};

/** JSON with object keys sorted: jsonb hands keys back in its own order, which is no change. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

const withUpdater = (db: DbOrTx) =>
  db
    .select({ row: flightSuppliers, updatedByName: users.name })
    .from(flightSuppliers)
    .leftJoin(users, eq(users.id, flightSuppliers.updatedBy));

/** GET /suppliers: every supplier in search order, with whether its credentials are there. */
export async function listSuppliers(db: Db, config: TKeyConfig): Promise<{ suppliers: TFlightSupplier[] }> {
  const rows = await withUpdater(db).orderBy(asc(flightSuppliers.position), asc(flightSuppliers.code));
  const hasKey = usable(await keyStates(db, config));
  return { suppliers: rows.map((r) => toFlightSupplierView(r.row, r.updatedByName, hasKey)) };
}

/**
 * PUT /suppliers/{id}: enabled, deadline and settings (merged over the saved ones and checked
 * per kind), with the row locked; switching on needs the supplier's keys. An update that changes
 * nothing writes and logs nothing.
 */
export async function updateSupplier(
  db: Db,
  req: FastifyRequest,
  config: TKeyConfig,
  actorId: string,
  id: string,
  input: TUpdateFlightSupplier,
): Promise<TFlightSupplier> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(flightSuppliers).where(eq(flightSuppliers.id, id)).for('update');
    if (!current) throw notFound();
    const states = await keyStates(tx, config);
    const next = {
      enabled: input.enabled ?? current.enabled,
      deadlineMs: input.deadline_ms ?? current.deadlineMs,
      settings: input.settings === undefined ? current.settings : mergedSettings(current, input.settings),
    };
    if (next.enabled && !current.enabled) assertCanEnable(current, states);
    const unchanged =
      next.enabled === current.enabled &&
      next.deadlineMs === current.deadlineMs &&
      canonical(next.settings) === canonical(current.settings);
    if (!unchanged) {
      await tx
        .update(flightSuppliers)
        .set({ ...next, updatedBy: actorId, updatedAt: sql`now()` })
        .where(eq(flightSuppliers.id, id));
    }
    const [saved] = await withUpdater(tx).where(eq(flightSuppliers.id, id));
    const hasKey = usable(states);
    const after = toFlightSupplierView(saved!.row, saved!.updatedByName, hasKey);
    if (!unchanged) {
      await recordActivity(tx, req, {
        action: 'flight_supplier.updated',
        subjectType: 'flight_supplier',
        subjectId: id,
        before: { enabled: current.enabled, deadline_ms: current.deadlineMs, settings: current.settings },
        after: { enabled: after.enabled, deadline_ms: after.deadline_ms, settings: after.settings },
      });
    }
    return after;
  });
}

/** An enabled supplier with its settings parsed for its kind, as the search service uses it. */
export type TEnabledSupplier = {
  [K in TFlightSupplierKind]: {
    id: string;
    code: TFlightSupplierCode;
    kind: K;
    name: string;
    deadlineMs: number;
    position: number;
    settings: TSupplierSettingsByKind[K];
    /** The integration keys it needs (read them with readIntegrationKey). */
    credentials: readonly TIntegrationKeyName[];
  };
}[TFlightSupplierKind];

export function enabledSupplierOf(row: TFlightSupplierRow): TEnabledSupplier | null {
  const parsed = SUPPLIER_SETTINGS[row.kind].safeParse(row.settings);
  // Every write checks the settings, so only a hand-edited row fails here: it is left out of
  // searches rather than failing them all.
  if (!parsed.success) return null;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: row.name,
    deadlineMs: row.deadlineMs,
    position: row.position,
    settings: parsed.data,
    credentials: SUPPLIER_CREDENTIALS[row.kind],
  } as TEnabledSupplier;
}

/** The enabled suppliers in search order, settings parsed and defaults filled in (for the flight search service). */
export async function listEnabledSuppliers(db: DbOrTx): Promise<TEnabledSupplier[]> {
  const rows = await db
    .select()
    .from(flightSuppliers)
    .where(eq(flightSuppliers.enabled, true))
    .orderBy(asc(flightSuppliers.position), asc(flightSuppliers.code));
  return rows.map(enabledSupplierOf).filter((s): s is TEnabledSupplier => s !== null);
}

/**
 * One supplier by code whether or not it is switched on for search: bookings already made with
 * it are still retrieved, ticketed, cancelled and voided there. Null when unknown or unreadable.
 */
// Read at every after-sale call (issue, cancel, void, retrieve): built once (see builtOnce).
const supplierRead = builtOnce((db) =>
  db
    .select()
    .from(flightSuppliers)
    .where(eq(flightSuppliers.code, sql.placeholder('code')))
    .prepare(UNNAMED),
);

export async function supplierByCode(db: DbOrTx, code: string): Promise<TEnabledSupplier | null> {
  const [row] = await supplierRead(db).execute({ code });
  return row ? enabledSupplierOf(row) : null;
}

/**
 * GET /flight-providers: the suppliers a search asks now — enabled, with their keys set and
 * decryptable (an enabled Duffel whose token was cleared is not searched, so not named).
 */
export async function flightProviders(db: Db, config: TKeyConfig): Promise<{ providers: TFlightProvider[] }> {
  const hasKey = usable(await keyStates(db, config));
  const enabled = await listEnabledSuppliers(db);
  return { providers: enabled.filter((s) => s.credentials.every(hasKey)).map(toFlightProviderView) };
}
