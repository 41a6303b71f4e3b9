import type { TCountry } from '@safar/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch, useCountries } from '@/features/reference-data/reference-queries';
import { SearchCombobox } from '@/features/reference-data/search-combobox';

const countryLabel = (c: TCountry) => `${c.flag} ${c.name}`.trim();

interface CountryFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onPick: (code: string) => void;
}

/** A required country from the countries reference (GET /countries), searched by name or ISO code in the browser. */
export function CountryField({ name, label, value, error, onPick }: CountryFieldProps) {
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
      label={label}
      name={name}
      options={matches}
      getKey={(c) => c.code}
      getLabel={countryLabel}
      selectedKey={value || null}
      selectedLabel={selected ? countryLabel(selected) : value}
      onSearch={setSearch}
      onSelect={(c) => onPick(c?.code ?? '')}
      loading={countries.isPending}
      error={error ?? (countries.isError ? t('users:picker.load_failed') : undefined)}
      required
    />
  );
}
