import { AgencyPicker } from '@/features/money/agency-picker';
import type { readAgency } from '@/lib/url-filters';

type TAgencyFilter = ReturnType<typeof readAgency>;

export interface AgencyFilterProps {
  filters: TAgencyFilter;
  onChange: (patch: TAgencyFilter) => void;
}

/** The agency filter of the ledger's lists; the name is kept beside the id so a reload still shows which agency. */
export function AgencyFilter({ filters, onChange }: AgencyFilterProps) {
  return (
    <AgencyPicker
      name="agency"
      value={filters.agency || null}
      valueLabel={filters.agency_name}
      onChange={(a) => onChange({ agency: a?.agency_id ?? '', agency_name: a?.name ?? '' })}
    />
  );
}
