import { z } from 'zod';
import { currencyExponent, isCurrency, MAX_AMOUNT_MINOR, roundHalfUp, type TCurrency, zAmountMinorOrZero, zCurrency } from './money';

/**
 * Pricing: net → airline margin → agent or customer margin → gross, pure and shared
 * by the API and the web so a price shown on screen is the price charged.
 *
 * Decisions:
 * - Every amount is an integer in minor units of ONE currency (the quote's). A fixed margin names
 *   its currency and must match the quote's: pricing never converts. Fixed margins typed in major
 *   units ("12.500 KWD") go through `fixedMarginFromMajor`, which is the only place the currency
 *   exponent matters; a value with more decimals than the currency has is refused, not rounded.
 * - A percentage is given in basis points (1 bp = 0.01 %) or as a decimal string ("2.5"), at most
 *   4 decimals, 0 … 1000 %. It is turned into an exact integer rate (millionths) so no float enters.
 * - Each percentage applies to the subtotal before it: the airline margin to the net fare, the
 *   agent/customer margin to net + airline margin. It is rounded half-up to the minor unit per
 *   passenger (per line unit), and a line of `quantity` passengers is that unit times quantity,
 *   so splitting a booking per passenger never changes the total.
 * - Margins are never negative (a discount is not a margin); bad input throws `PricingError`
 *   whose `code` is a translation key.
 */

/** Rates are kept in millionths of the base (1 % = 10 000), exact for 4-decimal percentages. */
const RATE_SCALE = 1_000_000n;
/** 1000 % is the ceiling: anything above is a typing error, not a price. */
export const MAX_PERCENT = 1000;
const MAX_RATE = BigInt(MAX_PERCENT) * 10_000n;

export type TPricingErrorCode =
  | 'validation.amount_not_negative'
  | 'validation.amount_integer'
  | 'validation.amount_too_large'
  | 'validation.amount_decimals'
  | 'validation.percent'
  | 'validation.currency'
  | 'validation.quantity';

export class PricingError extends Error {
  constructor(
    readonly code: TPricingErrorCode,
    readonly field: string,
  ) {
    super(`${field}: ${code}`);
    this.name = 'PricingError';
  }
}

const percentPattern = /^\d{1,4}(\.\d{1,4})?$/;

const zBasisPoints = z
  .number({ error: 'validation.percent' })
  .int({ error: 'validation.percent' })
  .min(0, { error: 'validation.percent' })
  .max(MAX_PERCENT * 100, { error: 'validation.percent' });

export const ZMarginRule = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('fixed'), amount_minor: zAmountMinorOrZero, currency: zCurrency }),
    // Exactly one of basis_points (integer) or percent (decimal string, up to 4 decimals).
    z
      .object({
        type: z.literal('percent'),
        basis_points: zBasisPoints.optional(),
        percent: z.string({ error: 'validation.percent' }).trim().regex(percentPattern, { error: 'validation.percent' }).optional(),
      })
      .refine((v) => (v.basis_points === undefined) !== (v.percent === undefined), { error: 'validation.percent', path: ['percent'] }),
  ],
  { error: 'validation.invalid' },
);
/** A fixed margin per passenger in minor units, or a percentage (basis points or a decimal string). */
export type TMarginRule = z.infer<typeof ZMarginRule>;

export interface TPricingLineInput {
  /** Caller's label for the line, e.g. 'ADT' or a passenger id; echoed back. */
  id: string;
  /** Net fare per passenger, in minor units. */
  net_minor: number;
  /** Passengers on this line (default 1). */
  quantity?: number;
}

export interface TPricingInput {
  currency: TCurrency;
  lines: TPricingLineInput[];
  airline_margin?: TMarginRule | null;
  /** The agent's markup for its own client (B2B) or the customer margin (B2C). */
  sell_margin?: { kind: 'agent' | 'customer'; rule: TMarginRule } | null;
}

/** One step chain: each field is minor units; subtotal = previous + margin. */
export interface TPriceBreakdown {
  net_minor: number;
  airline_margin_minor: number;
  after_airline_minor: number;
  sell_margin_minor: number;
  gross_minor: number;
}

export interface TPricedLine {
  id: string;
  quantity: number;
  /** For one passenger. */
  unit: TPriceBreakdown;
  /** unit × quantity. */
  total: TPriceBreakdown;
}

export interface TPriceQuote {
  currency: TCurrency;
  sell_margin_kind: 'agent' | 'customer' | null;
  lines: TPricedLine[];
  totals: TPriceBreakdown;
}

