import { useTranslation } from 'react-i18next';

export interface FormErrorProps {
  /** The call's message, e.g. ApiError.description ("The given data was invalid."). */
  message?: string | null;
  /**
   * Field messages to list in the summary, typically those of fields the form does not show
   * (fields it shows carry their own message next to the input).
   */
  errors?: Record<string, string> | null;
}

/** The error summary at the top of a form; announced to screen readers when it appears. */
export function FormError({ message, errors }: FormErrorProps) {
  const { t } = useTranslation();
  const list = Object.values(errors ?? {}).filter(Boolean);
  if (!message && list.length === 0) return null;
  return (
    <div className="form-error" role="alert">
      <p className="form-error-title">{message || t('common:form.errors_title')}</p>
      {list.length > 0 && (
        <ul>
          {list.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
