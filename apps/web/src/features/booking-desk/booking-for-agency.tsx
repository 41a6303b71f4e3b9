import { useTranslation } from 'react-i18next';
import type { TBookingAgency } from '@/features/checkout/checkout-mode';

/**
 * "Booking for Crescent Travels" on an offer staff open from add-booking: nothing else on the
 * details says for whom. Its words load on their own, as the Book step's do: the details
 * screen is every visitor's too.
 */
export function BookingForAgency({ agency }: { agency: TBookingAgency }) {
  const { t, ready } = useTranslation(['checkout', 'desk'], { useSuspense: false });
  if (!ready) return null;
  return (
    <p className="form-notice" role="note">
      {t('checkout:staff.for_agency', { name: agency.name || t('desk:add.this_agency') })}
    </p>
  );
}
