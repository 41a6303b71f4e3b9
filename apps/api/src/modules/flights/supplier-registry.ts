import type { FastifyInstance } from 'fastify';
import { readIntegrationKey } from '@/core/secrets/integration-keys';
import {
  enabledSupplierOf,
  listEnabledSuppliers,
  supplierByCode,
  type TEnabledSupplier,
} from '@/modules/flight-suppliers/flight-suppliers.service';
import type { FlightSupplierRegistry } from './flights.env';
import type { TSupplierSource } from './search/fan-out';
import { createDuffelSupplier } from './suppliers/duffel/duffel-supplier';
import { createGroupTicketsSupplier, type TGroupTicketsOptions } from './suppliers/group-tickets/group-tickets-supplier';
import { databaseSimulatorStore } from './simulator-db-store';
import { createSimulatedSupplier, SIMULATED_DEFAULTS } from './suppliers/simulated';
import type { FlightSupplier } from './suppliers/supplier';

/** The core's reads of the agency's seat blocks, handed to their adapter. */
export type TGroupTicketLoaders = Pick<TGroupTicketsOptions, 'load' | 'loadOne' | 'sales'>;

/**
 * Builds the adapters of the suppliers staff have switched on, from their rows and keys, on each
 * search (a switch or a new token takes effect at once). An adapter is kept while its settings
 * and credentials are unchanged: the simulator's order book and Duffel's client live in it.
 * A supplier whose key is missing or unreadable is left out, and the log says why. The
 * simulator's orders and sold seats live in its own tables (simulator-db-store.ts), so a new
 * instance after a settings change, or another process, sees the same bookings.
 */
export function createSupplierRegistry(app: FastifyInstance, groupTickets: TGroupTicketLoaders): FlightSupplierRegistry {
  const built = new Map<string, { fingerprint: string; supplier: FlightSupplier }>();

  const adapterFor = async (row: TEnabledSupplier): Promise<FlightSupplier | null> => {
    let token: string | null = null;
    if (row.kind === 'duffel') {
      try {
        token = await readIntegrationKey(app.db, app.config, 'duffel_access_token');
      } catch (err) {
        app.log.warn({ supplier: row.code, err: (err as Error).message }, 'supplier key unreadable: supplier left out of searches');
        return null;
      }
      if (!token) return null;
    }
    const fingerprint = JSON.stringify([row.kind, row.settings, token]);
    const kept = built.get(row.code);
    if (kept?.fingerprint === fingerprint) return kept.supplier;
    const supplier = build(row, token);
    built.set(row.code, { fingerprint, supplier });
    return supplier;
  };

  const build = (row: TEnabledSupplier, token: string | null): FlightSupplier => {
    switch (row.kind) {
      case 'simulated': {
        const defaults = SIMULATED_DEFAULTS[row.code as keyof typeof SIMULATED_DEFAULTS];
        return createSimulatedSupplier({
          code: row.code,
          seed: row.settings.seed,
          currency: row.settings.currency,
          latencyMs: row.settings.latency_ms,
          fault: row.settings.fault,
          bookingFault: row.settings.booking_fault,
          store: databaseSimulatorStore(app.db, row.code),
          hubs: row.settings.hubs,
          ...(defaults ? { maxOffers: defaults.maxOffers, ...('airlines' in defaults ? { airlines: defaults.airlines } : {}) } : {}),
        });
      }
      case 'duffel':
        return createDuffelSupplier({
          code: row.code,
          token: token!,
          maxConnections: row.settings.max_connections,
          ...(app.config.duffelApiUrl ? { baseUrl: app.config.duffelApiUrl } : {}),
        });
      case 'group_tickets':
        return createGroupTicketsSupplier({ code: row.code, ...groupTickets });
    }
  };

  const sources = async (): Promise<TSupplierSource[]> => {
    const rows = await listEnabledSuppliers(app.db);
    const out: TSupplierSource[] = [];
    for (const row of rows) {
      const supplier = await adapterFor(row);
      if (supplier) out.push({ code: row.code, name: row.name, deadlineMs: row.deadlineMs, supplier });
    }
    return out;
  };

  return {
    sources,
    source: async (code) => (await sources()).find((s) => s.code === code) ?? null,
    afterSale: async (code, known) => {
      const row = known !== undefined ? known && enabledSupplierOf(known) : await supplierByCode(app.db, code);
      return row ? adapterFor(row) : null;
    },
    isSooper: (code) => code === 'group-tickets',
  };
}
