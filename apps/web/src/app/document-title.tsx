import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * The server writes a public page's own title into the HTML it sends, in the address's language,
 * for link previews and search engines (docs/link-previews.md). Once the reader moves to another
 * page or switches the language in the app, that title no longer fits, and the tab shows the
 * app's name instead.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const landing = useRef<{ pathname: string; language: string } | null>({ pathname, language });
  useEffect(() => {
    if (landing.current?.pathname === pathname && landing.current.language === language) return;
    landing.current = null;
    document.title = t('app_name');
  }, [pathname, language, t]);
  return null;
}
