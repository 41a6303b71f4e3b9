import { z } from 'zod';
import { parseRate } from '../exchange';
import { zCurrency } from '../money';
import { V, zDay, zDayInput, zId, zInstant, zOptionalLineOf, ZPersonRef } from './common';
import { zListQuery } from './list-query';

/**
 * A rate as people type it: how many units of the agency's currency one unit of the foreign
 * currency buys, a positive decimal with at most six decimals ("280.123456"). It stays text in
 * the request; the API stores it exactly as integer millionths (parseRate).
 */
export const zRateText = z
  .string({ error: (issue) => (issue.input === undefined ? V.required : 'validation.rate') })
  .trim()
  .min(1, { error: V.required })
  .refine((v) => parseRate(v) !== null, { error: 'validation.rate' });

/** One line, like every other free text typed into a single-line field. */
const zNote = zOptionalLineOf(500);

const rateFields = {
  currency: zCurrency,
  rate: zRateText,
  effective_on: zDayInput,
  note: zNote,
};

/** POST /exchange-rates. */
export const ZCreateExchangeRate = z.object(rateFields);
export type TCreateExchangeRate = z.input<typeof ZCreateExchangeRate>;

/** PUT /exchange-rates?id=…: a subset of the fields. */
export const ZUpdateExchangeRate = z
  .object(rateFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: V.required, path: ['_'] });
export type TUpdateExchangeRate = z.input<typeof ZUpdateExchangeRate>;

export const EXCHANGE_RATE_SORTS = ['effective_on', 'currency', 'created_at'] as const;

export const ZExchangeRateListQuery = zListQuery(EXCHANGE_RATE_SORTS).extend({
  currency: zCurrency.optional(),
});
export type TExchangeRateListQuery = z.infer<typeof ZExchangeRateListQuery>;

/** A rate as the API presents it: 1 `currency` = `rate` `quote_currency` from `effective_on`. */
export const ZExchangeRate = z.strictObject({
  id: zId,
  currency: z.string(),
  /** The agency's currency when the rate was set. */
  quote_currency: z.string(),
  rate: z.string(),
  rate_millionths: z.number().int(),
  effective_on: zDay,
  note: z.string().nullable(),
  set_by: ZPersonRef.nullable(),
  created_at: zInstant,
  updated_at: zInstant,
});
export type TExchangeRate = z.infer<typeof ZExchangeRate>;
