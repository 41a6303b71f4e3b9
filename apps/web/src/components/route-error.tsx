import { useTranslation } from 'react-i18next';

/**
 * Shown when a route fails to render or its chunk fails to load (e.g. a new version was
 * deployed meanwhile): a reload fetches the current files.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container route-error">
      <h1>{t('common:error_generic')}</h1>
      <div className="form-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common:retry')}
        </button>
        <a href="/home">{t('common:actions.go_home')}</a>
      </div>
    </main>
  );
}
