import type { TPassengerType } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { formatNumber } from '@/lib/i18n';
import { MAX_PRODUCT_TRAVELLERS, type TPartyCounts } from './product-checkout-values';

export interface TravellerCountsProps {
  counts: TPartyCounts;
  /** The kinds of traveller the product has (a visa: adults and children). */
  types: readonly TPassengerType[];
  /** Each kind's label and what it means ("12 or older on the day of travel"). */
  labelOf: (type: TPassengerType) => { label: string; hint: string };
  /** The most of a kind the rest allows (seats left, an infant per adult); never above nine in all. */
  maxOf?: (type: TPassengerType, counts: TPartyCounts) => number;
  /** The fewest of a kind (a package needs an adult). */
  minOf?: (type: TPassengerType) => number;
  /** The party's own message (the API's on `travellers`, a departure's seats). */
  error?: string | undefined;
  onChange: (counts: TPartyCounts) => void;
}

/**
 * How many travellers of each kind: one choice per kind, each offering only what keeps the party
 * bookable (one to nine travellers, within what the page allows).
 */
export function TravellerCounts({ counts, types, labelOf, maxOf, minOf, error, onChange }: TravellerCountsProps) {
  const { t } = useTranslation('product_bookings');
  const total = types.reduce((sum, type) => sum + counts[type], 0);
  return (
    <fieldset className="checkout-fieldset product-counts" aria-describedby={error ? 'product-counts-error' : undefined}>
      <legend>{t('product_bookings:counts.title')}</legend>
      <div className="people-form__grid">
        {types.map((type) => {
          const others = total - counts[type];
          // At least one traveller in all: a kind may be none only while another has someone.
          const min = Math.max(minOf?.(type) ?? 0, others === 0 ? 1 : 0);
          const allowed = Math.min(MAX_PRODUCT_TRAVELLERS - others, maxOf?.(type, counts) ?? MAX_PRODUCT_TRAVELLERS);
          // What is chosen stays offered when the rest changed under it (another departure has fewer seats): the message says so.
          const max = Math.max(min, allowed, counts[type]);
          const { label, hint } = labelOf(type);
          return (
            <SelectField
              key={type}
              name={`counts.${type}`}
              label={label}
              hint={hint}
              value={String(counts[type])}
              options={Array.from({ length: max - min + 1 }, (_, i) => ({ value: String(min + i), label: formatNumber(min + i) }))}
              onChange={(e) => onChange({ ...counts, [type]: Number(e.target.value) })}
            />
          );
        })}
      </div>
      {error && (
        <p id="product-counts-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
