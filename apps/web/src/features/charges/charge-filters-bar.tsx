import { CHARGE_STATUSES, type TChargeStatus } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { AgencyPicker } from '@/features/money/agency-picker';
import type { TChargeFilters } from './charge-filters';
import '@/styles/filters.css';

export interface ChargeFiltersBarProps {
  filters: TChargeFilters;
  onChange: (patch: Partial<TChargeFilters>) => void;
  /** Staff filter by agency; an agent's list is its own agency's already. */
  withAgency?: boolean;
}

/** Agency (staff), status, date range (days in the agency time zone) and reference or title search. */
export function ChargeFiltersBar({ filters, onChange, withAgency }: ChargeFiltersBarProps) {
  const { t } = useTranslation(['charges', 'ledger']);
  return (
    <div className="ledger-filters">
      {withAgency && (
        <AgencyPicker
          name="agency"
          value={filters.agency || null}
          valueLabel={filters.agency_name}
          onChange={(a) => onChange({ agency: a?.agency_id ?? '', agency_name: a?.name ?? '' })}
        />
      )}
      <SelectField
        name="status"
        label={t('charges:fields.status')}
        placeholder={t('charges:filters.all_statuses')}
        options={CHARGE_STATUSES.map((s) => ({ value: s, label: t(`charges:statuses.${s}`) }))}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as TChargeStatus | '' })}
      />
      <TextField
        name="from"
        type="date"
        label={t('charges:filters.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <TextField
        name="to"
        type="date"
        label={t('charges:filters.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
      />
      <SearchInput
        value={filters.search}
        label={t('charges:filters.search')}
        placeholder={t('charges:filters.search_placeholder')}
        onSearch={(search) => onChange({ search })}
      />
    </div>
  );
}
