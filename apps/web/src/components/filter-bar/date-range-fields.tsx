import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { isReversedRange } from './filter-params';

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  /** Visible labels; "From date" and "To date" by default. */
  fromLabel?: string;
  toLabel?: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}

/**
 * Two day inputs whose pickers keep from ≤ to. A typed or linked reversed range is still
 * applied, since the list query swaps it rather than failing, but the user is told it is wrong.
 */
export function DateRangeFields({ from, to, fromLabel, toLabel, onChange }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="from"
        type="date"
        label={fromLabel ?? t('common:filters.from')}
        value={from}
        max={to || undefined}
        error={isReversedRange(from, to) ? t('common:filters.range_error') : undefined}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <TextField
        name="to"
        type="date"
        label={toLabel ?? t('common:filters.to')}
        value={to}
        min={from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
      />
    </>
  );
}
