import { homeOf } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { Checkout } from '@/features/checkout/checkout-screen';
import type { TCheckoutMode } from '@/features/checkout/checkout-mode';
import { FLIGHT_DETAILS_PATH, PUBLIC_RESULTS_PATH } from '@/features/flights/paths';
import { detailsHref } from '@/features/flights/results/flight-card';
import { previousSearchHref } from '@/features/flights/search/search-params';
import { customerBookingHref, storefrontCheckoutHref } from './storefront-paths';

/** The storefront's checkout: the same form as the agents', booking a hold that is paid by card next. */
const STOREFRONT_CHECKOUT: TCheckoutMode = {
  endpoint: '/bookings',
  agency: null,
  checkoutHref: storefrontCheckoutHref,
  offerHref: (offer) => detailsHref(FLIGHT_DETAILS_PATH, offer),
  bookingHref: (id) => customerBookingHref(id),
  searchAgainHref: () => previousSearchHref(PUBLIC_RESULTS_PATH) ?? PUBLIC_RESULTS_PATH,
  storefront: true,
};

/**
 * /flight/checkout (and /flights-checkout): a visitor or a customer books the offer and goes on
 * to pay by card. A visitor may sign in on the way (and comes back here) or book as a guest, whose
 * booking then opens by the link we mail; agents and staff have their own checkouts.
 */
export function StorefrontCheckoutScreen() {
  const { t } = useTranslation('checkout');
  const { data: user } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (user && user.role !== 'customer')
    return (
      <div className="container">
        <h1>{t('checkout:title')}</h1>
        <p>{t('checkout:storefront.not_for_you')}</p>
        <Link to={homeOf(user)}>{t('checkout:storefront.to_home')}</Link>
      </div>
    );
  const next = encodeURIComponent(`${pathname}${search}`);
  const intro = user ? null : (
    <p className="form-notice">
      {t('checkout:storefront.guest')} <Link to={`/?next=${next}`}>{t('checkout:storefront.sign_in')}</Link>
    </p>
  );
  return (
    <div className="container">
      <Checkout mode={STOREFRONT_CHECKOUT} intro={intro} />
    </div>
  );
}
