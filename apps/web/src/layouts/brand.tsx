import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface BrandProps {
  /** Where the logo leads: /home on the storefront, the user's home in the back office. */
  to: string;
}

/** The Safar logo: a link whose accessible name says where it goes. */
export function Brand({ to }: BrandProps) {
  const { t } = useTranslation('layout');
  return (
    <Link to={to} className="brand" aria-label={t('layout:brand_home')}>
      <svg className="brand-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#0f5e6b" />
        <path d="M7 19.5 25 11l-4.5 12-4-3.5-3 3v-4.5L22 12l-11 6z" fill="#fff" />
      </svg>
      <span className="brand-name">{t('common:app_name')}</span>
    </Link>
  );
}
