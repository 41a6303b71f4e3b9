import type { SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

export interface SelectOption {
  value: string;
  /** Visible text (already translated). */
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'children'> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Text of an empty first option (value ""), e.g. "All roles" for a filter. */
  placeholder?: string;
  error?: string | null;
  hint?: string;
}

/** A labelled native select; same error and hint contract as TextField. */
export function SelectField({ name, id, label, options, placeholder, error, hint, required, className, ...select }: SelectFieldProps) {
  return (
    <FieldShell name={name} id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <select {...select} id={inputId} name={name} required={required} aria-invalid={invalid} aria-describedby={describedBy}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
