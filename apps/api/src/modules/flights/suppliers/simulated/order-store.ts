import type {
  TSupplierBooking,
  TSupplierBookingStatus,
  TSupplierCancelQuote,
  TSupplierTraveller,
} from '@/modules/flights/suppliers/supplier';

import type { TSimChangeRecord } from './airline-changes';

/**
 * Where the simulated GDS keeps its orders, quotes and sold seats: its own records, as a real
 * GDS has its own. The adapter is handed a store: in memory for a test of the simulator alone,
 * or the database store the app gives it (modules/flights/simulator-db-store.ts), so orders
 * outlive the adapter instance and every process sees the same ones.
 */

export interface TSimOrder {
  orderKey: string;
  pnr: string;
  /** The reference the client booked under, when it sent one. */
  clientReference: string | null;
  booking: TSupplierBooking;
  travellers: TSupplierTraveller[];
  services: { key: string; quantity: number; travellerRef: string }[];
  servicesMinor: number;
  /** The first flight's departure instant (epoch ms). */
  departureMs: number;
  refundMinor: number | null;
  /** Seat keys (one per flight) the order takes `seats` on. */
  seatKeys: string[];
  seats: number;
  history: { at: string; status: TSupplierBookingStatus }[];
  /** Changes the airline made to the order (absent on orders it never changed). */
  airlineChanges?: TSimChangeRecord[];
}

export interface TSimQuote {
  quote: TSupplierCancelQuote;
  orderKey: string;
  /** The order's status when quoted: a quote for a hold does not confirm a ticketed order. */
  status: TSupplierBookingStatus;
}

export interface TSeatHold {
  seatKey: string;
  /** The flight's day, `YYYY-MM-DD`. */
  legDate: string;
  seats: number;
}

/** What saving an order does to its seats as well: they count until `until` (null: for good), or go back at `releasedAt`. */
export type TSeatChange = { until: string | null } | { releasedAt: string };

/** One all-or-nothing piece of work on the store. Reads of an order lock it until the unit ends. */
export interface TSimulatorUnit {
  order(orderKey: string): Promise<TSimOrder | null>;
  orderKeyOfPnr(pnr: string): Promise<string | null>;
  orderKeysOfReference(reference: string): Promise<string[]>;
  /** False when the PNR is already taken (the caller draws another). */
  insertOrder(order: TSimOrder): Promise<boolean>;
  /** Saves the order, and with `seats` changes its seats in the same write. */
  saveOrder(order: TSimOrder, seats?: TSeatChange): Promise<void>;
  quote(quoteKey: string): Promise<TSimQuote | null>;
  saveQuote(quote: TSimQuote): Promise<void>;
  deleteQuote(quoteKey: string): Promise<void>;
  /**
   * Seats counted against each key at `atIso`, after waiting for any other unit that is taking
   * seats on the same keys (so two bookings of the last seat cannot both see it free).
   */
  lockSeats(seatKeys: string[], atIso: string): Promise<Map<string, number>>;
  holdSeats(orderKey: string, holds: TSeatHold[], untilIso: string | null): Promise<void>;
}

export interface TSimulatorStore {
  unit<T>(work: (unit: TSimulatorUnit) => Promise<T>): Promise<T>;
  /** Seats counted at `atIso` on flights between two days, by seat key (for a search). */
  soldBetween(supplierCode: string, fromDate: string, toDate: string, atIso: string): Promise<Map<string, number>>;
}

interface TMemoryState {
  orders: Map<string, TSimOrder>;
  quotes: Map<string, TSimQuote>;
  holds: Map<string, (TSeatHold & { until: string | null; released: boolean })[]>;
}

const counts = (at: string, h: { until: string | null; released: boolean }): boolean => !h.released && (h.until === null || h.until > at);

/**
 * A store in the adapter's memory: what a test of the simulator alone uses. Units run one at a
 * time on a copy of the state that replaces it only when the unit succeeds, as a transaction.
 */
export function memorySimulatorStore(supplierCode: string): TSimulatorStore {
  let state: TMemoryState = { orders: new Map(), quotes: new Map(), holds: new Map() };
  let queue: Promise<unknown> = Promise.resolve();
  const sold = (s: TMemoryState, keys: Set<string> | null, at: string, from = '', to = '\uffff') => {
    const out = new Map<string, number>();
    for (const list of s.holds.values())
      for (const h of list)
        if (counts(at, h) && (keys ? keys.has(h.seatKey) : h.legDate >= from && h.legDate <= to))
          out.set(h.seatKey, (out.get(h.seatKey) ?? 0) + h.seats);
    return out;
  };

  const unit = <T>(work: (u: TSimulatorUnit) => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      const s: TMemoryState = structuredClone(state);
      const u: TSimulatorUnit = {
        order: async (key) => s.orders.get(key) ?? null,
        orderKeyOfPnr: async (pnr) => [...s.orders.values()].find((o) => o.pnr === pnr)?.orderKey ?? null,
        orderKeysOfReference: async (ref) => [...s.orders.values()].filter((o) => o.clientReference === ref).map((o) => o.orderKey),
        insertOrder: async (order) => {
          if ([...s.orders.values()].some((o) => o.pnr === order.pnr)) return false;
          s.orders.set(order.orderKey, order);
          return true;
        },
        saveOrder: async (order, seats) => {
          s.orders.set(order.orderKey, order);
          if (seats) s.holds.get(order.orderKey)?.forEach((h) => ('releasedAt' in seats ? (h.released = true) : (h.until = seats.until)));
        },
        quote: async (key) => s.quotes.get(key) ?? null,
        saveQuote: async (q) => void s.quotes.set(q.quote.quoteKey, q),
        deleteQuote: async (key) => void s.quotes.delete(key),
        lockSeats: async (keys, at) => sold(s, new Set(keys), at),
        holdSeats: async (orderKey, holds, until) =>
          void s.holds.set(
            orderKey,
            holds.map((h) => ({ ...h, until, released: false })),
          ),
      };
      const result = await work(u);
      state = s;
      return result;
    });
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    unit,
    soldBetween: async (code, from, to, at) => (code === supplierCode ? sold(state, null, at, from, to) : new Map()),
  };
}
