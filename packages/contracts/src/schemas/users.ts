import { z } from 'zod';
import { ROLES, STAFF_ROLES, USER_STATUSES } from '../roles';
import { V, withConfirmation, zEmail, zName, zOneOf, zPageQuery, zPassword, zText, zUuid } from './common';

export const ZUserListQuery = zPageQuery.extend({
  role: z.enum(ROLES, { error: V.oneOf }).optional(),
  status: z.enum(USER_STATUSES, { error: V.oneOf }).optional(),
  approval: z.enum(['pending', 'approved'], { error: V.oneOf }).optional(),
  /** `staff` = back-office roles, `clients` = customers and agents. */
  kind: z.enum(['staff', 'clients'], { error: V.oneOf }).optional(),
  id: zUuid.optional(),
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

export interface TUsersSummary {
  by_role: Record<(typeof ROLES)[number], number>;
  total: number;
  disabled: number;
  agents_awaiting_approval: number;
  agents_without_form: number;
  recent_signups: { id: string; name: string; email: string; role: string; created_at: string }[];
}

export const zShortText = (max = 200) => zText(max);
