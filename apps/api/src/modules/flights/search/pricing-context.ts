import { type TCurrency, type TMarginRule } from '@safar/contracts';
import { airlines, type DbOrTx } from '@safar/db';
import { isNotNull } from 'drizzle-orm';
import { marginFor } from '@/modules/margins/margins.service';
import type { TOfferViewer } from '../offers/offer-store';

export interface TMarginBasics {
  airlineMargin: (carrier: string) => TMarginRule | null;
  sellMargin: { kind: 'agent' | 'customer'; rule: TMarginRule } | null;
}

/** An airline row's margin columns as a pricing rule. */
export function airlineMarginRule(row: {
  marginType: 'fixed' | 'percent' | null;
  marginAmountMinor: number | null;
  marginCurrency: string | null;
  marginBasisPoints: number | null;
}): TMarginRule | null {
  if (row.marginType === 'fixed' && row.marginAmountMinor !== null && row.marginCurrency)
    return { type: 'fixed', amount_minor: row.marginAmountMinor, currency: row.marginCurrency as TCurrency };
  if (row.marginType === 'percent' && row.marginBasisPoints !== null) return { type: 'percent', basis_points: row.marginBasisPoints };
  return null;
}

/**
 * The margins one search applies: every airline margin staff set (a handful of rows, read once per
 * search) and the viewer's own: the agency's markup for an agent, the B2C margin for a visitor or
 * customer, none for staff, who see the price before any markup for a client.
 */
export async function loadMarginBasics(db: DbOrTx, viewer: TOfferViewer): Promise<TMarginBasics> {
  const rows = await db
    .select({
      iataCode: airlines.iataCode,
      marginType: airlines.marginType,
      marginAmountMinor: airlines.marginAmountMinor,
      marginCurrency: airlines.marginCurrency,
      marginBasisPoints: airlines.marginBasisPoints,
    })
    .from(airlines)
    .where(isNotNull(airlines.marginType));
  const byCarrier = new Map(rows.map((r) => [r.iataCode, airlineMarginRule(r)]));
  let sellMargin: TMarginBasics['sellMargin'] = null;
  if (viewer.kind === 'agent' && viewer.agencyId) {
    const rule = await marginFor(db, { scope: 'agent', agencyId: viewer.agencyId, product: 'flight' });
    sellMargin = rule ? { kind: 'agent', rule } : null;
  } else if (viewer.kind === 'public') {
    const rule = await marginFor(db, { scope: 'customer', product: 'flight' });
    sellMargin = rule ? { kind: 'customer', rule } : null;
  }
  return { airlineMargin: (carrier) => byCarrier.get(carrier) ?? null, sellMargin };
}
