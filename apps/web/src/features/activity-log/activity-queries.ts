import type { TActivityLog } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET /activity-logs (filters in the query) and DELETE /delete-activity-logs?id=… (admin). */
export const activityLogs = createResourceHooks<TActivityLog>({
  key: 'activity-logs',
  listPath: '/activity-logs',
  deletePath: (id) => `/delete-activity-logs?id=${encodeURIComponent(id)}`,
});
