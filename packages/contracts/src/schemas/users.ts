import { z } from 'zod';
import { ROLES, STAFF_ROLES, USER_STATUSES } from '../roles';
import { V, withConfirmation, zEmail, zId, zInstant, zName, zOneOf, zPageQuery, zPassword, zText, zUuid } from './common';

export const ZUserListQuery = zPageQuery.extend({
  role: z.enum(ROLES, { error: V.oneOf }).optional(),
  status: z.enum(USER_STATUSES, { error: V.oneOf }).optional(),
  approval: z.enum(['pending', 'approved'], { error: V.oneOf }).optional(),
  /** `staff` = back-office roles, `clients` = customers and agents. */
  kind: z.enum(['staff', 'clients'], { error: V.oneOf }).optional(),
  id: zUuid.optional(),
  /** The users of one agency (its agents). */
  agency_id: zUuid.optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

/** Customers and agents created by staff (admin or salesman). Staff use ZStaff instead. */
export const ZCreateUser = withConfirmation(
  z.object({
    name: zName,
    email: zEmail,
    password: zPassword,
    password_confirmation: z.string({ error: V.required }),
    role: zOneOf(['customer', 'agent']),
  }),
);
export type TCreateUser = z.infer<typeof ZCreateUser>;

/**
 * POST /users: without `id` it creates a customer or agent (the rules of ZCreateUser), with `id`
 * it updates name, email and optionally the password (the rules of ZUpdateUser). One schema,
 * because the endpoint is one; the web forms use ZCreateUser and ZUpdateUser.
 */
export const ZSaveUser = z
  .object({
    id: zUuid.optional(),
    name: zName,
    email: zEmail,
    password: zPassword.optional().or(z.literal('').transform(() => undefined)),
    password_confirmation: z.string({ error: V.invalid }).optional(),
    role: zOneOf(['customer', 'agent']).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.id) {
      if (v.password === undefined) ctx.addIssue({ code: 'custom', message: V.required, path: ['password'] });
      if (v.role === undefined) ctx.addIssue({ code: 'custom', message: V.required, path: ['role'] });
    }
    const confirming = !v.id || v.password_confirmation !== undefined;
    if (v.password !== undefined && confirming && v.password !== v.password_confirmation) {
      ctx.addIssue({ code: 'custom', message: V.passwordsMismatch, path: ['password_confirmation'] });
    }
  });
export type TSaveUser = z.infer<typeof ZSaveUser>;

export const ZUpdateUser = z.object({
  id: zUuid,
  name: zName,
  email: zEmail,
  password: zPassword.optional().or(z.literal('').transform(() => undefined)),
});
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

export const ZStaff = z.object({
  name: zName,
  email: zEmail,
  password: zPassword,
  role: zOneOf(STAFF_ROLES),
});
export type TStaff = z.infer<typeof ZStaff>;

export const ZUpdateStaff = z.object({
  id: zUuid,
  name: zName,
  email: zEmail,
  role: zOneOf(STAFF_ROLES),
  password: zPassword.optional().or(z.literal('').transform(() => undefined)),
});
export type TUpdateStaff = z.infer<typeof ZUpdateStaff>;

export const USER_STATUS_ACTIONS = ['approve', 'disable', 'enable'] as const;
export const ZUpdateStatus = z.object({ action: zOneOf(USER_STATUS_ACTIONS) });
export type TUpdateStatus = z.infer<typeof ZUpdateStatus>;

const countPerRole = Object.fromEntries(ROLES.map((role) => [role, z.number().int()])) as Record<(typeof ROLES)[number], z.ZodNumber>;

export const ZUsersSummary = z.strictObject({
  by_role: z.strictObject(countPerRole),
  total: z.number().int(),
  disabled: z.number().int(),
  agents_awaiting_approval: z.number().int(),
  agents_without_form: z.number().int(),
  recent_signups: z.array(z.strictObject({ id: zId, name: z.string(), email: z.string(), role: z.enum(ROLES), created_at: zInstant })),
});
export type TUsersSummary = z.infer<typeof ZUsersSummary>;

const zFlag = z.enum(['0', '1']);

/** Why an agency's name awaits a look from staff. */
export const AGENCY_NAME_REVIEW_REASONS = ['renamed', 'name_taken'] as const;
export type TAgencyNameReviewReason = (typeof AGENCY_NAME_REVIEW_REASONS)[number];

/**
 * An agency's name flagged for staff: an approved agency renamed itself (`previous_name`), or
 * its name is, letter case and spacing aside, another agency's (`same_name_as`). Null when
 * nothing awaits review.
 */
export const ZAgencyNameReview = z.strictObject({
  reasons: z.array(z.enum(AGENCY_NAME_REVIEW_REASONS)),
  previous_name: z.string().nullable(),
  same_name_as: z.string().nullable(),
  flagged_at: zInstant,
});
export type TAgencyNameReview = z.infer<typeof ZAgencyNameReview>;

export const ZAgencySummary = z.strictObject({
  id: zId,
  name: z.string(),
  contact_person: z.string(),
  phone: z.string(),
  address: z.string(),
  country_code: z.string(),
  country_name: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  licence_number: z.string(),
  currency: z.string(),
  name_review: ZAgencyNameReview.nullable(),
  /** Its agents' paid bookings wait for staff approval before they are issued (admin sets it). */
  ticketing_approval: z.boolean().optional(),
});

/** The user object every endpoint presents. */
export const ZUser = z.strictObject({
  id: zId,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  email_verified: z.boolean(),
  status: z.enum(USER_STATUSES),
  is_approved: zFlag,
  is_formFilled: zFlag,
  agency: ZAgencySummary.nullable(),
  created_by: zId.nullable(),
  locale: z.enum(['en', 'ar']),
  created_at: zInstant,
  last_login_at: zInstant.nullable(),
});

export const zShortText = (max = 200) => zText(max);
