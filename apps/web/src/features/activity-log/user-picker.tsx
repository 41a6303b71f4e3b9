import type { TUser } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchCombobox } from '@/features/reference-data/search-combobox';
import { useDebouncedValue } from '@/features/reference-data/use-debounced-value';
import { usersResource, useUser } from '@/features/users/users-queries';

export interface UserPickerProps {
  label: string;
  value: string;
  onChange: (id: string) => void;
  error?: string;
}

/** Any user or staff member, searched by name or email (GET /users?search=…). */
export function UserPicker({ label, value, onChange, error }: UserPickerProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const matches = usersResource.useList({ search: debounced || undefined, per_page: 10, page: 1 });
  const chosen = useUser(value || null);
  const userLabel = (u: TUser) => `${u.name} (${u.email})`;

  return (
    <SearchCombobox<TUser>
      name="user_id"
      label={label}
      hint={t('admin:activity.user_hint')}
      options={matches.data?.items ?? []}
      getKey={(u) => u.id}
      getLabel={userLabel}
      selectedKey={value || null}
      selectedLabel={chosen.data ? userLabel(chosen.data) : value}
      onSearch={setSearch}
      onSelect={(u) => onChange(u?.id ?? '')}
      loading={matches.isFetching || search.trim() !== debounced}
      error={error}
    />
  );
}
