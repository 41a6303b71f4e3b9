import { z } from 'zod';
import { zDayInput, zId, zInstant, zPageQuery, zUuid } from './common';

export const ZActivityQuery = zPageQuery
  .extend({
    user_id: zUuid.optional(),
    action: z.string().trim().max(80).optional(),
    from: zDayInput.optional(),
    to: zDayInput.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.date_range', path: ['to'] });
export type TActivityQuery = z.infer<typeof ZActivityQuery>;

const ZActivityPerson = z.strictObject({ id: zId, name: z.string(), email: z.string() });

export const ZActivityLog = z.strictObject({
  id: zId,
  action: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  actor: ZActivityPerson.nullable(),
  on_behalf_of: ZActivityPerson.nullable(),
  // The recorded state before and after the change: whatever the subject's own shape was.
  changes: z.strictObject({ before: z.unknown().optional(), after: z.unknown().optional() }).nullable(),
  ip: z.string().nullable(),
  created_at: zInstant,
});
export type TActivityLog = z.infer<typeof ZActivityLog>;
