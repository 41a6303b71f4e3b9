import { z } from 'zod';

// In the browser, zod's JIT probes `new Function`, which the app's Content-Security-Policy
// (no 'unsafe-eval') reports as a violation; the API keeps the faster compiled parsers.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

/**
 * Validation messages are translation keys (namespace `validation` in the locale files), so
 * the API answers in the caller's language and the web shows the same text for the same rule.
 */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  tooShort: 'validation.too_short',
  tooLong: 'validation.too_long',
  passwordsMismatch: 'validation.passwords_mismatch',
  code: 'validation.code_format',
  invalid: 'validation.invalid',
  oneOf: 'validation.one_of',
} as const;

export const zEmail = z
  .string({ error: V.required })
  .trim()
  .toLowerCase()
  .min(1, { error: V.required })
  .max(254, { error: V.tooLong })
  .pipe(z.email({ error: V.email }));

export const zPassword = z
  .string({ error: V.required })
  .min(8, { error: V.tooShort })
  .max(128, { error: V.tooLong });

/** A password when signing in: only presence is checked so old rules never lock anyone out. */
export const zCurrentPassword = z.string({ error: V.required }).min(1, { error: V.required }).max(1024, { error: V.tooLong });

export const zName = z.string({ error: V.required }).trim().min(1, { error: V.required }).max(120, { error: V.tooLong });

export const zText = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.tooLong });

export const zOptionalText = (max: number) =>
  z.string({ error: V.invalid }).trim().max(max, { error: V.tooLong }).optional();

export const zUuid = z.uuid({ error: V.invalid });

/** One of the listed values; a missing value says "required" rather than "choose one". */
export const zOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? V.required : V.oneOf) });

export const zPageQuery = z.object({
  page: z.coerce.number({ error: V.invalid }).int().min(1).max(100000).default(1),
  per_page: z.coerce.number({ error: V.invalid }).int().min(1).max(100).default(20),
  search: z.string().trim().max(120).optional(),
});
export type TPageQuery = z.infer<typeof zPageQuery>;

export const zIdQuery = z.object({ id: zUuid });
export const zIdParams = z.object({ id: zUuid });

/** Adds the "passwords match" rule to a schema with password and password_confirmation. */
export function withConfirmation<T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    error: V.passwordsMismatch,
    path: ['password_confirmation'],
  });
}
