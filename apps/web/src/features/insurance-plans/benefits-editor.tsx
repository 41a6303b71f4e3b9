import { MAX_INSURANCE_BENEFITS } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { emptyBenefit, type TBenefitValues } from './insurance-plan-form-values';

interface BenefitsEditorProps {
  benefits: TBenefitValues[];
  currency: string;
  errors: Record<string, string>;
  onChange: (benefits: TBenefitValues[], changedField?: string) => void;
}

const CELLS = [
  ['label_en', 'label_en'],
  ['label_ar', 'label_ar'],
  ['covered', 'covered_minor'],
] as const;

export const benefitFieldNames = (benefits: TBenefitValues[]) =>
  benefits.flatMap((_, i) => CELLS.map(([, field]) => `benefits.${i}.${field}`));

/** What the plan covers, a line each in English and Arabic with the amount covered when there is one. */
export function BenefitsEditor({ benefits, currency, errors, onChange }: BenefitsEditorProps) {
  const { t } = useTranslation('insurance');
  const set = (index: number, name: keyof TBenefitValues, value: string, field: string) =>
    onChange(
      benefits.map((b, i) => (i === index ? { ...b, [name]: value } : b)),
      `benefits.${index}.${field}`,
    );
  return (
    <fieldset className="people-fieldset">
      <legend>{t('sections.benefits')}</legend>
      <p className="insurance-note">{t('hints.benefits', { currency })}</p>
      <ol className="insurance-bands">
        {benefits.map((benefit, index) => (
          <li key={index} className="insurance-band" aria-label={t('benefit.title', { number: index + 1 })}>
            <div className="insurance-band__head">
              <span className="insurance-band__number">{t('benefit.title', { number: index + 1 })}</span>
              <Button
                variant="secondary"
                onClick={() => onChange(benefits.filter((_, i) => i !== index))}
                aria-label={t('benefit.remove_named', { number: index + 1 })}
              >
                {t('benefit.remove')}
              </Button>
            </div>
            <div className="people-form__grid">
              {CELLS.map(([name, field]) => {
                const path = `benefits.${index}.${field}`;
                return (
                  <TextField
                    key={name}
                    name={path}
                    label={t(`benefit.${name}`)}
                    value={benefit[name]}
                    error={errors[path]}
                    required={name !== 'covered'}
                    autoComplete="off"
                    {...(name === 'label_ar'
                      ? { dir: 'rtl', lang: 'ar' }
                      : name === 'covered'
                        ? { dir: 'ltr', inputMode: 'decimal' as const }
                        : {})}
                    onChange={(e) => set(index, name, e.target.value, field)}
                  />
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      {benefits.length < MAX_INSURANCE_BENEFITS && (
        <Button variant="secondary" onClick={() => onChange([...benefits, emptyBenefit()])}>
          {t('benefit.add')}
        </Button>
      )}
    </fieldset>
  );
}
