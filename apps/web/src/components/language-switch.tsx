import type { TLocale } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { setLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export interface LanguageSwitchProps {
  className?: string;
}

/**
 * Switches between English and Arabic. The button names the other language in that language
 * (lang attribute set), as language pickers conventionally do; the choice is kept in
 * localStorage.locale and sets <html dir/lang> (lib/i18n.ts). What the API answered in the other
 * language (a product's title, a message) is then asked for again in the new one.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const next: TLocale = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={['btn', 'btn-ghost', 'language-switch', className].filter(Boolean).join(' ')}
      lang={next}
      onClick={() => void setLocale(next).then(() => queryClient.invalidateQueries())}
    >
      <span className="visually-hidden" lang={i18n.language}>
        {t('common:language.label')}:{' '}
      </span>
      {t(`common:language.${next}`)}
    </button>
  );
}
