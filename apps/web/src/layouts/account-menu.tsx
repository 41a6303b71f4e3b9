import { homeOf } from '@safar/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useLogout } from '@/features/auth/use-logout';

/**
 * The storefront's account menu: dashboard (the user's home), a customer's bookings, support, logout.
 * Signed out, it offers sign-in and registration instead. A disclosure, not an ARIA menu:
 * plain links and a button are what screen-reader users expect here.
 */
export function AccountMenu() {
  const { t } = useTranslation('layout');
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const handleDocClick = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const handleKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', handleDocClick);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('mousedown', handleDocClick);
      document.removeEventListener('keydown', handleKey);
    };
  }, [open]);

  if (!user)
    return (
      <div className="account-links">
        <Link to="/" className="btn btn-ghost">
          {t('layout:account.sign_in')}
        </Link>
        <Link to="/auth/register" className="btn btn-primary">
          {t('layout:account.register')}
        </Link>
      </div>
    );

  const close = () => setOpen(false);
  return (
    <div className="account-menu" ref={rootRef}>
      <button type="button" className="btn btn-secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <span className="visually-hidden">{t('layout:account.menu')}: </span>
        <span className="account-name">{user.name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className="account-panel" hidden={!open}>
        <p className="muted account-email">{user.email}</p>
        <ul>
          <li>
            <Link to={homeOf(user)} onClick={close}>
              {t('layout:account.dashboard')}
            </Link>
          </li>
          {user.role === 'customer' && (
            <li>
              <Link to="/bookings-details" onClick={close}>
                {t('layout:account.bookings')}
              </Link>
            </li>
          )}
          <li>
            <Link to="/contact-us" onClick={close}>
              {t('layout:account.support')}
            </Link>
          </li>
          <li>
            <button type="button" className="link-button" disabled={logout.isPending} onClick={() => logout.mutate()}>
              {t('layout:account.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
