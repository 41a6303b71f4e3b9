import {
  VISA_ENTRIES,
  VISA_STATUSES,
  VISA_TYPES,
  ZCreateVisa,
  ZUpdateVisa,
  ZVisaListQuery,
  type TCreateVisa,
  type TUpdateVisa,
  type TVisa,
} from '@safar/contracts';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/badge';
import type { TResourceDefinition } from '@/components/resource/resource-definition';
import { countryName, formatDayRange, visaTitle } from '@/features/visa-catalogue/visa-text';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { EMPTY_VISA, visaToValues, type TVisaFormValues } from './visa-form-values';
import { visaHooks, VISAS_PER_PAGE } from './visas-queries';

const STATUS_TONES: Record<TVisa['status'], BadgeTone> = { draft: 'warning', published: 'success', archived: 'neutral' };

const typeOptions = VISA_TYPES.map((value) => ({ value, label: `visas:types.${value}` }));
const entriesOptions = VISA_ENTRIES.map((value) => ({ value, label: `visas:entries.${value}` }));
const statusOptions = VISA_STATUSES.map((value) => ({ value, label: `visas:status.${value}` }));

/**
 * The visas catalogue: /admin/visas, /admin/new-visa and /admin/update-visa?id=…. The form lays
 * out its own fields (documents are a list, descriptions rich text), so the definition names none.
 */
export const visaResource: TResourceDefinition<TVisa, TVisaFormValues, TCreateVisa, TUpdateVisa> = {
  hooks: visaHooks,
  namespaces: ['visas'],
  paths: { list: '/admin/visas', form: '/admin/new-visa', edit: '/admin/update-visa' },
  perPage: VISAS_PER_PAGE,
  listQuery: ZVisaListQuery,
  name: (v) => visaTitle(v, currentLocale()),
  texts: {
    title: 'visas:title',
    new: 'visas:new',
    newTitle: 'visas:new_title',
    editTitle: 'visas:edit_title',
    back: 'visas:back',
    search: 'visas:search',
    create: 'visas:create',
    save: 'visas:save',
    delete: 'visas:actions.delete',
    editNamed: 'visas:actions.edit_named',
    deleteNamed: 'visas:actions.delete_named',
    confirmDelete: {
      title: 'visas:confirm_delete.title',
      message: 'visas:confirm_delete.message',
      confirm: 'visas:confirm_delete.confirm',
    },
    saveFailed: 'visas:save_failed',
    deleteFailed: 'visas:delete_failed',
  },
  columns: [
    {
      key: 'title',
      header: 'visas:columns.title',
      sort: 'title',
      cell: (v, { editPath }) => (
        <>
          <Link to={editPath}>{visaTitle(v, currentLocale())}</Link>
          <span className="cell-sub" dir="ltr">
            /visa-details/{v.slug}
          </span>
        </>
      ),
    },
    {
      key: 'country',
      header: 'visas:columns.country',
      sort: 'country',
      cell: (v) => (
        <>
          <span aria-hidden="true">{v.country.flag}</span> {countryName(v.country.code, v.country.name, currentLocale())}
        </>
      ),
    },
    {
      key: 'type',
      header: 'visas:columns.type',
      cell: (v, { t }) => (
        <>
          {t(`visas:types.${v.visa_type}`)}
          <span className="cell-sub">{t(`visas:entries.${v.entries}`)}</span>
        </>
      ),
    },
    {
      key: 'processing',
      header: 'visas:columns.processing',
      sort: 'processing',
      cell: (v) => formatDayRange(v.processing_days_min, v.processing_days_max, currentLocale()),
    },
    {
      key: 'price',
      header: 'visas:columns.price',
      sort: 'price',
      align: 'end',
      cell: (v) => (
        <>
          {formatMoney(v.adult_price_minor, v.currency, currentLocale())}
          <span className="cell-sub">{formatMoney(v.agent_adult_price_minor, v.currency, currentLocale())}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: 'visas:columns.status',
      cell: (v, { t }) => <Badge tone={STATUS_TONES[v.status]}>{t(`visas:status.${v.status}`)}</Badge>,
    },
  ],
  filters: [
    { kind: 'text', name: 'country', label: 'visas:filter.country', dir: 'ltr', maxLength: 2 },
    { name: 'type', label: 'visas:filter.type', placeholder: 'visas:filter.type_all', options: typeOptions },
    {
      name: 'entries',
      label: 'visas:filter.entries',
      placeholder: 'visas:filter.entries_all',
      options: entriesOptions,
    },
    {
      name: 'status',
      label: 'visas:filter.status',
      placeholder: 'visas:filter.status_all',
      options: statusOptions,
    },
  ],
  rowActions: [
    {
      key: 'publish',
      label: (v) => (v.status === 'published' ? 'visas:actions.archive' : 'visas:actions.publish'),
      ariaLabel: (v) => (v.status === 'published' ? 'visas:actions.archive_named' : 'visas:actions.publish_named'),
      patch: (v) => ({ status: v.status === 'published' ? 'archived' : 'published' }),
    },
  ],
  form: { fields: [], empty: EMPTY_VISA, toValues: visaToValues, create: ZCreateVisa, update: ZUpdateVisa },
};
