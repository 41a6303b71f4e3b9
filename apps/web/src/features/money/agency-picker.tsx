import type { TUser } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchCombobox } from '@/features/reference-data/search-combobox';
import { useDebouncedValue } from '@/features/reference-data/use-debounced-value';
import { useAgentOptions } from './money-queries';

export interface TPickedAgency {
  agency_id: string;
  /** The agency's agent login (POST /transactions and /update-card-allowance accept either). */
  user_id: string;
  name: string;
  currency: string;
}

export interface AgencyPickerProps {
  value: string | null;
  valueLabel: string;
  onChange: (agency: TPickedAgency | null) => void;
  error?: string;
  required?: boolean;
  name?: string;
}

const agencyLabel = (u: TUser) => `${u.agency?.name ?? u.name} (${u.name})`;

/** Searchable agency picker over GET /users?role=agent (the agent's agency is the ledger's holder). */
export function AgencyPicker({ value, valueLabel, onChange, error, required, name = 'agency_id' }: AgencyPickerProps) {
  const { t } = useTranslation(['ledger', 'users']);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const agents = useAgentOptions(debounced.trim());
  return (
    <SearchCombobox<TUser>
      label={t('ledger:fields.agency')}
      name={name}
      options={agents.data ?? []}
      getKey={(u) => u.agency!.id}
      getLabel={agencyLabel}
      selectedKey={value}
      selectedLabel={valueLabel}
      onSearch={setSearch}
      onSelect={(u) =>
        onChange(u?.agency ? { agency_id: u.agency.id, user_id: u.id, name: u.agency.name, currency: u.agency.currency } : null)
      }
      loading={agents.isFetching || search !== debounced}
      error={error ?? (agents.isError ? t('users:picker.load_failed') : undefined)}
      required={required}
    />
  );
}
