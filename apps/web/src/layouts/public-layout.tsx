import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { PageState } from '@/components/page-state';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

/** The storefront shell: header (logo, nav, language, account menu), main, footer. */
export function PublicLayout() {
  const { t } = useTranslation('layout');
  return (
    <div className="site">
      <SkipLink />
      <header className="site-header">
        <div className="container site-header-inner">
          <Brand to="/home" />
          <nav aria-label={t('layout:main_nav')} className="site-nav">
            <ul>
              <li>
                <NavLink to="/home" end>
                  {t('layout:nav.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/holidays">{t('layout:nav.holidays')}</NavLink>
              </li>
              <li>
                <NavLink to="/umra-packages">{t('layout:nav.umrah_packages')}</NavLink>
              </li>
              <li>
                <NavLink to="/visa">{t('layout:nav.visas')}</NavLink>
              </li>
              <li>
                <Link to="/home#products">{t('layout:nav.products')}</Link>
              </li>
              <li>
                <Link to="/home#faq">{t('layout:nav.faq')}</Link>
              </li>
              <li>
                <NavLink to="/about/us">{t('layout:nav.about')}</NavLink>
              </li>
              <li>
                <Link to="/contact-us">{t('layout:nav.contact')}</Link>
              </li>
            </ul>
          </nav>
          <div className="site-header-tools">
            <LanguageSwitch />
            <AccountMenu />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<PageState state="loading" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
