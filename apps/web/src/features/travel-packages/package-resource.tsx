import {
  ZCreateHoliday,
  ZCreateUmrahPackage,
  ZPackageListQuery,
  ZUpdateHoliday,
  ZUpdateUmrahPackage,
  type TPackageStaff,
} from '@safar/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import type { TResourceDefinition } from '@/components/resource/resource-definition';
import { currentLocale, formatDate } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { holidayHooks } from './holidays-queries';
import { packageFormFields } from './package-form-fields';
import { emptyPackage, packageBody, packageToValues, type TPackageFormValues } from './package-form-values';
import { HOLIDAY_KIND, UMRAH_KIND, type TPackageKindSpec } from './package-kinds';
import { destinationOf, titleOf } from './package-text';
import { umrahPackageHooks } from './umrah-packages-queries';

type TDefinition = TResourceDefinition<TPackageStaff, TPackageFormValues, unknown, unknown>;

const STATUS_TONE = { draft: 'neutral', published: 'success', archived: 'warning' } as const;

/** The back office's catalogue of a kind: its list, form and one-click publish or archive. */
function packageResource(spec: TPackageKindSpec, hooks: TDefinition['hooks'], schemas: { create: unknown; update: unknown }): TDefinition {
  // Each kind's titles and buttons: packages:holiday.… or packages:umrah.…
  const ns = `packages:${spec.kind === 'holiday' ? 'holiday' : 'umrah'}`;
  return {
    hooks,
    namespaces: ['packages', 'users', 'images'],
    paths: spec.admin,
    perPage: 20,
    listQuery: ZPackageListQuery,
    name: (p) => titleOf(p),
    texts: {
      title: `${ns}.title`,
      new: `${ns}.new`,
      newTitle: `${ns}.new_title`,
      editTitle: `${ns}.edit_title`,
      back: `${ns}.back`,
      search: `${ns}.search`,
      create: `${ns}.create`,
      save: 'packages:save',
      delete: 'packages:actions.delete',
      editNamed: 'packages:actions.edit_named',
      deleteNamed: 'packages:actions.delete_named',
      confirmDelete: {
        title: `${ns}.confirm_delete_title`,
        message: 'packages:confirm_delete.message',
        confirm: 'packages:confirm_delete.confirm',
      },
    },
    columns: [
      {
        key: 'title',
        header: 'packages:columns.title',
        sort: 'title',
        cell: (p, { editPath }) => (
          <>
            <Link to={editPath}>{titleOf(p)}</Link>
            <span className="cell-sub" dir="ltr">
              {p.slug}
            </span>
          </>
        ),
      },
      { key: 'destination', header: 'packages:columns.destination', cell: (p) => destinationOf(p) },
      {
        key: 'nights',
        header: 'packages:columns.nights',
        sort: 'nights',
        align: 'end',
        cell: (p, { t }) => t('packages:nights', { count: p.nights }),
      },
      {
        key: 'next',
        header: 'packages:columns.next_departure',
        sort: 'departure_date',
        cell: (p, { t }) =>
          p.next_departure_date
            ? formatDate(`${p.next_departure_date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
            : t('packages:none_on_sale'),
      },
      {
        key: 'price',
        header: 'packages:columns.from_price',
        sort: 'price',
        align: 'end',
        cell: (p) => (p.from_price_minor === null ? '—' : formatMoney(p.from_price_minor, p.currency, currentLocale())),
      },
      {
        key: 'status',
        header: 'packages:columns.status',
        cell: (p, { t }) => <Badge tone={STATUS_TONE[p.status]}>{t(`packages:status.${p.status}`)}</Badge>,
      },
    ],
    filters: [
      {
        name: 'status',
        label: 'packages:filter.status',
        placeholder: 'packages:filter.status_all',
        options: (['draft', 'published', 'archived'] as const).map((s) => ({ value: s, label: `packages:status.${s}` })),
      },
      { kind: 'text', name: 'destination', label: 'packages:filter.destination' },
    ],
    rowActions: [
      {
        key: 'publish',
        label: (p) => (p.status === 'published' ? 'packages:actions.archive' : 'packages:actions.publish'),
        ariaLabel: (p) => (p.status === 'published' ? 'packages:actions.archive_named' : 'packages:actions.publish_named'),
        patch: (p) => ({ status: p.status === 'published' ? 'archived' : 'published' }),
      },
    ],
    form: {
      fields: packageFormFields(spec.kind),
      empty: emptyPackage(spec.kind),
      toValues: packageToValues,
      create: schemas.create as TDefinition['form']['create'],
      update: schemas.update as TDefinition['form']['update'],
      toBody: (values) => packageBody(spec.kind, values),
    },
  };
}

export const holidayResource = packageResource(HOLIDAY_KIND, holidayHooks as TDefinition['hooks'], {
  create: ZCreateHoliday,
  update: ZUpdateHoliday,
});
export const umrahPackageResource = packageResource(UMRAH_KIND, umrahPackageHooks as TDefinition['hooks'], {
  create: ZCreateUmrahPackage,
  update: ZUpdateUmrahPackage,
});
