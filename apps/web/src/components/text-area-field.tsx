import type { TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled multi-line input, same contract as TextField. */
export function TextAreaField({ name, id, label, error, hint, required, className, rows = 3, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell name={name} id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          {...textarea}
          rows={rows}
          id={inputId}
          name={name}
          required={required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}
