import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { PageState } from '@/components/page-state';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

/** Sign-in, registration and verification pages: a narrow centred panel. */
export function AuthLayout() {
  return (
    <div className="site auth-site">
      <SkipLink />
      <header className="site-header">
        <div className="container site-header-inner">
          <Brand to="/home" />
          <div className="site-header-tools">
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="auth-main">
        <div className="auth-panel">
          <Suspense fallback={<PageState state="loading" />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <SiteFooter compact />
    </div>
  );
}
