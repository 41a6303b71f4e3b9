import type { TMarginRule } from '@safar/contracts';
import { airlines, type DbOrTx } from '@safar/db';
import { isNotNull } from 'drizzle-orm';
import { airlineMarginRule } from '@/modules/air/airlines.presenter';
import { marginFor } from '@/modules/margins/margins.service';
import type { TOfferViewer } from '../offers/offer-store';

export interface TMarginBasics {
  airlineMargin: (carrier: string) => TMarginRule | null;
  sellMargin: { kind: 'agent' | 'customer'; rule: TMarginRule } | null;
}

/**
 * The margins one search applies: every airline margin staff set (a handful of rows, read once per
 * search) and the viewer's own: the agency's markup for an agent, the B2C margin for a visitor or
 * customer, none for staff, who see the price before any markup for a client.
 */
export async function loadMarginBasics(db: DbOrTx, viewer: TOfferViewer): Promise<TMarginBasics> {
  const rows = await db.select().from(airlines).where(isNotNull(airlines.marginType));
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
