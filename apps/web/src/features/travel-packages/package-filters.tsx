import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { parseMoneyInput } from '@/lib/money';

/** The sorts a reader chooses from: the list query's `sort` and `order`. */
export const PACKAGE_LIST_SORTS = {
  departure: { sort: 'departure_date', order: 'asc' },
  price_low: { sort: 'price', order: 'asc' },
  price_high: { sort: 'price', order: 'desc' },
  nights: { sort: 'nights', order: 'asc' },
} as const;
export type TPackageListSort = keyof typeof PACKAGE_LIST_SORTS;

export interface TPackageFilterValues {
  destination: string;
  month: string;
  nights_min: string;
  nights_max: string;
  /** In major units of the site's currency, as typed. */
  price_min: string;
  price_max: string;
  sort: TPackageListSort;
}

/** Prices on the storefront are in Pakistani rupees; the range is typed in rupees and sent in paisa. */
export const FILTER_CURRENCY = 'PKR';

/** A typed price bound in minor units, or undefined when blank or unreadable. */
export function priceBound(text: string): number | undefined {
  if (!text.trim()) return undefined;
  const parsed = parseMoneyInput(text, FILTER_CURRENCY, { allowZero: true });
  return parsed.ok ? parsed.amount_minor : undefined;
}

export interface PackageFiltersProps {
  values: TPackageFilterValues;
  onApply: (values: TPackageFilterValues) => void;
}

/** Where, when, how long and how much, applied together; the sort applies at once. */
export function PackageFilters({ values, onApply }: PackageFiltersProps) {
  const { t } = useTranslation('packages');
  const [draft, setDraft] = useState(values);
  /** An input's name, value and edit of the draft. */
  const bind = (key: Exclude<keyof TPackageFilterValues, 'sort'>) => ({
    name: key,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="package-filters" onSubmit={submit} role="search" aria-label={t('filters.label')}>
      <TextField {...bind('destination')} label={t('filters.destination')} />
      <TextField {...bind('month')} type="month" label={t('filters.month')} dir="ltr" />
      <TextField {...bind('nights_min')} label={t('filters.nights_min')} inputMode="numeric" dir="ltr" />
      <TextField {...bind('nights_max')} label={t('filters.nights_max')} inputMode="numeric" dir="ltr" />
      <TextField {...bind('price_min')} label={t('filters.price_min', { currency: FILTER_CURRENCY })} inputMode="decimal" dir="ltr" />
      <TextField {...bind('price_max')} label={t('filters.price_max', { currency: FILTER_CURRENCY })} inputMode="decimal" dir="ltr" />
      <SelectField
        name="sort"
        label={t('filters.sort')}
        value={draft.sort}
        options={(Object.keys(PACKAGE_LIST_SORTS) as TPackageListSort[]).map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
        onChange={(e) => {
          const next = { ...draft, sort: e.target.value as TPackageListSort };
          setDraft(next);
          onApply(next);
        }}
      />
      <div className="package-filters__actions">
        <Button type="submit">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}
