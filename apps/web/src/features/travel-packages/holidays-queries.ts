import type { TCreateHoliday, TPackageStaff, TPackageView } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';
import { packageBySlugPath } from './first-reads';

/** GET/POST/PUT/DELETE /holidays and GET /holidays/{id}: the back office's. */
export const holidayHooks = createResourceHooks<TPackageStaff, TCreateHoliday>({
  key: 'holidays',
  listPath: '/holidays',
  subject: 'holiday',
  updateMethod: 'PUT',
});

/** The storefront's and agents' reads: the list in the reader's view, and one published holiday by slug. */
export const holidayPageHooks = createResourceHooks<TPackageView>({
  key: 'holiday-pages',
  listPath: '/holidays',
  subject: 'holiday',
  detailPath: (slug) => packageBySlugPath('holiday', slug),
});
