import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any path no route claims. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="container narrow-page">
      <h1>{t('common:not_found.title')}</h1>
      <p>{t('common:not_found.body')}</p>
      <Link to="/home">{t('common:actions.go_home')}</Link>
    </div>
  );
}
