import { MAX_GROUP_SEATS } from '@safar/contracts';
import { groupTickets, type Tx } from '@safar/db';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { conflict, notFound } from '@/core/app-error';
import type { TGroupTicketRow } from './group-tickets.presenter';

/*
 * Seats leave a block and come back only through these two functions, for the bookings that
 * sell them, inside the booking's transaction. Each is one conditional UPDATE: the condition is
 * checked on the row as it is when the UPDATE gets its lock (PostgreSQL re-reads a row another
 * transaction changed meanwhile), so concurrent takes can never sell a seat twice or drive
 * seats_left below zero; the table's CHECKs stand behind it.
 */

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_GROUP_SEATS)
    throw new RangeError(`seat count ${count} is not 1…${MAX_GROUP_SEATS}`);
}

/** Why a take found no row to change: gone, off sale, past its cut-off, or too few seats (409s that say which). */
async function whyNoSeats(tx: Tx, id: string, count: number): Promise<never> {
  const [row] = await tx
    .select({
      reference: groupTickets.reference,
      status: groupTickets.status,
      seatsLeft: groupTickets.seatsLeft,
      cutOff: sql<boolean>`${groupTickets.bookingCutoffAt} <= now()`,
    })
    .from(groupTickets)
    .where(eq(groupTickets.id, id));
  if (!row) throw notFound();
  if (row.status !== 'active') throw conflict('messages.group_ticket_not_on_sale', { reference: row.reference });
  if (row.cutOff) throw conflict('messages.group_ticket_cut_off', { reference: row.reference });
  throw conflict('messages.group_ticket_seats_left', { reference: row.reference, count: row.seatsLeft, wanted: count });
}

/**
 * Takes `count` seats from an active block whose cut-off has not passed, or answers 409 naming
 * the seats left (404 for no such block). Returns the block as it is after the take. `req`
 * (when a request makes the booking) names the actor in the activity log.
 */
export async function takeGroupSeats(
  tx: Tx,
  groupTicketId: string,
  count: number,
  req: FastifyRequest | null = null,
): Promise<TGroupTicketRow> {
  assertCount(count);
  const [row] = await tx
    .update(groupTickets)
    .set({ seatsLeft: sql`${groupTickets.seatsLeft} - ${count}::int`, updatedAt: sql`now()` })
    .where(
      and(
        eq(groupTickets.id, groupTicketId),
        gte(groupTickets.seatsLeft, count),
        eq(groupTickets.status, 'active'),
        gt(groupTickets.bookingCutoffAt, sql`now()`),
      ),
    )
    .returning();
  if (!row) return whyNoSeats(tx, groupTicketId, count);
  await recordActivity(tx, req, {
    action: 'group_ticket.seats_taken',
    subjectType: 'group_ticket',
    subjectId: row.id,
    before: { seats_left: row.seatsLeft + count },
    after: { seats_left: row.seatsLeft, seats: count },
  });
  return row;
}

/**
 * Gives `count` seats back (a booking cancelled), whatever the block's status or cut-off: the
 * seats are the agency's again either way. Refuses (409) to give back more than were sold.
 */
export async function releaseGroupSeats(
  tx: Tx,
  groupTicketId: string,
  count: number,
  req: FastifyRequest | null = null,
): Promise<TGroupTicketRow> {
  assertCount(count);
  const [row] = await tx
    .update(groupTickets)
    .set({ seatsLeft: sql`${groupTickets.seatsLeft} + ${count}::int`, updatedAt: sql`now()` })
    .where(and(eq(groupTickets.id, groupTicketId), sql`${groupTickets.seatsLeft} + ${count}::int <= ${groupTickets.seatsTotal}`))
    .returning();
  if (!row) {
    const [found] = await tx
      .select({ reference: groupTickets.reference, sold: sql<number>`${groupTickets.seatsTotal} - ${groupTickets.seatsLeft}` })
      .from(groupTickets)
      .where(eq(groupTickets.id, groupTicketId));
    if (!found) throw notFound();
    throw conflict('messages.group_ticket_release_too_many', { reference: found.reference, sold: found.sold, count });
  }
  await recordActivity(tx, req, {
    action: 'group_ticket.seats_released',
    subjectType: 'group_ticket',
    subjectId: row.id,
    before: { seats_left: row.seatsLeft - count },
    after: { seats_left: row.seatsLeft, seats: count },
  });
  return row;
}
