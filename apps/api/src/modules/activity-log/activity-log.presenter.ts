import type { TActivityLog } from '@safar/contracts';
import type { activityLogs } from '@safar/db';

type TPerson = { id: string; name: string; email: string } | null;

export interface TActivityRow {
  entry: typeof activityLogs.$inferSelect;
  actor: TPerson;
  onBehalfOf: TPerson;
}

const person = (p: TPerson) => (p ? { id: p.id, name: p.name, email: p.email } : null);

export function toActivityView({ entry, actor, onBehalfOf }: TActivityRow): TActivityLog {
  return {
    id: entry.id,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    actor: person(actor),
    on_behalf_of: person(onBehalfOf),
    changes: entry.changes ?? null,
    ip: entry.ip,
    created_at: entry.createdAt.toISOString(),
  };
}
