import { useTranslation } from 'react-i18next';

export interface PageStateProps {
  state: 'loading' | 'empty' | 'error';
  /** Translation key of a more precise message. */
  messageKey?: string;
  /** An already translated message (e.g. the server's description); wins over messageKey. */
  message?: string;
  onRetry?: () => void;
}

/** Loading, empty ("Nothing Found") and error states shared by every screen and list. */
export function PageState({ state, messageKey, message, onRetry }: PageStateProps) {
  const { t } = useTranslation();
  if (state === 'loading')
    return (
      <div className="page-state" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>{message || t(messageKey ?? 'common:loading')}</span>
      </div>
    );
  if (state === 'empty')
    return (
      <div className="page-state">
        <p>{message || t(messageKey ?? 'common:nothing_found')}</p>
      </div>
    );
  return (
    <div className="page-state" role="alert">
      <p>{message || t(messageKey ?? 'common:error_generic')}</p>
      {onRetry && (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          {t('common:retry')}
        </button>
      )}
    </div>
  );
}
