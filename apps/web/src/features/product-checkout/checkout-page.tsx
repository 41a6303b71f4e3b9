import { homeOf } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { ApiError } from '@/lib/api';
import type { TCheckoutAudience } from './product-checkout-form';
import '@/styles/page.css';
import '@/styles/forms.css';
import '@/styles/tables.css';
import '@/features/checkout/checkout.css';
import './product-checkout.css';

export interface CheckoutPageProps {
  audience: TCheckoutAudience;
  /** The page's heading (the product's title once it is read). */
  title: string;
  /** Where the booking came from (the product's page), above the heading. */
  back: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a product's booking page. On the storefront a visitor books as a guest (or signs in
 * and comes back here); agents and staff are sent to their own pages, as on the flight checkout.
 */
export function CheckoutPage({ audience, title, back, children }: CheckoutPageProps) {
  const { t } = useTranslation(['product_bookings', 'checkout']);
  const { data: user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const heading = (
    <div>
      {back}
      <h1>{title}</h1>
    </div>
  );
  if (audience === 'agent')
    return (
      <div className="checkout product-checkout">
        {heading}
        {children}
      </div>
    );
  if (user && user.role !== 'customer')
    return (
      <div className="container checkout product-checkout">
        {heading}
        <p>{t('product_bookings:storefront.not_for_you')}</p>
        <Link to={homeOf(user)}>{t('checkout:storefront.to_home')}</Link>
      </div>
    );
  const next = encodeURIComponent(`${pathname}${search}`);
  return (
    <div className="container checkout product-checkout">
      {heading}
      {!user && (
        <p className="form-notice">
          {t('product_bookings:storefront.guest')} <Link to={`/?next=${next}`}>{t('checkout:storefront.sign_in')}</Link>
        </p>
      )}
      {children}
    </div>
  );
}

/** A product that could not be read: gone (404, with the way back) or failed (with a retry). */
export function ProductReadError({ error, onRetry, goneMessage }: { error: Error; onRetry: () => void; goneMessage: string }) {
  const gone = error instanceof ApiError && (error.status === 404 || error.status === 410);
  if (gone) return <PageState state="empty" message={goneMessage} />;
  return (
    <PageState state="error" message={error instanceof ApiError && error.description ? error.description : undefined} onRetry={onRetry} />
  );
}
