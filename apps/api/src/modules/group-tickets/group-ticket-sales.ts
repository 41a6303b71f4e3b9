import { groupTickets, groupTicketSales, newId, type Db } from '@safar/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import type { TGroupSale, TGroupSales } from '@/modules/flights/suppliers/group-tickets/group-sales';
import { SupplierError } from '@/modules/flights/suppliers/supplier';
import { releaseGroupSeats, takeGroupSeats } from './group-ticket-seats';

type TSaleRow = typeof groupTicketSales.$inferSelect;

const columns = {
  sale: groupTicketSales,
  blockReference: groupTickets.reference,
  airlinePnr: groupTickets.airlinePnr,
  refundable: groupTickets.refundable,
};

function present(row: { sale: TSaleRow; blockReference: string; airlinePnr: string | null; refundable: boolean }): TGroupSale {
  const s = row.sale;
  return {
    orderKey: s.orderKey,
    blockId: s.groupTicketId,
    blockReference: row.blockReference,
    airlinePnr: row.airlinePnr,
    clientReference: s.clientReference,
    seats: s.seats,
    status: s.status,
    currency: s.currency,
    totalMinor: s.totalMinor,
    travellers: s.travellers,
    holdUntil: s.holdUntil?.toISOString() ?? null,
    voidUntil: s.voidUntil?.toISOString() ?? null,
    refundable: row.refundable,
  };
}

/**
 * The blocks' booking side on the database: each sale takes its seats (group-ticket-seats.ts, one
 * conditional UPDATE that can never oversell) and writes its row in one transaction, and gives
 * them back in the one that ends it. A block with too few seats, off sale or past its cut-off is
 * the supplier's "offer gone".
 */
export function groupTicketSalesStore(db: Db): TGroupSales {
  const read = async (where: ReturnType<typeof eq>) =>
    (
      await db
        .select(columns)
        .from(groupTicketSales)
        .innerJoin(groupTickets, eq(groupTickets.id, groupTicketSales.groupTicketId))
        .where(where)
        .orderBy(asc(groupTicketSales.createdAt))
    ).map(present);

  return {
    async take(input) {
      const orderKey = `GT:${newId()}`;
      try {
        await db.transaction(async (tx) => {
          await takeGroupSeats(tx, input.blockId, input.seats);
          await tx.insert(groupTicketSales).values({
            orderKey,
            groupTicketId: input.blockId,
            clientReference: input.clientReference,
            seats: input.seats,
            status: 'held',
            currency: input.currency,
            totalMinor: input.totalMinor,
            travellers: input.travellers,
            holdUntil: input.holdUntil ? new Date(input.holdUntil) : null,
          });
        });
      } catch (err) {
        if (err instanceof AppError) throw new SupplierError('offer_gone', err.key, { status: err.status });
        throw err;
      }
      return (await read(eq(groupTicketSales.orderKey, orderKey)))[0]!;
    },
    find: async (orderKey) => (await read(eq(groupTicketSales.orderKey, orderKey)))[0] ?? null,
    findByReference: (reference) => read(eq(groupTicketSales.clientReference, reference)),
    async move(orderKey, from, to, set = {}) {
      const moved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(groupTicketSales)
          .set({
            status: to,
            ...(set.voidUntil !== undefined ? { voidUntil: set.voidUntil ? new Date(set.voidUntil) : null } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(groupTicketSales.orderKey, orderKey), inArray(groupTicketSales.status, from)))
          .returning();
        if (row && (to === 'cancelled' || to === 'voided')) await releaseGroupSeats(tx, row.groupTicketId, row.seats);
        return row ?? null;
      });
      return moved ? ((await read(eq(groupTicketSales.orderKey, orderKey)))[0] ?? null) : null;
    },
  };
}
