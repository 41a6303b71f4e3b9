import type { TTraveller } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchCombobox } from '@/features/reference-data/search-combobox';
import { useDebouncedValue } from '@/features/reference-data/use-debounced-value';
import { useTravellerMatches, type TSavedTravellers } from './checkout-queries';

/**
 * "ALI RAZA KHAN · AB1234567 · 1988-04-12 · TRV-100001": all of it Latin, so in Arabic the option
 * is one isolated left-to-right run and its parts stay in the order typed.
 */
const travellerLabel = (t: TTraveller, rtl: boolean) => {
  const text = [`${t.given_name} ${t.family_name}`, t.passport_number, t.born_on, t.number].join(' · ');
  return rtl ? `\u2066${text}\u2069` : text;
};

interface TravellerPickerProps {
  /** The passenger's place, for the field's name. */
  index: number;
  /** Whose travellers are offered: an agent's own agency's, or the agency staff book for. */
  from: TSavedTravellers;
  onPick: (traveller: TTraveller) => void;
}

/** Fills a passenger from the agency's saved travellers, searched as the booker pauses typing. */
export function TravellerPicker({ index, from, onPick }: TravellerPickerProps) {
  const { t, i18n } = useTranslation(['checkout', 'users']);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const matches = useTravellerMatches(debounced, from);
  const rtl = i18n.dir() === 'rtl';
  return (
    <SearchCombobox<TTraveller>
      label={t('checkout:passengers.pick')}
      name={`passengers.${index}.saved_traveller`}
      options={debounced ? (matches.data ?? []) : []}
      getKey={(traveller) => traveller.id}
      getLabel={(traveller) => travellerLabel(traveller, rtl)}
      selectedKey={null}
      selectedLabel=""
      onSearch={setSearch}
      onSelect={(traveller) => traveller && onPick(traveller)}
      loading={matches.isFetching || search.trim() !== debounced}
      error={matches.isError ? t('checkout:passengers.pick_failed') : undefined}
      hint={t(from === 'own' ? 'checkout:passengers.pick_hint' : 'checkout:staff.pick_hint')}
    />
  );
}
