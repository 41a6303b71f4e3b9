import { CHARGE_STATUSES } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { AgencyFilter } from '@/features/ledger/agency-filter';
import type { TChargeFilters } from './charge-filters';

export interface ChargeFiltersBarProps {
  filters: TChargeFilters;
  onChange: (patch: Partial<TChargeFilters>) => void;
  onReset: () => void;
  /** Staff filter by agency; an agent's list is its own agency's already. */
  withAgency?: boolean;
}

/** Agency (staff), status, date range (days in the agency time zone) and reference or title search. */
export function ChargeFiltersBar({ filters, onChange, onReset, withAgency }: ChargeFiltersBarProps) {
  const { t } = useTranslation(['charges', 'ledger']);
  return (
    <FilterBar
      values={filters}
      onChange={onChange}
      onReset={onReset}
      before={withAgency && <AgencyFilter filters={filters} onChange={onChange} />}
      select={{
        key: 'status',
        label: t('charges:fields.status'),
        allLabel: t('charges:filters.all_statuses'),
        options: CHARGE_STATUSES.map((s) => ({ value: s, label: t(`charges:statuses.${s}`) })),
      }}
      dates={{ fromLabel: t('charges:filters.from'), toLabel: t('charges:filters.to') }}
      search={{ label: t('charges:filters.search'), placeholder: t('charges:filters.search_placeholder') }}
    />
  );
}
