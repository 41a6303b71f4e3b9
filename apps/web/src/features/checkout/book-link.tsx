import type { TFlightRow } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { checkoutHref } from './checkout-paths';

interface BookLinkProps {
  offer: Pick<TFlightRow, 'flight_id' | 'supplier' | 'isSooperFlight'>;
  /** The checkout to open: the agent's own by default; staff open theirs, for the agency they chose. */
  to?: string;
}

/**
 * The Book step of an offer's details, for approved agents and for staff booking for an agency.
 * Its words load on their own: the details screen is also every visitor's, who need none of the
 * checkout's.
 */
export function BookLink({ offer, to }: BookLinkProps) {
  const { t, ready } = useTranslation('checkout', { useSuspense: false });
  if (!ready) return null;
  return (
    <Link to={to ?? checkoutHref(offer)} className={buttonClass('primary')}>
      {t('checkout:book')}
    </Link>
  );
}
