import { z } from 'zod';
import { V, zInstant, ZPersonRef } from './common';

/**
 * The credentials of the services Safar talks to, by name. Each one can also come from the
 * server's environment, under the same name in capitals (duffel_access_token →
 * DUFFEL_ACCESS_TOKEN), which then wins over a saved value.
 */
export const INTEGRATION_KEY_NAMES = [
  'duffel_access_token',
  'duffel_webhook_secret',
  'safepay_api_key',
  'safepay_secret_key',
  'safepay_webhook_secret',
  'zoho_client_id',
  'zoho_client_secret',
  'zoho_refresh_token',
] as const;
export type TIntegrationKeyName = (typeof INTEGRATION_KEY_NAMES)[number];

/** Which service each key belongs to (the screen groups them so). */
export const INTEGRATION_KEY_SERVICES = {
  duffel: ['duffel_access_token', 'duffel_webhook_secret'],
  safepay: ['safepay_api_key', 'safepay_secret_key', 'safepay_webhook_secret'],
  zoho: ['zoho_client_id', 'zoho_client_secret', 'zoho_refresh_token'],
} as const satisfies Record<string, readonly TIntegrationKeyName[]>;

export const isIntegrationKeyName = (value: unknown): value is TIntegrationKeyName =>
  typeof value === 'string' && (INTEGRATION_KEY_NAMES as readonly string[]).includes(value);

/** The environment variable that sets a key (and then wins over the saved value). */
export const integrationKeyEnvName = (name: TIntegrationKeyName) => name.toUpperCase();

export const INTEGRATION_KEY_MIN = 8;
export const INTEGRATION_KEY_MAX = 4096;

/**
 * A key's value: 8 to 4096 visible ASCII characters. Tokens and secrets never hold spaces, line
 * breaks, NULs or letters outside ASCII; refusing them catches a value pasted with a trailing
 * newline or a look-alike character, which would otherwise fail much later at the supplier.
 */
export const zIntegrationKeyValue = z
  .string({ error: V.invalid })
  .min(1, { error: V.required })
  .refine((v) => /^[\x21-\x7e]*$/.test(v), { error: 'validation.key_characters' })
  .refine((v) => v.length >= INTEGRATION_KEY_MIN, { error: 'validation.key_too_short' })
  .refine((v) => v.length <= INTEGRATION_KEY_MAX, { error: 'validation.key_too_long' });

/**
 * POST /save-keys: `{ keys: { duffel_access_token: "…" } }` sets a key, `null` clears it; keys
 * left out stay as they are. Unknown names are refused, each on its own field.
 */
export const ZSaveKeys = z.object({
  keys: z
    .record(z.string(), z.unknown(), { error: V.required })
    .superRefine((keys, ctx) => {
      const entries = Object.entries(keys);
      if (entries.length === 0) ctx.addIssue({ code: 'custom', message: 'validation.keys_empty', path: [] });
      for (const [name, value] of entries) {
        if (!isIntegrationKeyName(name)) {
          ctx.addIssue({ code: 'custom', message: 'validation.key_unknown', path: [name] });
          continue;
        }
        if (value === null) continue;
        const parsed = zIntegrationKeyValue.safeParse(value);
        if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message, path: [name] });
      }
    })
    .transform((keys) => keys as Partial<Record<TIntegrationKeyName, string | null>>),
});
export type TSaveKeys = z.input<typeof ZSaveKeys>;
export type TSaveKeysParsed = z.output<typeof ZSaveKeys>;

export const KEY_SOURCES = ['database', 'environment'] as const;
export type TKeySource = (typeof KEY_SOURCES)[number];

/** One key as GET /fetch-keys shows it: never its value, only whether it is set and its last four characters. */
export const ZIntegrationKeyStatus = z.strictObject({
  name: z.enum(INTEGRATION_KEY_NAMES),
  /** Its environment variable (shown beside a key set there). */
  env_name: z.string(),
  set: z.boolean(),
  last_four: z.string().nullable(),
  source: z.enum(KEY_SOURCES).nullable(),
  /**
   * False when a saved value cannot be decrypted with the current APP_KEY (it was saved under
   * another one, or the row was damaged): it must be saved again.
   */
  readable: z.boolean(),
  updated_at: zInstant.nullable(),
  updated_by: ZPersonRef.nullable(),
});
export type TIntegrationKeyStatus = z.infer<typeof ZIntegrationKeyStatus>;

/** GET /fetch-keys and POST /save-keys answer every known key, in the order of INTEGRATION_KEY_NAMES. */
export const ZIntegrationKeys = z.strictObject({ keys: z.array(ZIntegrationKeyStatus) });
export type TIntegrationKeys = z.infer<typeof ZIntegrationKeys>;
