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

export const zPassword = z.string({ error: V.required }).min(8, { error: V.tooShort }).max(128, { error: V.tooLong });

/** A password when signing in: only presence is checked so old rules never lock anyone out. */
export const zCurrentPassword = z.string({ error: V.required }).min(1, { error: V.required }).max(1024, { error: V.tooLong });

/**
 * What a name never holds: control characters (line breaks and tabs among them), the line and
 * paragraph separators, and the bidirectional embeddings, overrides and isolates, which make a
 * name display as something else than it is (U+202E turns "exe.pdf" into "fdp.exe"). The
 * left-to-right and right-to-left marks (U+200E, U+200F) and the Arabic letter mark stay allowed:
 * mixed Arabic and Latin names need them to display in order.
 */
const NAME_FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** Characters that take no visible space: spaces, format characters (zero-width space, joiners, marks) and fillers. */
const INVISIBLE = /\s|\p{Cf}|\u034F|\u115F|\u1160|\u17B4|\u17B5|[\u180B-\u180F]|\u2800|\u3164|\uFFA0/gu;
const onlyInvisible = (v: string) => v.length > 0 && v.replace(INVISIBLE, '') === '';

/**
 * A name (of a person, an agency, a bank, an account) or a reference typed by a user: trimmed,
 * one line, none of the characters above, and at least one visible character. Every such field
 * uses it, in the API and in the forms alike.
 */
export const zNameOf = (max: number) =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(max, { error: V.tooLong })
    .refine((v) => !NAME_FORBIDDEN.test(v), { error: 'validation.name_characters' })
    .refine((v) => !onlyInvisible(v), { error: 'validation.name_invisible' });

/** A person's name. */
export const zName = zNameOf(120);

/**
 * An optional one-line text typed by a user (a note beside a record): trimmed, none of the
 * characters a name never holds (same rule and message as zNameOf), and blank is none (null).
 */
export const zOptionalLineOf = (max: number) =>
  z
    .string({ error: V.invalid })
    .trim()
    .max(max, { error: V.tooLong })
    .refine((v) => !NAME_FORBIDDEN.test(v), { error: 'validation.name_characters' })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * What a text typed in a textarea (a note, a reason) never holds: the characters a name never
 * holds, its line breaks and tabs aside.
 */
const multilineAllowed = (v: string) => !NAME_FORBIDDEN.test(v.replace(/[\n\t]/g, ''));
const multiline = (max: number, { error, min }: { error: string; min: number }) =>
  z
    .string({ error })
    // Line breaks as a textarea may send them (CRLF) count as one, like the text shows them.
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(min, { error: V.required })
        .max(max, { error: V.tooLong })
        .refine(multilineAllowed, { error: 'validation.text_characters' }),
    );

/**
 * A multi-line text typed by a user, possibly blank (kept as ''): trimmed, CRLF read as one line
 * break, and none of the characters a name never holds except line breaks and tabs (control
 * characters, text-direction overrides), with the message of a flight quote's note. For a field
 * that says absence its own way (`.optional()`, `.nullish()`); otherwise use zNoteOf or zOptionalNoteOf.
 */
export const zMultilineOf = (max: number) => multiline(max, { error: V.invalid, min: 0 });

/** A required multi-line text (a reason typed in a textarea): the rule of zMultilineOf, and not blank. */
export const zNoteOf = (max: number) => multiline(max, { error: V.required, min: 1 });

/** An optional multi-line text (a note beside a record): the rule of zMultilineOf, and blank is none (null). */
export const zOptionalNoteOf = (max: number) =>
  zMultilineOf(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** Trimmed text with no character rule: for text a pattern already restricts, never for free text a user types. */
export const zText = (max: number) => z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.tooLong });

export const zOptionalText = (max: number) => z.string({ error: V.invalid }).trim().max(max, { error: V.tooLong }).optional();

export const zUuid = z.uuid({ error: V.invalid });

/** The calendar days a date filter may name: a business's records never lie outside them. */
export const DAY_BOUNDS = { min: '1900-01-01', max: '2100-12-31' } as const;

/**
 * A calendar day given as input (YYYY-MM-DD) within DAY_BOUNDS. Outside them the day is a
 * mistake (a year typed as 0000 or 20255), and the database's date arithmetic would fail on
 * some of them rather than find nothing.
 */
export const zDayInput = z.iso
  .date({ error: V.invalid })
  // A value that is no day at all has its "not valid" already; the bounds speak of real days only.
  .refine((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || (day >= DAY_BOUNDS.min && day <= DAY_BOUNDS.max), {
    error: 'validation.date_bounds',
  });

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

/*
 * Building blocks of the answers' schemas (the API serialises every answer through them and the
 * API tests check each answer against them). Objects in answers are strict: a field the contract
 * does not name is a mismatch, not something silently dropped.
 */
/** An instant, as the API writes it: ISO 8601 in UTC (Date#toISOString). */
export const zInstant = z.iso.datetime();
/** A calendar day, YYYY-MM-DD. */
export const zDay = z.iso.date();
/** A record's id (a UUID). */
export const zId = z.guid();
/** A person named in an answer. */
export const ZPersonRef = z.strictObject({ id: zId, name: z.string() });
/** A record named by its id and its human reference (TXN-…, DEP-…). */
export const ZReferenceRef = z.strictObject({ id: zId, reference: z.string() });
/** A page of a list. */
export const ZPagination = z.strictObject({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });
/** A list answer: one page of items and where it is. */
export const zListOf = <T extends z.ZodType>(item: T) => z.strictObject({ items: z.array(item), pagination: ZPagination });
