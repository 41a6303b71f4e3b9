import type { TAirline } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAirlineByCode, useAirlineSearch } from './air-queries';
import { SearchCombobox } from './search-combobox';
import { useDebouncedValue } from './use-debounced-value';

export interface AirlinePickerProps {
  /** The chosen airline's IATA code ("EK"), or '' for none. */
  value: string;
  onChange: (code: string, airline: TAirline | null) => void;
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** "EK — Emirates", isolated left to right in Arabic like the airport picker's options. */
export const airlineLabel = (airline: TAirline, rtl: boolean) => {
  const text = `${airline.iata_code} — ${airline.name}`;
  return rtl ? `\u2066${text}\u2069` : text;
};

/** An airline field (filters of flight results, group tickets): the code or a name, searched on the server; the value is the IATA code. */
export function AirlinePicker({ value, onChange, label, name, error, hint, required, disabled }: AirlinePickerProps) {
  const { t, i18n } = useTranslation(['air', 'users']);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const matches = useAirlineSearch(debounced);
  const [picked, setPicked] = useState<TAirline | null>(null);
  const known = useAirlineByCode(picked?.iata_code === value ? '' : value);
  const selected = picked?.iata_code === value ? picked : (known.data ?? null);
  const rtl = i18n.dir() === 'rtl';

  return (
    <SearchCombobox<TAirline>
      label={label}
      name={name}
      options={debounced ? (matches.data ?? []) : []}
      getKey={(a) => a.iata_code}
      getLabel={(a) => airlineLabel(a, rtl)}
      selectedKey={value || null}
      selectedLabel={selected ? airlineLabel(selected, rtl) : value}
      onSearch={setSearch}
      onSelect={(airline) => {
        setPicked(airline);
        onChange(airline?.iata_code ?? '', airline);
      }}
      loading={matches.isFetching || search.trim() !== debounced}
      error={error ?? (matches.isError ? t('air:picker.load_failed') : undefined)}
      hint={hint}
      required={required}
      disabled={disabled}
    />
  );
}
