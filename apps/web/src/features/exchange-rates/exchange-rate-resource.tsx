import {
  CURRENCIES,
  ZCreateExchangeRate,
  ZExchangeRateListQuery,
  ZUpdateExchangeRate,
  type TCreateExchangeRate,
  type TExchangeRate,
  type TUpdateExchangeRate,
} from '@safar/contracts';
import { Link } from 'react-router';
import type { TResourceDefinition } from '@/components/resource/resource-definition';
import { formatDay } from '@/features/deposits/deposit-form-values';
import { emptyExchangeRate, exchangeRateToValues, type TExchangeRateFormValues } from './exchange-rate-form-values';
import { exchangeRateHooks, EXCHANGE_RATES_PER_PAGE } from './exchange-rates-queries';

const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));

/** Dated exchange rates into the agency's currency: /admin/exchange-rates and /admin/new-exchange-rate (`?id=` to edit). */
export const exchangeRateResource: TResourceDefinition<TExchangeRate, TExchangeRateFormValues, TCreateExchangeRate, TUpdateExchangeRate> = {
  hooks: exchangeRateHooks,
  namespaces: ['exchange_rates'],
  paths: { list: '/admin/exchange-rates', form: '/admin/new-exchange-rate' },
  perPage: EXCHANGE_RATES_PER_PAGE,
  listQuery: ZExchangeRateListQuery,
  name: (r) => `${r.currency} ${r.effective_on}`,
  texts: {
    title: 'exchange_rates:title',
    new: 'exchange_rates:new',
    newTitle: 'exchange_rates:new_title',
    editTitle: 'exchange_rates:edit_title',
    back: 'exchange_rates:back',
    search: 'exchange_rates:search',
    create: 'exchange_rates:create',
    save: 'exchange_rates:save',
    delete: 'exchange_rates:actions.delete',
    editNamed: 'exchange_rates:actions.edit_named',
    deleteNamed: 'exchange_rates:actions.delete_named',
    confirmDelete: {
      title: 'exchange_rates:confirm_delete.title',
      message: 'exchange_rates:confirm_delete.message',
      confirm: 'exchange_rates:confirm_delete.confirm',
    },
  },
  columns: [
    {
      key: 'currency',
      header: 'exchange_rates:fields.currency',
      sort: 'currency',
      cell: (r, { editPath }) => <Link to={editPath}>{r.currency}</Link>,
    },
    {
      key: 'rate',
      header: 'exchange_rates:fields.rate',
      align: 'end',
      cell: (r, { t }) => (
        <span dir="ltr">{t('exchange_rates:rate_line', { currency: r.currency, rate: r.rate, quote: r.quote_currency })}</span>
      ),
    },
    { key: 'effective_on', header: 'exchange_rates:fields.effective_on', sort: 'effective_on', cell: (r) => formatDay(r.effective_on) },
    { key: 'set_by', header: 'exchange_rates:fields.set_by', cell: (r) => r.set_by?.name ?? '' },
    { key: 'note', header: 'exchange_rates:fields.note', cell: (r) => r.note ?? '' },
  ],
  filters: [
    {
      name: 'currency',
      label: 'exchange_rates:filter.label',
      placeholder: 'exchange_rates:filter.all',
      // Currency codes read the same in both languages (an unknown key translates to itself).
      options: currencyOptions,
    },
  ],
  form: {
    fields: [
      { kind: 'select', name: 'currency', label: 'exchange_rates:fields.currency', required: true, options: currencyOptions },
      {
        kind: 'text',
        name: 'rate',
        label: 'exchange_rates:fields.rate',
        required: true,
        hint: 'exchange_rates:hints.rate',
        dir: 'ltr',
      },
      { kind: 'text', name: 'effective_on', label: 'exchange_rates:fields.effective_on', required: true, inputType: 'date', dir: 'ltr' },
      { kind: 'text', name: 'note', label: 'exchange_rates:fields.note', hint: 'exchange_rates:hints.note' },
    ],
    // A getter: a new rate defaults to the day the form opens, not the day the app loaded.
    get empty() {
      return emptyExchangeRate();
    },
    toValues: exchangeRateToValues,
    create: ZCreateExchangeRate,
    update: ZUpdateExchangeRate,
  },
};
