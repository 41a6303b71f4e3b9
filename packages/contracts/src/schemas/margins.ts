import { z } from 'zod';
import { percentRate, ZMarginRule, type TMarginRule } from '../pricing';
import { PRODUCTS } from '../products';
import { V, zId, zInstant, zOneOf } from './common';

/**
 * Margins by product. Scope 'agent': the markup an approved agent adds for its own
 * clients (POST /save-agent-margin, its own agency only). Scope 'customer': the B2C margin admin
 * sets (POST /save-customer-margin-values). A rule has the pricing module's shape (ZMarginRule):
 * a fixed amount per passenger in minor units with its currency, or a percentage.
 *
 * Decisions:
 * - A save is an upsert per product: products left out of `margins` keep their rule, and
 *   `{ product, type: 'none' }` removes a product's margin. The answer is the full list.
 * - Percentages are stored in whole basis points (0.01 %), 0 … 1000 %; a percent string may be
 *   typed with up to 4 decimals (the pricing module's rule) but must land on a whole basis
 *   point, so "2.125" is refused instead of being rounded.
 * - A fixed margin keeps the currency it was given in; pricing applies it only to quotes in that
 *   currency (it never converts).
 */
export const MARGIN_SCOPES = ['agent', 'customer'] as const;
export type TMarginScope = (typeof MARGIN_SCOPES)[number];
export const MARGIN_TYPES = ['none', 'fixed', 'percent'] as const;
export type TMarginType = (typeof MARGIN_TYPES)[number];

const zProduct = zOneOf(PRODUCTS);
const [fixedRule, percentRule] = ZMarginRule.options;

/** Basis points of a percent rule (250 for "2.5" or basis_points 250); null when not a whole basis point. */
export function marginBasisPoints(rule: Extract<TMarginRule, { type: 'percent' }>): number | null {
  const rate = percentRate(rule);
  return rate % 100n === 0n ? Number(rate / 100n) : null;
}

const WELL_FORMED_PERCENT = /^\d{1,4}(\.\d{1,4})?$/;

/**
 * ZMarginRule checks a percent string's form; its range (0 … 1000 %) is checked by the pricing
 * module when it prices, so a stored rule is checked here, and must land on a whole basis point.
 */
function checkStoredPercent(rule: Extract<TMarginRule, { type: 'percent' }>, ctx: z.RefinementCtx) {
  if ((rule.basis_points === undefined) === (rule.percent === undefined)) return; // ZMarginRule reports it
  let basisPoints: number | null;
  try {
    basisPoints = marginBasisPoints(rule);
  } catch {
    // A malformed value is already reported by ZMarginRule; a well-formed one over 1000 % is not.
    if (rule.percent !== undefined && WELL_FORMED_PERCENT.test(rule.percent))
      ctx.addIssue({ code: 'custom', message: 'validation.percent', path: ['percent'] });
    return;
  }
  if (basisPoints === null) ctx.addIssue({ code: 'custom', message: 'validation.margin_percent_decimals', path: ['percent'] });
}

export const ZMarginInput = z.discriminatedUnion(
  'type',
  [
    fixedRule.safeExtend({ product: zProduct }),
    percentRule.safeExtend({ product: zProduct }).superRefine(checkStoredPercent),
    z.object({ type: z.literal('none'), product: zProduct }),
  ],
  { error: V.oneOf },
);
export type TMarginInput = z.infer<typeof ZMarginInput>;

/** POST /save-agent-margin and POST /save-customer-margin-values: one entry per product, each product at most once. */
export const ZSaveMargins = z.object({
  margins: z
    .array(ZMarginInput, { error: V.required })
    .min(1, { error: V.required })
    .max(PRODUCTS.length, { error: 'validation.too_big' })
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.product)) ctx.addIssue({ code: 'custom', message: 'validation.margin_duplicate_product', path: [i, 'product'] });
        seen.add(item.product);
      });
    }),
});
export type TSaveMargins = z.infer<typeof ZSaveMargins>;

/** One product's margin as the API answers it; type 'none' (all else null) when it has none. */
export const ZMarginView = z.strictObject({
  product: z.enum(PRODUCTS),
  type: z.enum(MARGIN_TYPES),
  amount_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  basis_points: z.number().int().nullable(),
  /** The percentage as a plain decimal string ("2.5" for 250 basis points). */
  percent: z.string().nullable(),
  updated_at: zInstant.nullable(),
});
export type TMarginView = z.infer<typeof ZMarginView>;

export const ZMarginList = z.strictObject({
  scope: z.enum(MARGIN_SCOPES),
  agency_id: zId.nullable(),
  /** The currency a new fixed margin defaults to (the agency's own; PKR for customer margins). */
  currency: z.string(),
  /** Every product, in PRODUCTS order. */
  margins: z.array(ZMarginView),
});
export type TMarginList = z.infer<typeof ZMarginList>;

/** 250 basis points → "2.5"; 100000 → "1000". */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
