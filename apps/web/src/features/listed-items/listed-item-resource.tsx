import {
  CURRENCIES,
  ZCreateCar,
  ZCreateTour,
  ZListedItemListQuery,
  ZUpdateCar,
  ZUpdateTour,
  type TListedItem,
  type TListedItemKind,
} from '@safar/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import type { TResourceDefinition, TResourceField } from '@/components/resource/resource-definition';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { DescriptionField, TransmissionField } from './listed-item-fields';
import { EMPTY_LISTED_ITEM, listedItemToValues, onBody, type TListedItemFormValues } from './listed-item-form-values';
import { LISTED_ITEMS_PER_PAGE, listedItemHooks } from './listed-items-queries';

type TBody = Record<string, unknown>;
const ns = (kind: TListedItemKind) => `listed_items:${kind}s`;

const text = (name: keyof TListedItemFormValues & string, options: Partial<TResourceField<TListedItemFormValues>> = {}) =>
  ({
    kind: 'text',
    name,
    label: `listed_items:fields.${name === 'price' ? 'price' : name}`,
    ...options,
  }) as TResourceField<TListedItemFormValues>;

const SCHEMAS = {
  car: { create: ZCreateCar, update: ZUpdateCar },
  tour: { create: ZCreateTour, update: ZUpdateTour },
} as const;

/** Cars or tours as an admin catalogue: /admin/cars and /admin/new-car (`?id=` to edit), the same for tours. */
export function listedItemResource(kind: TListedItemKind): TResourceDefinition<TListedItem, TListedItemFormValues, TBody, TBody> {
  const facts: TResourceField<TListedItemFormValues>[] =
    kind === 'car'
      ? [
          text('seats', { dir: 'ltr' }),
          { kind: 'custom', name: 'transmission', label: 'listed_items:fields.transmission', render: (p) => <TransmissionField {...p} /> },
        ]
      : [text('duration_hours', { dir: 'ltr' })];
  return {
    hooks: listedItemHooks[kind],
    namespaces: ['listed_items'],
    paths: { list: `/admin/${kind}s`, form: `/admin/new-${kind}` },
    perPage: LISTED_ITEMS_PER_PAGE,
    listQuery: ZListedItemListQuery,
    name: (item) => item.title_en,
    texts: {
      title: `${ns(kind)}.title`,
      new: `${ns(kind)}.new`,
      newTitle: `${ns(kind)}.new_title`,
      editTitle: `${ns(kind)}.edit_title`,
      back: `${ns(kind)}.back`,
      search: 'listed_items:search',
      create: `${ns(kind)}.create`,
      save: `${ns(kind)}.save`,
      delete: 'listed_items:actions.delete',
      editNamed: 'listed_items:actions.edit_named',
      deleteNamed: 'listed_items:actions.delete_named',
      confirmDelete: {
        title: `${ns(kind)}.confirm_delete.title`,
        message: `${ns(kind)}.confirm_delete.message`,
        confirm: `${ns(kind)}.confirm_delete.confirm`,
      },
    },
    columns: [
      {
        key: 'title',
        header: 'listed_items:fields.title',
        sort: 'title_en',
        cell: (item, { editPath }) => (
          <>
            <Link to={editPath}>{item.title_en}</Link>
            <span className="cell-sub" lang="ar" dir="rtl">
              {item.title_ar}
            </span>
          </>
        ),
      },
      { key: 'city', header: 'listed_items:fields.city', sort: 'city', cell: (item) => `${item.city}, ${item.country}` },
      {
        key: 'price',
        header: 'listed_items:fields.price',
        cell: (item) =>
          item.price_from_minor !== null && item.currency ? formatMoney(item.price_from_minor, item.currency, currentLocale()) : '',
      },
      { key: 'position', header: 'listed_items:fields.position', sort: 'position', cell: (item) => item.position },
      {
        key: 'status',
        header: 'listed_items:fields.status',
        cell: (item, { t }) => (
          <Badge tone={item.active ? 'success' : 'neutral'}>
            {t(item.active ? 'listed_items:status.active' : 'listed_items:status.inactive')}
          </Badge>
        ),
      },
    ],
    filters: [
      {
        name: 'active',
        label: 'listed_items:filter.label',
        placeholder: 'listed_items:filter.all',
        options: [
          { value: '1', label: 'listed_items:filter.active' },
          { value: '0', label: 'listed_items:filter.inactive' },
        ],
      },
    ],
    rowActions: [
      {
        key: 'toggle',
        label: (item) => (item.active ? 'listed_items:actions.hide' : 'listed_items:actions.show'),
        ariaLabel: (item) => (item.active ? 'listed_items:actions.hide_named' : 'listed_items:actions.show_named'),
        patch: (item) => ({ active: !item.active }),
      },
    ],
    form: {
      fields: [
        text('title_en', { required: true }),
        text('title_ar', { required: true }),
        {
          kind: 'custom',
          name: 'description_en',
          label: 'listed_items:fields.description_en',
          required: true,
          render: (p) => <DescriptionField {...p} />,
        },
        {
          kind: 'custom',
          name: 'description_ar',
          label: 'listed_items:fields.description_ar',
          required: true,
          render: (p) => <DescriptionField {...p} />,
        },
        text('city', { required: true }),
        text('country', { required: true, dir: 'ltr', hint: 'listed_items:hints.country' }),
        text('price', { dir: 'ltr' }),
        {
          kind: 'select',
          name: 'currency',
          label: 'listed_items:fields.currency',
          options: CURRENCIES.map((c) => ({ value: c, label: c })),
        },
        ...facts,
        text('position', { dir: 'ltr' }),
        { kind: 'checkbox', name: 'active', label: 'listed_items:fields.active' },
      ],
      empty: EMPTY_LISTED_ITEM,
      toValues: listedItemToValues,
      create: onBody(SCHEMAS[kind].create, kind) as never,
      update: onBody(SCHEMAS[kind].update, kind) as never,
    },
  };
}

export const carResource = listedItemResource('car');
export const tourResource = listedItemResource('tour');
