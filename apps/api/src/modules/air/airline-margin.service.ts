import { marginBasisPoints, type TAirline, type TAirlineMarginRule } from '@safar/contracts';
import { airlines, type Db } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { toAirlineMarginView, toAirlineView } from './airlines.presenter';

/** The margin columns for a rule (validated by ZAirlineMarginRule), or all null to remove the margin. */
function marginColumns(rule: TAirlineMarginRule | null) {
  if (!rule) return { marginType: null, marginAmountMinor: null, marginCurrency: null, marginBasisPoints: null };
  if (rule.type === 'fixed')
    return { marginType: 'fixed' as const, marginAmountMinor: rule.amount_minor, marginCurrency: rule.currency, marginBasisPoints: null };
  return { marginType: 'percent' as const, marginAmountMinor: null, marginCurrency: null, marginBasisPoints: marginBasisPoints(rule) };
}

/**
 * POST /updateAirlineMargin: sets (or, with null, removes) the margin added to every net fare on
 * the airline, with who set it and when, and its activity entry, in one transaction under the
 * airline's row lock. It is not an edit of the airline's reference data, so `edited_at` stays:
 * the data package may still correct the airline's name.
 */
export async function updateAirlineMargin(
  db: Db,
  req: FastifyRequest,
  user: AuthUser,
  input: { airline_id: string; margin: TAirlineMarginRule | null },
): Promise<TAirline> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(airlines).where(eq(airlines.id, input.airline_id)).limit(1).for('update');
    if (!current) throw notFound();
    const cleared = input.margin === null;
    const [row] = await tx
      .update(airlines)
      .set({
        ...marginColumns(input.margin),
        marginUpdatedBy: cleared ? null : user.id,
        marginUpdatedByName: cleared ? null : user.name,
        marginUpdatedAt: cleared ? null : sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(airlines.id, current.id))
      .returning();
    await recordActivity(tx, req, {
      action: cleared ? 'airline.margin_removed' : 'airline.margin_updated',
      subjectType: 'airline',
      subjectId: current.id,
      before: { iata_code: current.iataCode, margin: toAirlineMarginView(current) },
      after: { iata_code: row!.iataCode, margin: toAirlineMarginView(row!) },
    });
    return toAirlineView(row!, user);
  });
}
