import { MAX_INSURANCE_BANDS } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { emptyBand, type TBandValues } from './insurance-plan-form-values';

interface PriceBandEditorProps {
  bands: TBandValues[];
  currency: string;
  errors: Record<string, string>;
  /** Replaces the table (a cell typed, a row added or removed), naming the cell that changed. */
  onChange: (bands: TBandValues[], changedField?: string) => void;
}

const CELLS = [
  ['min_age', 'min_age'],
  ['max_age', 'max_age'],
  ['min_days', 'min_days'],
  ['max_days', 'max_days'],
  ['price', 'price_minor'],
  ['agent_price', 'agent_price_minor'],
] as const;

/** The field names the table shows (by the request's names), so the form's summary lists only the others. */
export const bandFieldNames = (bands: TBandValues[]) => bands.flatMap((_, i) => CELLS.map(([, field]) => `price_bands.${i}.${field}`));

/**
 * The price table: one card per row (ages, trip lengths, the public and the agent price per
 * traveller), laid out as a line on a wide screen and as a small grid on a phone. A problem of
 * the row as a whole (it prices travellers an earlier row already prices) shows on the row.
 */
export function PriceBandEditor({ bands, currency, errors, onChange }: PriceBandEditorProps) {
  const { t } = useTranslation('insurance');
  const set = (index: number, name: keyof TBandValues, value: string, field: string) =>
    onChange(
      bands.map((band, i) => (i === index ? { ...band, [name]: value } : band)),
      `price_bands.${index}.${field}`,
    );
  const add = () => {
    const last = bands[bands.length - 1];
    // A new row usually continues the last one's trip lengths for the next ages.
    onChange([...bands, last ? { ...emptyBand(), min_days: last.min_days, max_days: last.max_days } : emptyBand()]);
  };
  const remove = (index: number) => onChange(bands.filter((_, i) => i !== index));

  return (
    <fieldset className="people-fieldset">
      <legend>{t('sections.prices')}</legend>
      <p className="insurance-note">{t('hints.prices', { currency })}</p>
      {errors.price_bands && (
        <p className="field-error" role="alert">
          {errors.price_bands}
        </p>
      )}
      <ol className="insurance-bands">
        {bands.map((band, index) => {
          const rowError = errors[`price_bands.${index}`];
          return (
            <li key={index} className="insurance-band" aria-label={t('band.title', { number: index + 1 })}>
              <div className="insurance-band__head">
                <span className="insurance-band__number">{t('band.title', { number: index + 1 })}</span>
                {bands.length > 1 && (
                  <Button variant="secondary" onClick={() => remove(index)} aria-label={t('band.remove_named', { number: index + 1 })}>
                    {t('band.remove')}
                  </Button>
                )}
              </div>
              {rowError && <p className="field-error">{rowError}</p>}
              <div className="insurance-band__cells">
                {CELLS.map(([name, field]) => {
                  const path = `price_bands.${index}.${field}`;
                  const money = name === 'price' || name === 'agent_price';
                  return (
                    <TextField
                      key={name}
                      name={path}
                      label={t(`band.${name}`)}
                      value={band[name]}
                      error={errors[path]}
                      required
                      inputMode={money ? 'decimal' : 'numeric'}
                      dir="ltr"
                      autoComplete="off"
                      onChange={(e) => set(index, name, e.target.value, field)}
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      {bands.length < MAX_INSURANCE_BANDS && (
        <Button variant="secondary" onClick={add}>
          {t('band.add')}
        </Button>
      )}
    </fieldset>
  );
}
