import { LEDGER_TRANSACTION_KINDS } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { AgencyPicker } from '@/features/money/agency-picker';
import type { TLedgerFilters } from './ledger-filters';
import '@/styles/filters.css';

export interface LedgerFiltersBarProps {
  filters: TLedgerFilters;
  onChange: (patch: Partial<TLedgerFilters>) => void;
}

/** Agency, kind, date range (days in the agency time zone) and reference search. */
export function LedgerFiltersBar({ filters, onChange }: LedgerFiltersBarProps) {
  const { t } = useTranslation('ledger');
  return (
    <div className="ledger-filters">
      <AgencyPicker
        name="agency"
        value={filters.agency || null}
        valueLabel={filters.agency_name}
        onChange={(a) => onChange({ agency: a?.agency_id ?? '', agency_name: a?.name ?? '' })}
      />
      <SelectField
        name="kind"
        label={t('ledger:fields.kind')}
        placeholder={t('ledger:filters.all_kinds')}
        options={LEDGER_TRANSACTION_KINDS.map((k) => ({ value: k, label: t(`ledger:kinds.${k}`) }))}
        value={filters.kind}
        onChange={(e) => onChange({ kind: e.target.value as TLedgerFilters['kind'] })}
      />
      <TextField
        name="from"
        type="date"
        label={t('ledger:filters.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <TextField
        name="to"
        type="date"
        label={t('ledger:filters.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
      />
      <SearchInput
        value={filters.search}
        label={t('ledger:filters.search')}
        placeholder={t('ledger:filters.search_placeholder')}
        onSearch={(search) => onChange({ search })}
      />
    </div>
  );
}
