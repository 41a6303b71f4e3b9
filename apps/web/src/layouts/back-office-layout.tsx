import { homeOf, type TUser } from '@safar/contracts';
import { lazy, Suspense, useId, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Button } from '@/components/button';
import { LanguageSwitch } from '@/components/language-switch';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useLogout } from '@/features/auth/use-logout';
import { Brand } from './brand';
import { SkipLink } from './skip-link';

// Its own chunk: the bell's code (queries, panel, time formatting) stays out of the layout's.
const NotificationBell = lazy(async () => ({ default: (await import('@/features/notifications/notification-bell')).NotificationBell }));

export interface BackOfficeNavItem {
  to: string;
  /** Translation key of the link text (namespace `layout`, e.g. 'layout:links.users'). */
  labelKey: string;
  /** Hide the link for some users (e.g. staff links for accounts, dashboard for unapproved agents). */
  visible?: (user: TUser) => boolean;
  /** Match the path exactly (for links whose path prefixes others). */
  end?: boolean;
  /** Shown after the link text, e.g. how many new enquiries wait (a component, so it may query). */
  Extra?: ComponentType;
}

export interface BackOfficeNavGroup {
  /** Translation key of the group heading ('layout:groups.people'). */
  labelKey: string;
  items: readonly BackOfficeNavItem[];
}

export interface BackOfficeLayoutProps {
  /** Translation key of the area's name shown in the top bar ('layout:areas.admin'). */
  areaKey: string;
  nav: readonly BackOfficeNavGroup[];
  /** Content instead of the route's <Outlet />. */
  children?: ReactNode;
}

/**
 * The shell of every back-office area: a top bar (area, user name, language, logout) and a
 * grouped side navigation that collapses behind a menu button on a phone. Route guards wrap
 * it in the route tree; it renders the child route in <main>.
 */
export function BackOfficeLayout({ areaKey, nav, children }: BackOfficeLayoutProps) {
  // The screens' own error fallbacks ('messages:…', shown by toasts outside React) and form
  // checks ('validation:…') are loaded with the area, before any of its screens renders.
  const { t } = useTranslation(['layout', 'messages', 'validation']);
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const groups = nav
    .map((g) => ({ ...g, items: g.items.filter((i) => !i.visible || (user ? i.visible(user) : false)) }))
    .filter((g) => g.items.length > 0);

  return (
    <div className="bo">
      <SkipLink />
      <header className="bo-topbar">
        <button
          type="button"
          className="btn btn-ghost bo-menu-toggle"
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={() => setNavOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t('layout:back_office.menu')}</span>
        </button>
        <Brand to={homeOf(user)} />
        <span className="bo-area">{t(areaKey)}</span>
        <div className="bo-tools">
          {user && (
            <span className="bo-user" title={user.email}>
              <span className="visually-hidden">{t('layout:back_office.signed_in_as')} </span>
              {user.name}
            </span>
          )}
          {user && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <LanguageSwitch />
          <Button variant="secondary" busy={logout.isPending} onClick={() => logout.mutate()}>
            {t('common:actions.logout')}
          </Button>
        </div>
      </header>
      <div className="bo-body">
        <nav id={navId} className={navOpen ? 'bo-nav bo-nav-open' : 'bo-nav'} aria-label={t('layout:back_office.sections')}>
          {groups.map((group) => (
            <div key={group.labelKey} className="bo-nav-group">
              <p className="bo-nav-title">{t(group.labelKey)}</p>
              <ul>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} onClick={() => setNavOpen(false)}>
                      {t(item.labelKey)}
                      {item.Extra && <item.Extra />}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" tabIndex={-1} className="bo-main">
          <Suspense fallback={<PageState state="loading" />}>{children ?? <Outlet />}</Suspense>
        </main>
      </div>
    </div>
  );
}
