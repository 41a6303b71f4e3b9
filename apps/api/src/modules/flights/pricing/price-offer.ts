import { priceQuote, type TCurrency, type TMarginRule, type TPassengerType, type TPriceBreakdown } from '@safar/contracts';
import type { TSupplierOffer } from '../suppliers/supplier';

/** One passenger type's price: the supplier's amount and each step in the agency's currency, per passenger. */
export interface TPricedLine {
  type: TPassengerType;
  count: number;
  supplierUnitMinor: number;
  unit: TPriceBreakdown;
}

/** An offer as stored: the supplier's offer untouched, and its price for one viewer. */
export interface TPricedOffer {
  offer: TSupplierOffer;
  currency: TCurrency;
  lines: TPricedLine[];
  totals: TPriceBreakdown;
}

export interface TPricingContext {
  /** The agency's currency: every price shown and charged is in it. */
  currency: TCurrency;
  /** Supplier-currency minor units → agency-currency minor units (identity when the same). */
  convert: (supplierMinor: number) => number;
  /** The margin staff set on a validating airline, if any. */
  airlineMargin: (carrier: string) => TMarginRule | null;
  /** The agency's markup for its client (agent search), the B2C margin (visitors), or none (staff). */
  sellMargin: { kind: 'agent' | 'customer'; rule: TMarginRule } | null;
}

/**
 * Net (converted per passenger) → airline margin → agent or customer margin → gross, with the
 * pricing rules shared with the web. Each passenger is converted on its own, so the total is the
 * sum of what each passenger pays and splitting a booking never changes it.
 */
export function priceOffer(offer: TSupplierOffer, ctx: TPricingContext): TPricedOffer {
  const lines = offer.passengers.filter((p) => p.count > 0);
  const quote = priceQuote({
    currency: ctx.currency,
    lines: lines.map((p) => ({ id: p.type, net_minor: ctx.convert(p.totalMinor), quantity: p.count })),
    airline_margin: usableMargin(ctx.airlineMargin(offer.validatingCarrier), ctx.currency),
    sell_margin: ctx.sellMargin && usableMargin(ctx.sellMargin.rule, ctx.currency) ? ctx.sellMargin : null,
  });
  return {
    offer,
    currency: ctx.currency,
    lines: quote.lines.map((line, i) => ({
      type: lines[i]!.type,
      count: line.quantity,
      supplierUnitMinor: lines[i]!.totalMinor,
      unit: line.unit,
    })),
    totals: quote.totals,
  };
}

/**
 * A fixed margin is an amount in one currency; one kept in another currency than the agency's
 * (the agency changed currency since) cannot be added without a conversion nobody agreed to, so
 * it is left out rather than added at a wrong value. Margin screens only accept the agency's.
 */
function usableMargin(rule: TMarginRule | null, currency: TCurrency): TMarginRule | null {
  if (!rule) return null;
  return rule.type === 'fixed' && rule.currency !== currency ? null : rule;
}
