import {
  INSURANCE_PLAN_STATUSES,
  INSURANCE_REGIONS,
  ZCreateInsurancePlan,
  ZInsurancePlanListQuery,
  ZUpdateInsurancePlan,
  type TCreateInsurancePlan,
  type TInsurancePlan,
  type TUpdateInsurancePlan,
} from '@safar/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import type { TResourceDefinition } from '@/components/resource/resource-definition';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { EMPTY_INSURANCE_PLAN, insurancePlanToValues, type TInsurancePlanFormValues } from './insurance-plan-form-values';
import { insurancePlanHooks, INSURANCE_PLANS_PER_PAGE } from './insurance-plans-queries';

const STATUS_TONE = { draft: 'neutral', published: 'success', archived: 'warning' } as const;

/** The lowest public price per traveller in the table: what "from" means on the list. */
const fromPrice = (p: TInsurancePlan) => Math.min(...p.price_bands.map((b) => b.price_minor));

/**
 * Travel insurance plans as a catalogue: /admin/insurance-plans, /admin/new/insurance-plan and
 * /admin/update/insurance-plan?id=…. The form lays out its own fields (benefits and the price
 * table are lists), so the definition names none.
 */
export const insurancePlanResource: TResourceDefinition<
  TInsurancePlan,
  TInsurancePlanFormValues,
  TCreateInsurancePlan,
  TUpdateInsurancePlan
> = {
  hooks: insurancePlanHooks,
  namespaces: ['insurance', 'travel_insurance'],
  paths: { list: '/admin/insurance-plans', form: '/admin/new/insurance-plan', edit: '/admin/update/insurance-plan' },
  perPage: INSURANCE_PLANS_PER_PAGE,
  listQuery: ZInsurancePlanListQuery,
  name: (p) => p.name_en,
  texts: {
    title: 'insurance:title',
    new: 'insurance:new',
    newTitle: 'insurance:new_title',
    editTitle: 'insurance:edit_title',
    back: 'insurance:back',
    search: 'insurance:search',
    create: 'insurance:create',
    save: 'insurance:save',
    delete: 'insurance:actions.delete',
    editNamed: 'insurance:actions.edit_named',
    deleteNamed: 'insurance:actions.delete_named',
    confirmDelete: {
      title: 'insurance:confirm_delete.title',
      message: 'insurance:confirm_delete.message',
      confirm: 'insurance:confirm_delete.confirm',
    },
  },
  columns: [
    {
      key: 'name',
      header: 'insurance:columns.name',
      sort: 'name_en',
      cell: (p, { editPath }) => (
        <>
          <Link to={editPath}>{p.name_en}</Link>
          <span className="cell-sub" lang="ar" dir="rtl">
            {p.name_ar}
          </span>
        </>
      ),
    },
    { key: 'insurer', header: 'insurance:columns.insurer', sort: 'insurer_name', cell: (p) => p.insurer_name },
    {
      key: 'regions',
      header: 'insurance:columns.regions',
      cell: (p, { t }) => p.regions.map((r) => t(`travel_insurance:regions.${r}`)).join(', '),
    },
    {
      key: 'price',
      header: 'insurance:columns.price_from',
      align: 'end',
      cell: (p, { t }) => (
        <>
          {formatMoney(fromPrice(p), p.currency, currentLocale())}
          <span className="cell-sub">{t('insurance:cell.bands', { count: p.price_bands.length, days: p.max_trip_days })}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: 'insurance:columns.status',
      sort: 'status',
      cell: (p, { t }) => <Badge tone={STATUS_TONE[p.status]}>{t(`insurance:status.${p.status}`)}</Badge>,
    },
  ],
  filters: [
    {
      name: 'status',
      label: 'insurance:filter.status',
      placeholder: 'insurance:filter.status_all',
      options: INSURANCE_PLAN_STATUSES.map((s) => ({ value: s, label: `insurance:status.${s}` })),
    },
    {
      name: 'region',
      label: 'insurance:filter.region',
      placeholder: 'insurance:filter.region_all',
      options: INSURANCE_REGIONS.map((r) => ({ value: r, label: `travel_insurance:regions.${r}` })),
    },
  ],
  rowActions: [
    {
      key: 'publish',
      label: (p) => (p.status === 'published' ? 'insurance:actions.archive' : 'insurance:actions.publish'),
      ariaLabel: (p) => (p.status === 'published' ? 'insurance:actions.archive_named' : 'insurance:actions.publish_named'),
      patch: (p) => ({ status: p.status === 'published' ? 'archived' : 'published' }),
    },
  ],
  form: {
    fields: [],
    empty: EMPTY_INSURANCE_PLAN,
    toValues: insurancePlanToValues,
    create: ZCreateInsurancePlan,
    update: ZUpdateInsurancePlan,
  },
};
