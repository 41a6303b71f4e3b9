import { basisPointsToPercent, PRODUCTS, type TMarginRule, type TMarginView, type TProduct } from '@safar/contracts';
import type { margins } from '@safar/db';

export type TMarginRow = typeof margins.$inferSelect;

/** A stored row as the pricing module's rule (percentages as basis points). */
export function ruleOf(row: TMarginRow): TMarginRule {
  if (row.type === 'fixed')
    return { type: 'fixed', amount_minor: row.amountMinor!, currency: row.currency as Extract<TMarginRule, { type: 'fixed' }>['currency'] };
  return { type: 'percent', basis_points: row.basisPoints! };
}

const none = (product: TProduct): TMarginView => ({
  product,
  type: 'none',
  amount_minor: null,
  currency: null,
  basis_points: null,
  percent: null,
  updated_at: null,
});

export function toMarginView(row: TMarginRow): TMarginView {
  const base = { ...none(row.product as TProduct), updated_at: row.updatedAt.toISOString() };
  if (row.type === 'fixed') return { ...base, type: 'fixed', amount_minor: row.amountMinor, currency: row.currency };
  return { ...base, type: 'percent', basis_points: row.basisPoints, percent: basisPointsToPercent(row.basisPoints!) };
}

/** Every product in PRODUCTS order, 'none' where no rule is stored. */
export function toMarginViews(rows: readonly TMarginRow[]): TMarginView[] {
  const byProduct = new Map(rows.map((r) => [r.product, r]));
  return PRODUCTS.map((product) => {
    const row = byProduct.get(product);
    return row ? toMarginView(row) : none(product);
  });
}
