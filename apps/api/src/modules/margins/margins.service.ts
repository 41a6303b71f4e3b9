import {
  isCurrency,
  marginBasisPoints,
  type TMarginInput,
  type TMarginList,
  type TMarginRule,
  type TMarginScope,
  type TProduct,
  type TSaveMargins,
} from '@safar/contracts';
import { agencies, margins, type Db, type DbOrTx } from '@safar/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { ruleOf, toMarginView, toMarginViews, type TMarginRow } from './margins.presenter';

/** Whose margins: an agency's own markup, or the platform's B2C customer margin. */
export type TMarginOwner = { scope: 'agent'; agencyId: string } | { scope: 'customer'; agencyId?: null };

/** The currency B2C fixed margins default to (the agencies' default currency). */
const CUSTOMER_DEFAULT_CURRENCY = 'PKR';

const ownerCondition = (owner: TMarginOwner) =>
  and(eq(margins.scope, owner.scope), owner.scope === 'agent' ? eq(margins.agencyId, owner.agencyId) : isNull(margins.agencyId));

type TRuleColumns = Pick<TMarginRow, 'type' | 'amountMinor' | 'currency' | 'basisPoints'>;

/** The stored columns of an input rule; null for 'none' (the product's margin is removed). */
function columnsOf(item: TMarginInput): TRuleColumns | null {
  if (item.type === 'none') return null;
  if (item.type === 'fixed') return { type: 'fixed', amountMinor: item.amount_minor, currency: item.currency, basisPoints: null };
  // The schema has already refused a percentage that is not a whole basis point.
  return { type: 'percent', amountMinor: null, currency: null, basisPoints: marginBasisPoints(item)! };
}

const sameRule = (row: TMarginRow | undefined, next: TRuleColumns | null) =>
  row === undefined
    ? next === null
    : next !== null &&
      row.type === next.type &&
      row.amountMinor === next.amountMinor &&
      row.currency === next.currency &&
      row.basisPoints === next.basisPoints;

async function defaultCurrency(db: DbOrTx, owner: TMarginOwner): Promise<string> {
  if (owner.scope === 'customer') return CUSTOMER_DEFAULT_CURRENCY;
  const [agency] = await db.select({ currency: agencies.currency }).from(agencies).where(eq(agencies.id, owner.agencyId)).limit(1);
  return agency && isCurrency(agency.currency) ? agency.currency : CUSTOMER_DEFAULT_CURRENCY;
}

/** Every product's margin of an owner (GET /agent-margin, GET /get-customer-margin-values). */
export async function getMargins(db: DbOrTx, owner: TMarginOwner): Promise<TMarginList> {
  const rows = await db.select().from(margins).where(ownerCondition(owner));
  return {
    scope: owner.scope,
    agency_id: owner.scope === 'agent' ? owner.agencyId : null,
    currency: await defaultCurrency(db, owner),
    margins: toMarginViews(rows),
  };
}

/**
 * Upserts the given products' rules ('none' deletes), leaving the others as they are, and logs
 * what changed (products whose rule is already the same are not rewritten, so a repeated save
 * changes nothing and logs nothing). Answers the full list.
 */
export async function saveMargins(
  db: Db,
  req: FastifyRequest,
  actorId: string,
  owner: TMarginOwner,
  input: TSaveMargins,
): Promise<TMarginList> {
  return db.transaction(async (tx) => {
    const where = ownerCondition(owner);
    const existing = new Map((await tx.select().from(margins).where(where).for('update')).map((r) => [r.product, r]));
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const item of input.margins) {
      const current = existing.get(item.product);
      const next = columnsOf(item);
      if (sameRule(current, next)) continue;
      before[item.product] = current ? toMarginView(current) : null;
      if (next === null) {
        await tx.delete(margins).where(and(where, eq(margins.product, item.product)));
        after[item.product] = null;
        continue;
      }
      const [row] = await tx
        .insert(margins)
        .values({
          scope: owner.scope,
          agencyId: owner.scope === 'agent' ? owner.agencyId : null,
          product: item.product,
          ...next,
          updatedBy: actorId,
        })
        // A first save racing another for the same product: the loser updates the winner's row.
        .onConflictDoUpdate({
          target: [margins.scope, margins.agencyId, margins.product],
          set: { ...next, updatedBy: actorId, updatedAt: sql`now()` },
        })
        .returning();
      after[item.product] = toMarginView(row!);
    }
    if (Object.keys(after).length > 0) {
      await recordActivity(tx, req, {
        action: owner.scope === 'agent' ? 'margins.agent_saved' : 'margins.customer_saved',
        subjectType: owner.scope === 'agent' ? 'agency' : 'customer_margins',
        subjectId: owner.scope === 'agent' ? owner.agencyId : null,
        before,
        after,
      });
    }
    return getMargins(tx, owner);
  });
}

/**
 * The margin rule for a product, for the pricing module (priceQuote's sell_margin): the agency's
 * own markup (scope 'agent') or the B2C customer margin. Null when none is set.
 */
export async function marginFor(
  db: DbOrTx,
  query: { scope: TMarginScope; agencyId?: string | null; product: TProduct },
): Promise<TMarginRule | null> {
  if (query.scope === 'agent' && !query.agencyId) throw new Error('marginFor: an agent margin needs the agency id');
  const owner: TMarginOwner = query.scope === 'agent' ? { scope: 'agent', agencyId: query.agencyId! } : { scope: 'customer' };
  const [row] = await db
    .select()
    .from(margins)
    .where(and(ownerCondition(owner), eq(margins.product, query.product)))
    .limit(1);
  return row ? ruleOf(row) : null;
}
