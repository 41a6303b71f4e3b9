import type { TCreateUmrahPackage, TPackageStaff, TPackageView } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';
import { packageBySlugPath } from './first-reads';

/** GET/POST/PATCH/DELETE /umrah-packages and GET /umrah-packages/{id}: the back office's (updates are PATCH). */
export const umrahPackageHooks = createResourceHooks<TPackageStaff, TCreateUmrahPackage>({
  key: 'umrah-packages',
  listPath: '/umrah-packages',
  subject: 'umrah_package',
  updateMethod: 'PATCH',
});

/** The storefront's and agents' reads: the list in the reader's view, and one published package by slug. */
export const umrahPackagePageHooks = createResourceHooks<TPackageView>({
  key: 'umrah-package-pages',
  listPath: '/umrah-packages',
  subject: 'umrah_package',
  detailPath: (slug) => packageBySlugPath('umrah', slug),
});
