import type { InputHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  /** Form field name; also the key of its server error (`errors[name][0]`). */
  name: string;
  /** Visible label (already translated). */
  label: string;
  /** The message to show under the input, e.g. the server's first message for this field. */
  error?: string | null;
  /** Help text under the input. */
  hint?: string;
}

/**
 * A labelled input. Pass `autoComplete` (email, current-password, new-password, one-time-code,
 * name…) and the usual input props. Forms should set `noValidate` so our messages show, not
 * the browser's bubbles.
 */
export function TextField({ name, id, label, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <FieldShell name={name} id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <input {...input} id={inputId} name={name} required={required} aria-invalid={invalid} aria-describedby={describedBy} />
      )}
    </FieldShell>
  );
}
