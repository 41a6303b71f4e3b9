import { BOOKING_STATUSES } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { AgencyFilter } from '@/features/ledger/agency-filter';
import type { TBookingFilters } from './booking-filters-state';

export interface BookingFiltersProps {
  filters: TBookingFilters;
  /** The agency picker (every agency's list; one agency's list has its agency fixed). */
  withAgency: boolean;
  onChange: (patch: Partial<TBookingFilters>) => void;
  onReset: () => void;
}

/** Status, booking dates, a reference, PNR or traveller, and the agency. */
export function BookingFilters({ filters, withAgency, onChange, onReset }: BookingFiltersProps) {
  const { t } = useTranslation(['desk', 'bookings']);
  return (
    <FilterBar
      values={filters}
      onChange={onChange}
      onReset={onReset}
      label={t('desk:list.filters')}
      before={withAgency && <AgencyFilter filters={filters} onChange={onChange} />}
      select={{
        key: 'status',
        label: t('desk:fields.status'),
        allLabel: t('desk:list.all_statuses'),
        options: BOOKING_STATUSES.map((s) => ({ value: s, label: t(`bookings:status_${s}`) })),
      }}
      dates={{ fromLabel: t('desk:list.from'), toLabel: t('desk:list.to') }}
      search={{ label: t('bookings:filter_search'), placeholder: t('bookings:filter_search_placeholder') }}
    />
  );
}
