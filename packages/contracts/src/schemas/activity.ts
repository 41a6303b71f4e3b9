import { z } from 'zod';
import { V, zPageQuery, zUuid } from './common';

export const ZActivityQuery = zPageQuery.extend({
  user_id: zUuid.optional(),
  action: z.string().trim().max(80).optional(),
  from: z.iso.date({ error: V.invalid }).optional(),
  to: z.iso.date({ error: V.invalid }).optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.date_range', path: ['to'] });
export type TActivityQuery = z.infer<typeof ZActivityQuery>;

export interface TActivityLog {
  id: string;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  actor: { id: string; name: string; email: string } | null;
  on_behalf_of: { id: string; name: string; email: string } | null;
  changes: { before?: unknown; after?: unknown } | null;
  ip: string | null;
  created_at: string;
}
