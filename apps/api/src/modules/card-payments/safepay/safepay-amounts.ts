import { currencyExponent, isCurrency, zAmountMinor, zAmountMinorOrZero, type TCurrency } from '@safar/contracts';
import { GatewayError } from '../card-gateway';

/*
 * Safepay's v3 payments API counts money as an integer in the currency's lowest denomination
 * (paisa for PKR: PKR 1,000.00 is 100000). Every currency Safepay takes has two decimals, which
 * is also what our CURRENCY_EXPONENTS say, so a Safepay amount IS our minor-unit amount. These
 * two functions are still the only place amounts cross the edge: they check that both sides
 * agree on the exponent (a currency added later with another exponent fails here, loudly,
 * instead of being scaled by a guess) and that the value is a whole, positive, safe integer.
 * No arithmetic, no floats.
 */

/** What Safepay accepts for a payment session; each one has a two-decimal lowest denomination. */
export const SAFEPAY_CURRENCIES = ['PKR', 'USD', 'AED', 'SAR', 'CAD', 'EUR', 'GBP'] as const satisfies readonly TCurrency[];
export type TSafepayCurrency = (typeof SAFEPAY_CURRENCIES)[number];

const SAFEPAY_EXPONENT = 2;

export function isSafepayCurrency(currency: unknown): currency is TSafepayCurrency {
  return (
    isCurrency(currency) && (SAFEPAY_CURRENCIES as readonly string[]).includes(currency) && currencyExponent(currency) === SAFEPAY_EXPONENT
  );
}

function requireCurrency(currency: unknown): TSafepayCurrency {
  if (!isSafepayCurrency(currency))
    throw new GatewayError('refused', `Safepay does not take ${String(currency)}`, { reason: 'unsupported_currency' });
  return currency;
}

/** Our minor units → the integer Safepay expects. Refuses fractions, zero, strings, out-of-range. */
export function toSafepayAmount(amountMinor: number, currency: TCurrency): number {
  requireCurrency(currency);
  if (!zAmountMinor.safeParse(amountMinor).success)
    throw new GatewayError('refused', `${String(amountMinor)} is not a whole, positive amount in minor units`, { reason: 'bad_amount' });
  return amountMinor;
}

/**
 * A Safepay amount (from an answer or a webhook) → our minor units and currency. Zero is allowed
 * (a fee, a balance). Anything that is not an integer means the answer is not what we expect,
 * so it throws; the caller decides which kind of failure that is.
 */
export function fromSafepayAmount(value: unknown, currency: unknown): { amountMinor: number; currency: TSafepayCurrency } {
  if (!isSafepayCurrency(currency)) throw new RangeError(`Safepay sent a currency it does not take: ${JSON.stringify(currency)}`);
  const parsed = zAmountMinorOrZero.safeParse(value);
  if (!parsed.success) throw new RangeError(`Safepay sent an amount that is not a whole number of minor units: ${JSON.stringify(value)}`);
  return { amountMinor: parsed.data, currency };
}
