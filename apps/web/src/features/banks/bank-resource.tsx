import { CURRENCIES, ZBankListQuery, ZCreateBank, ZUpdateBank, type TBank, type TCreateBank, type TUpdateBank } from '@safar/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import type { TResourceDefinition } from '@/components/resource/resource-definition';
import { BANK_TEXT_FIELDS, bankToValues, EMPTY_BANK, type TBankFormValues } from './bank-form-values';
import { bankHooks, BANKS_PER_PAGE } from './banks-queries';

const OPTIONAL = new Set<string>(['iban', 'branch']);
const LTR = new Set<string>(['iban', 'account_number']);

/** The banks agents deposit into, as a catalogue: /admin/banks and /admin/new-bank (`?id=` to edit). */
export const bankResource: TResourceDefinition<TBank, TBankFormValues, TCreateBank, TUpdateBank> = {
  hooks: bankHooks,
  namespaces: ['banks'],
  paths: { list: '/admin/banks', form: '/admin/new-bank' },
  perPage: BANKS_PER_PAGE,
  listQuery: ZBankListQuery,
  name: (bank) => bank.bank_name,
  texts: {
    title: 'banks:title',
    new: 'banks:new',
    newTitle: 'banks:new_title',
    editTitle: 'banks:edit_title',
    back: 'banks:back',
    search: 'banks:search',
    create: 'banks:create',
    save: 'banks:save',
    delete: 'banks:actions.delete',
    editNamed: 'banks:actions.edit_named',
    deleteNamed: 'banks:actions.delete_named',
    confirmDelete: {
      title: 'banks:confirm_delete.title',
      message: 'banks:confirm_delete.message',
      confirm: 'banks:confirm_delete.confirm',
    },
  },
  columns: [
    {
      key: 'bank',
      header: 'banks:fields.bank_name',
      cell: (b, { editPath }) => (
        <>
          <Link to={editPath}>{b.bank_name}</Link>
          <span className="cell-sub">{b.account_title}</span>
        </>
      ),
    },
    {
      key: 'account',
      header: 'banks:fields.account_number',
      cell: (b) => (
        <span dir="ltr">
          {b.account_number}
          {b.iban && <span className="cell-sub">{b.iban}</span>}
        </span>
      ),
    },
    { key: 'branch', header: 'banks:fields.branch', cell: (b) => b.branch ?? '' },
    { key: 'currency', header: 'banks:fields.currency', cell: (b) => b.currency },
    {
      key: 'status',
      header: 'banks:fields.status',
      cell: (b, { t }) => (
        <Badge tone={b.active ? 'success' : 'neutral'}>{t(b.active ? 'banks:status.active' : 'banks:status.inactive')}</Badge>
      ),
    },
  ],
  filters: [
    {
      name: 'active',
      label: 'banks:filter.label',
      placeholder: 'banks:filter.all',
      options: [
        { value: '1', label: 'banks:filter.active' },
        { value: '0', label: 'banks:filter.inactive' },
      ],
    },
  ],
  rowActions: [
    {
      key: 'toggle',
      label: (b) => (b.active ? 'banks:actions.deactivate' : 'banks:actions.activate'),
      ariaLabel: (b) => (b.active ? 'banks:actions.deactivate_named' : 'banks:actions.activate_named'),
      patch: (b) => ({ active: !b.active }),
    },
  ],
  form: {
    fields: [
      ...BANK_TEXT_FIELDS.map((name) => ({
        kind: 'text' as const,
        name,
        label: `banks:fields.${name}`,
        required: !OPTIONAL.has(name),
        hint: name === 'iban' ? 'banks:hints.iban' : undefined,
        dir: LTR.has(name) ? ('ltr' as const) : undefined,
      })),
      {
        kind: 'select',
        name: 'currency',
        label: 'banks:fields.currency',
        required: true,
        options: CURRENCIES.map((c) => ({ value: c, label: c })),
      },
      { kind: 'checkbox', name: 'active', label: 'banks:fields.active' },
    ],
    empty: EMPTY_BANK,
    toValues: bankToValues,
    create: ZCreateBank,
    update: ZUpdateBank,
  },
};
