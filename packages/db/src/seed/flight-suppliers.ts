import type { TFlightSupplierCode, TFlightSupplierKind, TSupplierSettingsByKind } from '@safar/contracts';
import type { DbOrTx } from '../client';
import { flightSuppliers } from '../schema/index';

type TSeedRow<K extends TFlightSupplierKind> = {
  code: TFlightSupplierCode;
  kind: K;
  name: string;
  deadlineMs: number;
  position: number;
  settings: TSupplierSettingsByKind[K];
  /** Searched from the first start; simulated ones only outside production. */
  enabled: 'always' | 'outside-production' | 'never';
};

/**
 * The suppliers every install has. Two simulated GDSs price in different currencies (USD and
 * SAR) so that conversion is exercised from the first search; Duffel waits for its token.
 */
export const FLIGHT_SUPPLIER_SEED: readonly TSeedRow<TFlightSupplierKind>[] = [
  { code: 'group-tickets', kind: 'group_tickets', name: 'Group tickets', deadlineMs: 2_000, position: 10, settings: {}, enabled: 'always' },
  {
    code: 'sim-gds-a',
    kind: 'simulated',
    name: 'Simulated GDS A',
    deadlineMs: 4_000,
    position: 20,
    settings: { seed: 'sim-gds-a', currency: 'USD', latency_ms: 300, fault: 'none', booking_fault: 'none', hubs: ['DXB', 'DOH', 'IST'] },
    enabled: 'outside-production',
  } satisfies TSeedRow<'simulated'>,
  {
    code: 'sim-gds-b',
    kind: 'simulated',
    name: 'Simulated GDS B',
    deadlineMs: 4_000,
    position: 30,
    settings: { seed: 'sim-gds-b', currency: 'SAR', latency_ms: 600, fault: 'none', booking_fault: 'none', hubs: ['JED', 'RUH', 'MED'] },
    enabled: 'outside-production',
  } satisfies TSeedRow<'simulated'>,
  {
    code: 'duffel',
    kind: 'duffel',
    name: 'Duffel',
    deadlineMs: 15_000,
    position: 40,
    settings: { max_connections: 1 },
    enabled: 'never',
  } satisfies TSeedRow<'duffel'>,
];

/**
 * Inserts the suppliers that are missing, by code, and leaves existing rows alone: staff edits
 * (enabled, deadline, settings) survive every start. Safe to run on every start and from
 * processes starting together (a code inserted meanwhile is skipped).
 */
export async function seedFlightSuppliers(db: DbOrTx, options: { production: boolean }): Promise<number> {
  const rows = FLIGHT_SUPPLIER_SEED.map(({ enabled, ...row }) => ({
    ...row,
    settings: row.settings as Record<string, unknown>,
    enabled: enabled === 'always' || (enabled === 'outside-production' && !options.production),
  }));
  const inserted = await db.insert(flightSuppliers).values(rows).onConflictDoNothing({ target: flightSuppliers.code }).returning({
    id: flightSuppliers.id,
  });
  return inserted.length;
}
