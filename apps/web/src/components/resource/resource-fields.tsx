import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import type { TResourceField } from './resource-definition';

interface FieldProps<TValues> {
  field: TResourceField<TValues>;
  values: TValues;
  errors: Record<string, string>;
  onChange: (name: keyof TValues & string, value: TValues[keyof TValues] | string | boolean) => void;
}

/** One field of a catalogue form, bound to the form's values and its errors (the client's or the server's). */
export function ResourceField<TValues extends object>({ field, values, errors, onChange }: FieldProps<TValues>) {
  const { t } = useTranslation();
  const checkId = useId();
  const value = values[field.name];
  const common = {
    name: field.name,
    label: t(field.label),
    required: field.required,
    hint: field.hint ? t(field.hint) : undefined,
    error: errors[field.name],
  };
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          autoComplete="off"
          dir={field.dir}
          type={field.inputType}
          value={String(value ?? '')}
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          options={field.options.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={String(value ?? '')}
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      );
    case 'custom':
      return field.render({
        name: field.name,
        label: common.label,
        value,
        required: field.required,
        error: common.error,
        onChange: (next) => onChange(field.name, next),
        values,
        setField: onChange,
        errors,
      });
    case 'checkbox':
      return (
        <div className="check-field">
          <input
            id={checkId}
            name={field.name}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(e) => onChange(field.name, e.target.checked)}
          />
          <label htmlFor={checkId}>{common.label}</label>
        </div>
      );
  }
}
