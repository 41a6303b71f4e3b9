import { DEPOSIT_STATUSES } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import type { TDepositFilters } from './deposit-filters-state';

export interface DepositFiltersProps {
  filters: TDepositFilters;
  /** Deposit date range (the finance queue). */
  withDates: boolean;
  onChange: (patch: Partial<TDepositFilters>) => void;
  onReset: () => void;
}

/** Status, search (references, and the agency name for staff) and, for the queue, deposit dates. */
export function DepositFilters({ filters, withDates, onChange, onReset }: DepositFiltersProps) {
  const { t } = useTranslation('deposits');
  return (
    <FilterBar
      values={filters}
      onChange={onChange}
      onReset={onReset}
      select={{
        key: 'status',
        label: t('deposits:fields.status'),
        allLabel: t('deposits:filters.all_statuses'),
        options: DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`deposits:status.${s}`) })),
      }}
      dates={withDates && { fromLabel: t('deposits:filters.from'), toLabel: t('deposits:filters.to') }}
      search={{
        label: t('deposits:filters.search'),
        placeholder: withDates ? t('deposits:filters.search_staff_placeholder') : t('deposits:filters.search_placeholder'),
      }}
    />
  );
}