/** Percentage as an exact rate in millionths: "2.5" → 25 000, 250 bp → 25 000. */
export function percentRate(rule: Extract<TMarginRule, { type: 'percent' }>, field = 'percent'): bigint {
  let rate: bigint;
  if (rule.basis_points !== undefined && rule.percent === undefined) {
    if (!Number.isSafeInteger(rule.basis_points)) throw new PricingError('validation.percent', field);
    rate = BigInt(rule.basis_points) * 100n;
  } else if (rule.percent !== undefined && rule.basis_points === undefined) {
    const text = rule.percent.trim();
    if (!percentPattern.test(text)) throw new PricingError('validation.percent', field);
    const [whole = '0', fraction = ''] = text.split('.');
    rate = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  } else {
    throw new PricingError('validation.percent', field);
  }
  if (rate < 0n || rate > MAX_RATE) throw new PricingError('validation.percent', field);
  return rate;
}

/** The margin for one passenger on `base` minor units. */
export function marginOn(baseMinor: number, rule: TMarginRule, currency: TCurrency, field = 'margin'): number {
  checkAmount(baseMinor, field);
  if (rule.type === 'fixed') {
    if (rule.currency !== currency) throw new PricingError('validation.currency', field);
    checkAmount(rule.amount_minor, field);
    return rule.amount_minor;
  }
  return Number(roundHalfUp(BigInt(baseMinor) * percentRate(rule, field), RATE_SCALE));
}

/**
 * A fixed margin typed in major units ("12.5", "12.500" KWD) → minor units, exactly. More decimals
 * than the currency has, a sign, or anything that is not a plain decimal number is refused.
 */
export function fixedMarginFromMajor(text: string, currency: TCurrency): Extract<TMarginRule, { type: 'fixed' }> {
  const exponent = currencyExponent(currency);
  const value = text.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) throw new PricingError(value.startsWith('-') ? 'validation.amount_not_negative' : 'validation.amount_integer', 'amount');
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > exponent) throw new PricingError('validation.amount_decimals', 'amount');
  const minor = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
  if (minor > BigInt(MAX_AMOUNT_MINOR)) throw new PricingError('validation.amount_too_large', 'amount');
  return { type: 'fixed', amount_minor: Number(minor), currency };
}

function checkAmount(value: number, field: string) {
  if (!Number.isSafeInteger(value)) throw new PricingError('validation.amount_integer', field);
  if (value < 0) throw new PricingError('validation.amount_not_negative', field);
  if (value > MAX_AMOUNT_MINOR) throw new PricingError('validation.amount_too_large', field);
}

function priceUnit(netMinor: number, input: TPricingInput, field: string): TPriceBreakdown {
  checkAmount(netMinor, `${field}.net_minor`);
  const airline = input.airline_margin ? marginOn(netMinor, input.airline_margin, input.currency, 'airline_margin') : 0;
  const afterAirline = netMinor + airline;
  checkAmount(afterAirline, `${field}.after_airline_minor`);
  const sell = input.sell_margin ? marginOn(afterAirline, input.sell_margin.rule, input.currency, 'sell_margin') : 0;
  const gross = afterAirline + sell;
  checkAmount(gross, `${field}.gross_minor`);
  return {
    net_minor: netMinor,
    airline_margin_minor: airline,
    after_airline_minor: afterAirline,
    sell_margin_minor: sell,
    gross_minor: gross,
  };
}

const ZERO: TPriceBreakdown = { net_minor: 0, airline_margin_minor: 0, after_airline_minor: 0, sell_margin_minor: 0, gross_minor: 0 };
const KEYS = Object.keys(ZERO) as (keyof TPriceBreakdown)[];

function combine(a: TPriceBreakdown, b: TPriceBreakdown, factor: number, field: string): TPriceBreakdown {
  const out = { ...a };
  for (const key of KEYS) {
    out[key] = a[key] + b[key] * factor;
    checkAmount(out[key], field);
  }
  return out;
}

/** Prices every passenger line and the totals, with each step shown. Throws PricingError on bad input. */
export function priceQuote(input: TPricingInput): TPriceQuote {
  if (!isCurrency(input.currency)) throw new PricingError('validation.currency', 'currency');
  const lines = input.lines.map((line, i): TPricedLine => {
    const quantity = line.quantity ?? 1;
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > 999)
      throw new PricingError('validation.quantity', `lines.${i}.quantity`);
    const unit = priceUnit(line.net_minor, input, `lines.${i}`);
    return { id: line.id, quantity, unit, total: combine(ZERO, unit, quantity, `lines.${i}`) };
  });
  const totals = lines.reduce((sum, line) => combine(sum, line.total, 1, 'totals'), ZERO);
  return { currency: input.currency, sell_margin_kind: input.sell_margin?.kind ?? null, lines, totals };
}
