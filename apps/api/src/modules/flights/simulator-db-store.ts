import { simCancelQuotes, simOrders, simSeatHolds, type Db } from '@safar/db';
import { and, between, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { builtOnce, encodeRow, slot, sqlBuiltOnce, UNNAMED } from '@/core/prepared';
import type { TSimOrder, TSimQuote, TSimulatorStore, TSimulatorUnit } from './suppliers/simulated/order-store';

/**
 * The simulated GDS's store on the app's database, in tables only it uses (sim_*): what a real
 * GDS keeps on its own machines. A unit is one database transaction; reading an order locks its
 * row, and taking seats first takes a transaction-scoped advisory lock per flight cabin, in a
 * fixed order, so two bookings of the last seat queue and the second sees it gone.
 */

/** First half of the advisory lock key: this store's seat locks and nobody else's. */
const SEAT_LOCK_SPACE = 0x53_49_4d; // 'SIM'

const sumSeats = sql<number>`sum(${simSeatHolds.seats})::int`;
const counting = (atIso: string) =>
  and(isNull(simSeatHolds.releasedAt), or(isNull(simSeatHolds.until), gt(simSeatHolds.until, new Date(atIso))));

// An order's read and save (with its seats' change) run at every issue, cancel and void: built once (see builtOnce).
const orderLock = builtOnce((db) =>
  db
    .select({ record: simOrders.record })
    .from(simOrders)
    .where(and(eq(simOrders.orderKey, sql.placeholder('orderKey')), eq(simOrders.supplierCode, sql.placeholder('supplierCode'))))
    .for('update')
    .prepare(UNNAMED),
);
const orderSave = builtOnce((db) =>
  db
    .update(simOrders)
    .set({ status: slot('status'), record: slot('record'), updatedAt: sql`now()` })
    .where(eq(simOrders.orderKey, sql.placeholder('orderKey')))
    .prepare(UNNAMED),
);
/** The order saved and its seats changed (the column set to the value given), in one statement. */
const orderSaveWithSeats = (column: 'until' | 'released_at') =>
  sqlBuiltOnce(sql`
    with saved as (
      update ${simOrders} set status = ${slot('status')}, record = ${slot('record')}::jsonb, updated_at = now()
      where ${simOrders.orderKey} = ${slot('orderKey')} returning order_key
    )
    update ${simSeatHolds} set ${sql.identifier(column)} = ${slot('at')}::timestamptz
    where ${simSeatHolds.orderKey} in (select order_key from saved) and ${isNull(simSeatHolds.releasedAt)}`);
const seatsChange = { until: orderSaveWithSeats('until'), releasedAt: orderSaveWithSeats('released_at') };

export function databaseSimulatorStore(db: Db, supplierCode: string): TSimulatorStore {
  const unit = <T>(work: (u: TSimulatorUnit) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const u: TSimulatorUnit = {
        order: async (orderKey) => {
          const [row] = await orderLock(tx).execute({ orderKey, supplierCode });
          return row ? (row.record as TSimOrder) : null;
        },
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
          return inserted.length === 1;
        },
        saveOrder: async (order, seats) => {
          const values = { ...encodeRow(simOrders, { status: order.booking.status, record: order }), orderKey: order.orderKey };
          if (!seats) await orderSave(tx).execute(values);
          else if ('releasedAt' in seats) await seatsChange.releasedAt(tx).execute({ ...values, at: seats.releasedAt });
          else await seatsChange.until(tx).execute({ ...values, at: seats.until });
        },
        quote: async (quoteKey) => {
          const [row] = await tx
            .select({ record: simCancelQuotes.record })
            .from(simCancelQuotes)
            .where(eq(simCancelQuotes.quoteKey, quoteKey));
          return row ? (row.record as TSimQuote) : null;
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
