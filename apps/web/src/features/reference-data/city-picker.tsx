import type { TCity } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCities } from './reference-queries';
import { SearchCombobox } from './search-combobox';
import { useDebouncedValue } from './use-debounced-value';

export interface CityPickerProps {
  countryCode: string;
  value: number | null;
  /** Name of the chosen city (known from the agency when editing, or from the pick). */
  valueLabel: string;
  onChange: (city: TCity | null) => void;
  error?: string;
  required?: boolean;
}

/** City combobox over GET /cities?country_code&search (searched on the server). */
export function CityPicker({ countryCode, value, valueLabel, onChange, error, required }: CityPickerProps) {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const cities = useCities(countryCode, debounced.trim());
  const noCountry = countryCode.length !== 2;

  return (
    <SearchCombobox<TCity>
      label={t('users:agency.city')}
      name="city_id"
      options={noCountry ? [] : (cities.data ?? [])}
      getKey={(c) => String(c.id)}
      getLabel={(c) => c.name}
      selectedKey={value ? String(value) : null}
      selectedLabel={valueLabel}
      onSearch={setSearch}
      onSelect={onChange}
      loading={cities.isFetching || search !== debounced}
      disabled={noCountry}
      hint={noCountry ? t('users:agency.city_needs_country') : undefined}
      error={error ?? (cities.isError ? t('users:picker.load_failed') : undefined)}
      required={required}
    />
  );
}
