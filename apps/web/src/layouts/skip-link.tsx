import { useTranslation } from 'react-i18next';

/** First focusable element of every layout: jumps past the header to <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('common:skip_to_content')}
    </a>
  );
}
