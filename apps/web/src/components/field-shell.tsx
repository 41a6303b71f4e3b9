import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldIds {
  inputId: string;
  /** Ids of the hint and error texts, for aria-describedby (undefined when neither is shown). */
  describedBy: string | undefined;
  invalid: true | undefined;
}

export interface FieldShellProps {
  name: string;
  id?: string;
  label: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, hint and error around one control; TextField, TextAreaField and SelectField share it. */
export function FieldShell({ name, id, label, hint, error, required, className, children }: FieldShellProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field-invalid' : '', className].filter(Boolean).join(' ')}>
      {/* The id names a control that is not a form element (a rich-text area) through aria-labelledby. */}
      <label htmlFor={inputId} id={`${inputId}-label`}>
        {label}
        {required && (
          <span className="field-required">
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({t('common:required')})</span>
          </span>
        )}
      </label>
      {children({ inputId, describedBy, invalid: error ? true : undefined })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
