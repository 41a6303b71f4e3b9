import { USER_STATUSES } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { SelectField } from '@/components/select-field';
import { APPROVALS, rolesOfKind, type TUsersFilters, type TUsersKind } from './users-filters';
import './users-filters.css';

export interface UsersFiltersBarProps {
  kind: TUsersKind;
  filters: TUsersFilters;
  onChange: (patch: Partial<TUsersFilters>) => void;
}

/** Search by name or email, and filter by role, status and (for agents) approval. */
export function UsersFiltersBar({ kind, filters, onChange }: UsersFiltersBarProps) {
  const { t } = useTranslation('users');
  return (
    <div className="users-filters">
      <SearchInput
        value={filters.search}
        label={t('users:filters.search')}
        placeholder={t('users:filters.search_placeholder')}
        onSearch={(search) => onChange({ search })}
      />
      <SelectField
        name="role"
        label={t('users:fields.role')}
        placeholder={t('users:filters.all_roles')}
        options={rolesOfKind(kind).map((r) => ({ value: r, label: t(`common:roles.${r}`) }))}
        value={filters.role}
        onChange={(e) => onChange({ role: e.target.value as TUsersFilters['role'] })}
      />
      <SelectField
        name="status"
        label={t('users:fields.status')}
        placeholder={t('users:filters.all_statuses')}
        options={USER_STATUSES.map((s) => ({ value: s, label: t(`common:statuses.${s}`) }))}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as TUsersFilters['status'] })}
      />
      {kind === 'clients' && filters.role !== 'customer' && (
        <SelectField
          name="approval"
          label={t('users:fields.approval')}
          placeholder={t('users:filters.all_approvals')}
          options={APPROVALS.map((a) => ({ value: a, label: t(`common:approval.${a}`) }))}
          value={filters.approval}
          onChange={(e) => onChange({ approval: e.target.value as TUsersFilters['approval'] })}
        />
      )}
    </div>
  );
}
