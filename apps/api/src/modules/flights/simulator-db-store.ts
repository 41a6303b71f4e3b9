import { simCancelQuotes, simOrders, simSeatHolds, type Db, type DbOrTx } from '@safar/db';
import { and, between, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { builtOnce, encodeRow, slot, sqlBuiltOnce, UNNAMED } from '@/core/prepared';
import type { TSeatChange, TSimOrder, TSimQuote, TSimulatorStore, TSimulatorUnit } from './suppliers/simulated/order-store';

/**
 * The simulated GDS's store on the app's database, in tables only it uses (sim_*): what a real
 * GDS keeps on its own machines. A unit is all or nothing, in one of two ways:
 *  - most units read an order and save it once (issue, void, a retrieve that saves nothing): they
 *    run without a transaction, and the save is one statement that applies only if the order is
 *    still as it was read. If another unit saved it in between, the unit runs again as below;
 *  - a unit that takes seats, writes a new order, a quote, or saves twice runs in one database
 *    transaction: reading an order locks its row, and taking seats first takes a
 *    transaction-scoped advisory lock per flight cabin, in a fixed order, so two bookings of the
 *    last seat queue and the second sees it gone.
 * The first way costs two statements where the second costs four (begin, lock, save, commit).
 *
 * The first way needs only one when this process wrote or read the order last: it starts from the
 * order as it knew it (`RecentOrders`), which is never taken on trust. A save applies only if the
 * stored order is still that one; a unit that saves nothing checks it at its end, in one
 * statement. If another process changed the order, the unit runs again on the order as stored.
 */

/** First half of the advisory lock key: this store's seat locks and nobody else's. */
const SEAT_LOCK_SPACE = 0x53_49_4d; // 'SIM'

const sumSeats = sql<number>`sum(${simSeatHolds.seats})::int`;
const counting = (atIso: string) =>
  and(isNull(simSeatHolds.releasedAt), or(isNull(simSeatHolds.until), gt(simSeatHolds.until, new Date(atIso))));

/** The order named by the run's `orderKey`, of the run's `supplierCode`. */
const theOrder = and(eq(simOrders.orderKey, sql.placeholder('orderKey')), eq(simOrders.supplierCode, sql.placeholder('supplierCode')));

// An order's read and save (with its seats' change) run at every issue, cancel and void: built once (see builtOnce).
const orderLock = builtOnce((db) => db.select({ record: simOrders.record }).from(simOrders).where(theOrder).for('update').prepare(UNNAMED));
/** The order as stored, as JSON text: what a save without a transaction compares with. */
const orderRead = builtOnce((db) =>
  db
    .select({ text: sql<string>`${simOrders.record}::text` })
    .from(simOrders)
    .where(theOrder)
    .prepare(UNNAMED),
);
/**
 * The order saved, only if it is still as `seen` (null: whatever it is, for a unit that holds its
 * lock), and its seats changed with it (the column set to `at`), in one statement.
 */
const orderSave = (seatColumn: 'until' | 'released_at' | null) =>
  sqlBuiltOnce<{ order_key: string }>(sql`
    with saved as (
      update ${simOrders} set status = ${slot('status')}, record = ${slot('record')}::jsonb, updated_at = now()
      where ${simOrders.orderKey} = ${slot('orderKey')} and (${slot('seen')}::jsonb is null or ${simOrders.record} = ${slot('seen')}::jsonb)
      returning order_key
    )${
      seatColumn
        ? sql`, seats as (
      update ${simSeatHolds} set ${sql.identifier(seatColumn)} = ${slot('at')}::timestamptz
      where ${simSeatHolds.orderKey} in (select order_key from saved) and ${isNull(simSeatHolds.releasedAt)}
    )`
        : sql``
    }
    select order_key from saved`);
const orderSaves = { none: orderSave(null), until: orderSave('until'), releasedAt: orderSave('released_at') };

/** `text` is the order as JSON, made once by the caller, which remembers it too. */
function saveOrder(on: DbOrTx, order: TSimOrder, text: string, seats: TSeatChange | undefined, seen: string | null) {
  const values = { ...encodeRow(simOrders, { status: order.booking.status }), record: text, orderKey: order.orderKey, seen };
  if (!seats) return orderSaves.none(on).execute(values);
  if ('releasedAt' in seats) return orderSaves.releasedAt(on).execute({ ...values, at: seats.releasedAt });
  return orderSaves.until(on).execute({ ...values, at: seats.until });
}

/** Whether the order is still stored as `seen`: what a unit that started from a remembered order and saved nothing checks. */
const orderUnchanged = builtOnce((db) =>
  db
    .select({ same: sql<boolean>`${simOrders.record} = ${sql.placeholder('seen')}::jsonb` })
    .from(simOrders)
    .where(theOrder)
    .prepare(UNNAMED),
);

/** How many orders a store remembers: the ones booked and issued lately, not the whole inventory. */
const RECENT_ORDERS = 1000;

/**
 * The orders this process last saved or read, as JSON text, the least recently used dropped first:
 * a unit's starting point, checked against the stored order before anything relies on it.
 */
class RecentOrders {
  private readonly texts = new Map<string, string>();

  get(orderKey: string): string | undefined {
    const text = this.texts.get(orderKey);
    if (text !== undefined) this.set(orderKey, text);
    return text;
  }

  set(orderKey: string, text: string): void {
    this.texts.delete(orderKey);
    this.texts.set(orderKey, text);
    if (this.texts.size > RECENT_ORDERS) this.texts.delete(this.texts.keys().next().value!);
  }

  forget(orderKey: string): void {
    this.texts.delete(orderKey);
  }
}

/** A step a unit without a transaction cannot take: the unit runs again in one. */
class NeedsTransaction extends Error {}
const needsTransaction = async (): Promise<never> => {
  throw new NeedsTransaction('this unit needs a transaction');
};

export function databaseSimulatorStore(db: Db, supplierCode: string): TSimulatorStore {
  const recent = new RecentOrders();
  /** The reads a unit makes the same way with or without a transaction. */
  const reads = (tx: DbOrTx): Pick<TSimulatorUnit, 'orderKeyOfPnr' | 'orderKeysOfReference' | 'quote'> => ({
    orderKeyOfPnr: async (pnr) => {
      const [row] = await tx
        .select({ orderKey: simOrders.orderKey })
        .from(simOrders)
        .where(and(eq(simOrders.supplierCode, supplierCode), eq(simOrders.pnr, pnr)));
      return row?.orderKey ?? null;
    },
    orderKeysOfReference: async (reference) => {
      const rows = await tx
        .select({ orderKey: simOrders.orderKey })
        .from(simOrders)
        .where(and(eq(simOrders.supplierCode, supplierCode), eq(simOrders.clientReference, reference)))
        .orderBy(simOrders.createdAt);
      return rows.map((r) => r.orderKey);
    },
    quote: async (quoteKey) => {
      const [row] = await tx.select({ record: simCancelQuotes.record }).from(simCancelQuotes).where(eq(simCancelQuotes.quoteKey, quoteKey));
      return row ? (row.record as TSimQuote) : null;
    },
  });

  /** The unit in one transaction: an order read is locked until it ends. */
  const locked = async <T>(work: (u: TSimulatorUnit) => Promise<T>): Promise<T> => {
    /** The orders the unit wrote, as written: remembered once it commits. */
    const written = new Map<string, string>();
    const value = await db.transaction(async (tx) => {
      const u: TSimulatorUnit = {
        ...reads(tx),
        order: async (orderKey) => {
          const [row] = await orderLock(tx).execute({ orderKey, supplierCode });
          return row ? (row.record as TSimOrder) : null;
        },
        insertOrder: async (order) => {
          const inserted = await tx
            .insert(simOrders)
            .values({
              orderKey: order.orderKey,
              supplierCode,
              pnr: order.pnr,
              clientReference: order.clientReference,
              status: order.booking.status,
              record: order,
            })
            .onConflictDoNothing()
            .returning({ orderKey: simOrders.orderKey });
          if (inserted.length === 1) written.set(order.orderKey, JSON.stringify(order));
          return inserted.length === 1;
        },
        saveOrder: async (order, seats) => {
          const text = JSON.stringify(order);
          await saveOrder(tx, order, text, seats, null);
          written.set(order.orderKey, text);
        },
        saveQuote: async (quote) => {
          await tx.insert(simCancelQuotes).values({ quoteKey: quote.quote.quoteKey, orderKey: quote.orderKey, record: quote });
        },
        deleteQuote: async (quoteKey) => {
          await tx.delete(simCancelQuotes).where(eq(simCancelQuotes.quoteKey, quoteKey));
        },
        lockSeats: async (seatKeys, atIso) => {
          const keys = [...new Set(seatKeys)].sort();
          for (const key of keys)
            await tx.execute(sql`select pg_advisory_xact_lock(${SEAT_LOCK_SPACE}, hashtext(${`${supplierCode}|${key}`}))`);
          if (keys.length === 0) return new Map();
          const rows = await tx
            .select({ seatKey: simSeatHolds.seatKey, sold: sumSeats })
            .from(simSeatHolds)
            .where(and(eq(simSeatHolds.supplierCode, supplierCode), inArray(simSeatHolds.seatKey, keys), counting(atIso)))
            .groupBy(simSeatHolds.seatKey);
          return new Map(rows.map((r) => [r.seatKey, Number(r.sold)]));
        },
        holdSeats: async (orderKey, holds, untilIso) => {
          if (holds.length === 0) return;
          await tx.insert(simSeatHolds).values(
            holds.map((h) => ({
              orderKey,
              seatKey: h.seatKey,
              supplierCode,
              legDate: h.legDate,
              seats: h.seats,
              until: untilIso ? new Date(untilIso) : null,
            })),
          );
        },
      };
      return work(u);
    });
    for (const [orderKey, text] of written) recent.set(orderKey, text);
    return value;
  };

  /**
   * The unit without a transaction: orders are read as they are (or as remembered, when
   * `remembered`), and its one save waits for the end, where it applies only if the order is
   * unchanged. Null when it did not apply, or a remembered order it relied on had changed.
   */
  const unlocked = async <T>(work: (u: TSimulatorUnit) => Promise<T>, remembered: boolean): Promise<{ value: T } | null> => {
    const seen = new Map<string, string>();
    /** The orders taken from memory: checked at the end when nothing saved them. */
    const recalled = new Set<string>();
    let save: { order: TSimOrder; seats: TSeatChange | undefined } | null = null;
    const value = await work({
      ...reads(db),
      order: async (orderKey) => {
        let text = remembered ? recent.get(orderKey) : undefined;
        if (text !== undefined) recalled.add(orderKey);
        else {
          const [row] = await orderRead(db).execute({ orderKey, supplierCode });
          if (!row) return null;
          text = row.text;
          recent.set(orderKey, text);
        }
        seen.set(orderKey, text);
        return JSON.parse(text) as TSimOrder;
      },
      saveOrder: async (order, seats) => {
        if (save || !seen.has(order.orderKey)) return needsTransaction();
        save = { order, seats };
      },
      insertOrder: needsTransaction,
      saveQuote: needsTransaction,
      deleteQuote: needsTransaction,
      lockSeats: needsTransaction,
      holdSeats: needsTransaction,
    });
    if (!save) {
      for (const orderKey of recalled) {
        const [row] = await orderUnchanged(db).execute({ orderKey, supplierCode, seen: seen.get(orderKey)! });
        if (!row?.same) {
          recent.forget(orderKey);
          return null;
        }
      }
      return { value };
    }
    const { order, seats } = save as { order: TSimOrder; seats: TSeatChange | undefined };
    const text = JSON.stringify(order);
    const saved = await saveOrder(db, order, text, seats, seen.get(order.orderKey)!);
    if (saved.length === 1) {
      recent.set(order.orderKey, text);
      return { value };
    }
    recent.forget(order.orderKey);
    return null;
  };

  /**
   * The unit from remembered orders. Null, to run it again from the stored ones, when an order had
   * changed, or when it refused, as it may have from an order out of date.
   */
  const fromMemory = async <T>(work: (u: TSimulatorUnit) => Promise<T>): Promise<{ value: T } | null> => {
    try {
      return await unlocked(work, true);
    } catch (err) {
      if (err instanceof NeedsTransaction) throw err;
      return null;
    }
  };

  const unit = async <T>(work: (u: TSimulatorUnit) => Promise<T>): Promise<T> => {
    try {
      const done = (await fromMemory(work)) ?? (await unlocked(work, false));
      if (done) return done.value;
    } catch (err) {
      if (!(err instanceof NeedsTransaction)) throw err;
    }
    return locked(work);
  };

  return {
    unit,
    soldBetween: async (code, fromDate, toDate, atIso) => {
      const rows = await db
        .select({ seatKey: simSeatHolds.seatKey, sold: sumSeats })
        .from(simSeatHolds)
        .where(and(eq(simSeatHolds.supplierCode, code), between(simSeatHolds.legDate, fromDate, toDate), counting(atIso)))
        .groupBy(simSeatHolds.seatKey);
      return new Map(rows.map((r) => [r.seatKey, Number(r.sold)]));
    },
  };
}
