import { z } from 'zod';
import { V, zInstant, zNameOf, zOptionalNoteOf, zUuid } from './common';
import { ZImage } from './images';
import { zOptionalEmail } from './travellers';

/*
 * An agency's public profile: what it shows its own customers on the documents it gives them
 * (the customer's copy of an invoice or e-ticket): the name it trades under, its logo and how to
 * reach it. Its agents keep it; staff may read it.
 */

/** A phone as the agency writes it for its customers ("+92 21 3456 7890", "(021) 111-222-333"); blank is none. */
export const zOptionalDisplayPhone = z
  .string({ error: V.invalid })
  .trim()
  .pipe(z.union([z.literal('').transform(() => null), z.string().regex(/^\+?[0-9 ()-]{6,24}$/, { error: 'validation.phone' })]))
  .nullish()
  .transform((v) => v ?? null);

const CONTROL = /[\p{Cc}\s\\]/u;

/** An https address a customer can open, without credentials in it. */
export function isWebsite(value: string): boolean {
  if (CONTROL.test(value) || !/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An optional website (blank is none): https only, printed on documents and shown as a link. */
export const zOptionalWebsite = z
  .string({ error: V.invalid })
  .trim()
  .max(200, { error: V.tooLong })
  .refine((v) => v === '' || isWebsite(v), { error: 'validation.website' })
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /agent-profile: the whole profile (a field left out or blank is not shown). */
export const ZSaveAgentProfile = z.object({
  /** The name the agency trades under with its customers. */
  display_name: zNameOf(160),
  phone: zOptionalDisplayPhone,
  email: zOptionalEmail,
  /** Typed in a textarea: line breaks kept. */
  address: zOptionalNoteOf(400),
  website: zOptionalWebsite,
  /** A public image (POST /images); null for none. */
  logo_image_id: zUuid.nullish().transform((v) => v ?? null),
});
export type TSaveAgentProfile = z.input<typeof ZSaveAgentProfile>;
export type TSaveAgentProfileData = z.output<typeof ZSaveAgentProfile>;

/** GET /agent-profile: an agent reads its own agency's; staff name the agent (`user_id`). */
export const ZAgentProfileQuery = z.object({ user_id: zUuid.optional() });
export type TAgentProfileQuery = z.infer<typeof ZAgentProfileQuery>;

export const ZAgentProfile = z.strictObject({
  agency_id: z.uuid(),
  display_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  logo_image_id: z.uuid().nullable(),
  logo: ZImage.nullable(),
  /** False until the agency saves one: the agency's own name, phone and address stand in. */
  saved: z.boolean(),
  updated_at: zInstant.nullable(),
});
export type TAgentProfile = z.infer<typeof ZAgentProfile>;
