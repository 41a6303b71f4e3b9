import type { TPackageKind } from '@safar/contracts';

/**
 * What tells the two kinds apart on the web: their API path and update verb, the item's key in
 * answers, and their addresses in each area. Everything else (forms, pages) is shared.
 */
export interface TPackageKindSpec {
  kind: TPackageKind;
  apiPath: string;
  subject: 'holiday' | 'umrah_package';
  updateMethod: 'PUT' | 'PATCH';
  admin: { list: string; form: string; edit: string };
  /** The storefront's list and details (`/holiday-details/:slug`); a departure is booked at `${details}/:slug/book`. */
  storefront: { list: string; details: string };
  agent: { list: string; details: string };
}

export const HOLIDAY_KIND: TPackageKindSpec = {
  kind: 'holiday',
  apiPath: '/holidays',
  subject: 'holiday',
  updateMethod: 'PUT',
  admin: { list: '/admin/holidays', form: '/admin/new/holiday', edit: '/admin/update/holiday' },
  storefront: { list: '/holidays', details: '/holiday-details' },
  agent: { list: '/agent/holidays', details: '/agent/holiday-details' },
};

export const UMRAH_KIND: TPackageKindSpec = {
  kind: 'umrah',
  apiPath: '/umrah-packages',
  subject: 'umrah_package',
  updateMethod: 'PATCH',
  admin: { list: '/admin/umrah-packages', form: '/admin/new/umrah-package', edit: '/admin/update/umrah-package' },
  storefront: { list: '/umra-packages', details: '/umrah-package-details' },
  agent: { list: '/agent/umrah-packages', details: '/agent/umrah-package-details' },
};

/** Where a reader books a departure: the storefront's or the agent portal's page of the package. */
export type TPackageAudience = 'storefront' | 'agent';

export const detailsPath = (spec: TPackageKindSpec, audience: TPackageAudience, slug: string) =>
  `${spec[audience].details}/${encodeURIComponent(slug)}`;

export const bookPath = (spec: TPackageKindSpec, audience: TPackageAudience, slug: string, departureId: string) =>
  `${detailsPath(spec, audience, slug)}/book?departure=${encodeURIComponent(departureId)}`;
