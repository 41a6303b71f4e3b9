import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n';

export interface SiteFooterProps {
  /** Auth pages show only the legal links. */
  compact?: boolean;
}

/** Footer: the marketing facts, contact hours, the site's pages (about us, the catalogues) and the legal pages. */
export function SiteFooter({ compact }: SiteFooterProps) {
  const { t } = useTranslation('layout');
  const year = formatNumber(new Date().getFullYear(), { useGrouping: false });
  const legal = (
    <nav aria-label={t('layout:footer.legal')}>
      <ul className="footer-links">
        <li>
          <Link to="/privacy-policy">{t('layout:footer.privacy')}</Link>
        </li>
        <li>
          <Link to="/terms-condition">{t('layout:footer.terms')}</Link>
        </li>
        <li>
          <Link to="/cookie-policy">{t('layout:footer.cookies')}</Link>
        </li>
      </ul>
    </nav>
  );
  if (compact)
    return (
      <footer className="site-footer site-footer-compact">
        <div className="container">{legal}</div>
      </footer>
    );
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-title">{t('common:app_name')}</p>
          <p>{t('layout:footer.tagline')}</p>
          <ul className="footer-facts">
            <li>{t('layout:footer.established')}</li>
            <li>{t('layout:footer.airlines')}</li>
            <li>{t('layout:footer.savings')}</li>
          </ul>
        </div>
        <div>
          <p className="footer-title">{t('layout:footer.hours_title')}</p>
          <p>{t('layout:footer.hours')}</p>
          <p>
            <Link to="/contact-us">{t('layout:footer.contact')}</Link>
          </p>
        </div>
        <nav aria-label={t('layout:footer.explore')}>
          <p className="footer-title">{t('layout:footer.explore')}</p>
          <ul className="footer-links">
            <li>
              <Link to="/about/us">{t('layout:footer.about')}</Link>
            </li>
            <li>
              <Link to="/visa">{t('layout:footer.visas')}</Link>
            </li>
            <li>
              <Link to="/holidays">{t('layout:footer.holidays')}</Link>
            </li>
            <li>
              <Link to="/umra-packages">{t('layout:footer.umrah')}</Link>
            </li>
            <li>
              <Link to="/travel-insurance">{t('layout:footer.insurance')}</Link>
            </li>
            <li>
              <Link to="/group-tickets-main">{t('layout:footer.group_travel')}</Link>
            </li>
            <li>
              <Link to="/cars">{t('layout:footer.cars')}</Link>
            </li>
            <li>
              <Link to="/tours">{t('layout:footer.tours')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="footer-title">{t('layout:footer.legal')}</p>
          {legal}
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{t('layout:footer.rights', { year })}</p>
      </div>
    </footer>
  );
}
