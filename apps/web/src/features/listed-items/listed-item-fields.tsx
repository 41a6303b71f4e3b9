import { TRANSMISSIONS } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import type { TCustomFieldProps } from '@/components/resource/resource-definition';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import type { TListedItemFormValues } from './listed-item-form-values';

type TProps = TCustomFieldProps<TListedItemFormValues>;

/** A description: plain text whose line breaks are kept. */
export function DescriptionField({ name, label, value, required, error, onChange }: TProps) {
  return (
    <TextAreaField
      name={name}
      label={label}
      required={required}
      rows={5}
      value={String(value)}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/** A car's gearbox, its choices in the reader's language. */
export function TransmissionField({ name, label, value, error, onChange }: TProps) {
  const { t } = useTranslation('listed_items');
  return (
    <SelectField
      name={name}
      label={label}
      placeholder="—"
      options={TRANSMISSIONS.map((v) => ({ value: v, label: t(`listed_items:transmissions.${v}`) }))}
      value={String(value)}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
