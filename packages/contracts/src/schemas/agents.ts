import { z } from 'zod';
import { V, withConfirmation, zEmail, zName, zNameOf, zNoteOf, zPassword, zUuid } from './common';

export const ZAgencyDetails = z.object({
  agency_name: zNameOf(160),
  contact_person: zNameOf(120),
  phone: z
    .string({ error: V.required })
    .trim()
    .regex(/^\+?[0-9 ()-]{6,24}$/, { error: 'validation.phone' }),
  /** Typed in a textarea: line breaks kept. */
  address: zNoteOf(400),
  country_code: z.string({ error: V.required }).trim().toUpperCase().length(2, { error: V.invalid }),
  city_id: z.coerce.number({ error: V.required }).int({ error: V.invalid }).positive({ error: V.required }),
  licence_number: zNameOf(60),
});
export type TAgencyDetails = z.infer<typeof ZAgencyDetails>;

/** Staff create an agent login together with its agency. */
export const ZSaveAdminAgent = withConfirmation(
  ZAgencyDetails.extend({
    name: zName,
    email: zEmail,
    password: zPassword,
    password_confirmation: z.string({ error: V.required }),
    approve: z.boolean().default(true),
  }),
);
export type TSaveAdminAgent = z.input<typeof ZSaveAdminAgent>;
/** The parsed request (approve defaulted), as the API sees it. */
export type TSaveAdminAgentData = z.output<typeof ZSaveAdminAgent>;

/** Updating an agency: an agent its own (user_id omitted), staff any agent's by user_id. */
export const ZUpdateAgentData = ZAgencyDetails.extend({ user_id: zUuid.optional() });
export type TUpdateAgentData = z.infer<typeof ZUpdateAgentData>;

export const ZCitiesQuery = z.object({
  country_code: z.string({ error: V.required }).trim().toUpperCase().length(2, { error: V.invalid }),
  search: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type TCitiesQuery = z.infer<typeof ZCitiesQuery>;

export const ZCountriesQuery = z.object({ search: z.string().trim().max(80).optional() });

export const ZCountry = z.strictObject({
  code: z.string(),
  name: z.string(),
  phone_code: z.string(),
  currency: z.string().nullable(),
  flag: z.string(),
});
export type TCountry = z.infer<typeof ZCountry>;

export const ZCity = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  country_code: z.string(),
  state_code: z.string(),
});
export type TCity = z.infer<typeof ZCity>;
