import { DEPOSIT_STATUSES } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import type { TDepositFilters } from './deposit-filters-state';

export interface DepositFiltersProps {
  filters: TDepositFilters;
  /** Deposit date range (the finance queue). */
  withDates: boolean;
  onChange: (patch: Partial<TDepositFilters>) => void;
}

/** Status, search (references, and the agency name for staff) and, for the queue, deposit dates. */
export function DepositFilters({ filters, withDates, onChange }: DepositFiltersProps) {
  const { t } = useTranslation('deposits');
  return (
    <div className="deposit-filters">
      <SelectField
        name="status"
        label={t('deposits:fields.status')}
        placeholder={t('deposits:filters.all_statuses')}
        options={DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`deposits:status.${s}`) }))}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as TDepositFilters['status'] })}
      />
      {withDates && (
        <>
          <TextField
            name="from"
            type="date"
            label={t('deposits:filters.from')}
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => onChange({ from: e.target.value })}
          />
          <TextField
            name="to"
            type="date"
            label={t('deposits:filters.to')}
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => onChange({ to: e.target.value })}
          />
        </>
      )}
      <SearchInput
        value={filters.search}
        label={t('deposits:filters.search')}
        placeholder={withDates ? t('deposits:filters.search_staff_placeholder') : t('deposits:filters.search_placeholder')}
        onSearch={(search) => onChange({ search })}
      />
    </div>
  );
}
