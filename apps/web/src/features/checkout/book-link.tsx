import type { TFlightRow } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { checkoutHref } from './checkout-paths';

/**
 * The Book step of an offer's details, for approved agents. Its words load on their own: the
 * details screen is also every visitor's, who need none of the checkout's.
 */
export function BookLink({ offer }: { offer: Pick<TFlightRow, 'flight_id' | 'supplier' | 'isSooperFlight'> }) {
  const { t, ready } = useTranslation('checkout', { useSuspense: false });
  if (!ready) return null;
  return (
    <Link to={checkoutHref(offer)} className={buttonClass('primary')}>
      {t('checkout:book')}
    </Link>
  );
}
