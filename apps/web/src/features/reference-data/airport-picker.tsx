import type { TAirport } from '@safar/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAirportByCode, useAirportSearch } from './air-queries';
import { SearchCombobox } from './search-combobox';
import { useDebouncedValue } from './use-debounced-value';

export interface AirportPickerProps {
  /** The chosen airport's IATA code ("KHI"), or '' for none. */
  value: string;
  /** Called with the code and the airport when one is picked, and with ('', null) when the choice is cleared. */
  onChange: (code: string, airport: TAirport | null) => void;
  /** Visible label (already translated), e.g. "From". */
  label: string;
  /** Field name: the key of its server error and the base of the input's id. */
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/**
 * "KHI — Karachi, Jinnah International Airport (Pakistan)". Airport names are in Latin letters
 * in both languages; in Arabic the whole option is isolated as one left-to-right run so the code,
 * dash and parentheses stay where a reader expects them.
 */
export function airportLabel(airport: TAirport, t: TFunction, rtl: boolean): string {
  const place = [airport.city, airport.name].filter(Boolean).join(t('air:picker.separator'));
  const text = `${airport.iata_code} — ${place}${airport.country_name ? ` (${airport.country_name})` : ''}`;
  return rtl ? `\u2066${text}\u2069` : text;
}

/**
 * The airport field of the flight search box: type a code, a city or a name (searched on the
 * server as you pause, best match first), pick with the mouse, a finger or the arrow keys and
 * Enter. The value is the IATA code. Built on SearchCombobox (ARIA combobox, mirrors in Arabic).
 */
export function AirportPicker({ value, onChange, label, name, error, hint, required, disabled }: AirportPickerProps) {
  const { t, i18n } = useTranslation(['air', 'users']);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const matches = useAirportSearch(debounced);
  const [picked, setPicked] = useState<TAirport | null>(null);
  // A value given from outside (a saved search) is looked up once by its code.
  const known = useAirportByCode(picked?.iata_code === value ? '' : value);
  const selected = picked?.iata_code === value ? picked : (known.data ?? null);
  const rtl = i18n.dir() === 'rtl';
  const labelOf = (a: TAirport) => airportLabel(a, t, rtl);

  return (
    <SearchCombobox<TAirport>
      label={label}
      name={name}
      options={debounced ? (matches.data ?? []) : []}
      getKey={(a) => a.iata_code}
      getLabel={labelOf}
      selectedKey={value || null}
      selectedLabel={selected ? labelOf(selected) : value}
      onSearch={setSearch}
      onSelect={(airport) => {
        setPicked(airport);
        onChange(airport?.iata_code ?? '', airport);
      }}
      loading={matches.isFetching || search.trim() !== debounced}
      error={error ?? (matches.isError ? t('air:picker.load_failed') : undefined)}
      hint={hint}
      required={required}
      disabled={disabled}
    />
  );
}
