import { z } from 'zod';
import { zCurrency } from '../money';
import { V, zNameOf, zOptionalLineOf, zText } from './common';
import { zListQuery } from './list-query';

/** An IBAN's ISO 13616 check: move the first four characters to the end, letters to 10…35, mod 97 must be 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  // Piecewise so the number never leaves the safe integer range.
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return rest === 1;
}

/** An optional IBAN: blank means none; otherwise stored compact and upper-cased. */
export const zIban = z
  .string({ error: V.invalid })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v === '' || isValidIban(v), { error: 'validation.iban' })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

const zAccountNumber = zText(40).refine((v) => /^[A-Za-z0-9 -]+$/.test(v), { error: 'validation.account_number' });
/** One line, like the bank's name; blank is none. */
const zBranch = zOptionalLineOf(120);

const bankFields = {
  bank_name: zNameOf(120),
  account_title: zNameOf(120),
  account_number: zAccountNumber,
  iban: zIban,
  branch: zBranch,
  currency: zCurrency,
  active: z.boolean({ error: V.invalid }),
};

/** POST /banks. */
export const ZCreateBank = z.object({ ...bankFields, active: bankFields.active.default(true) });
export type TCreateBank = z.input<typeof ZCreateBank>;

/** PUT /banks?id=…: a subset of the fields (e.g. `{ active: false }` to deactivate). */
export const ZUpdateBank = z
  .object(bankFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: V.required, path: ['_'] });
export type TUpdateBank = z.input<typeof ZUpdateBank>;

/** Columns the banks list can be sorted by (`?sort=bank_name&order=desc`). */
export const BANK_SORTS = ['bank_name', 'account_title', 'currency', 'created_at'] as const;

export const ZBankListQuery = zListQuery(BANK_SORTS).extend({ active: z.enum(['0', '1'], { error: V.oneOf }).optional() });
export type TBankListQuery = z.infer<typeof ZBankListQuery>;

/** A bank as the API presents it (list items and `{ bank }`). */
export const ZBank = z.strictObject({
  id: z.uuid(),
  bank_name: z.string(),
  account_title: z.string(),
  account_number: z.string(),
  iban: z.string().nullable(),
  branch: z.string().nullable(),
  currency: z.string(),
  active: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TBank = z.infer<typeof ZBank>;
