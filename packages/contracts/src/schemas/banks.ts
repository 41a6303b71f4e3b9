import { z } from 'zod';
import { zCurrency } from '../money';
import { V, zOptionalText, zPageQuery, zText } from './common';

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
const zBranch = zOptionalText(120)
  .nullable()
  .transform((v) => (v ? v : null));

const bankFields = {
  bank_name: zText(120),
  account_title: zText(120),
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

export const ZBankListQuery = zPageQuery.extend({ active: z.enum(['0', '1'], { error: V.oneOf }).optional() });
export type TBankListQuery = z.infer<typeof ZBankListQuery>;

export interface TBank {
  id: string;
  bank_name: string;
  account_title: string;
  account_number: string;
  iban: string | null;
  branch: string | null;
  currency: string;
  active: boolean;
  created_at: string;
  updated_at: string;
}
