import type { TCountry } from '@safar/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch, useCountries } from './reference-queries';
import { SearchCombobox } from './search-combobox';

export interface CountryPickerProps {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** The field's label and form name; an agency's country when left out. */
  label?: string;
  name?: string;
}

const countryLabel = (c: TCountry) => `${c.flag} ${c.name}`.trim();

/** Country combobox over GET /countries (searched by name or ISO code in the browser). */
export function CountryPicker({ value, onChange, error, required, label, name = 'country_code' }: CountryPickerProps) {
  const { t } = useTranslation('users');
  const countries = useCountries();
  const [search, setSearch] = useState('');
  const matches = useMemo(() => {
    const all = countries.data ?? [];
    const q = search.trim();
    return q ? all.filter((c) => matchesSearch(c.name, q) || c.code.toLowerCase() === q.toLowerCase()) : all;
  }, [countries.data, search]);
  const selected = countries.data?.find((c) => c.code === value);

  return (
    <SearchCombobox<TCountry>
      label={label ?? t('users:agency.country')}
      name={name}
      options={matches}
      getKey={(c) => c.code}
      getLabel={countryLabel}
      selectedKey={value || null}
      selectedLabel={selected ? countryLabel(selected) : value}
      onSearch={setSearch}
      onSelect={(c) => onChange(c?.code ?? '')}
      loading={countries.isPending}
      error={error ?? (countries.isError ? t('users:picker.load_failed') : undefined)}
      required={required}
    />
  );
}
