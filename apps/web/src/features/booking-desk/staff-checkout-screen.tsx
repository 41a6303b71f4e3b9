import type { TBookingDetails } from '@safar/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageState } from '@/components/page-state';
import { Checkout } from '@/features/checkout/checkout-screen';
import { formatPrice } from '@/features/flights/format';
import { notify } from '@/lib/toast';
import { DESK_AREAS, type TDeskArea } from './desk-area';
import { addBookingPath, agencyFromParams } from './staff-booking-paths';
import { staffCheckoutMode } from './staff-checkout-mode';
import './staff-booking.css';

/**
 * …/add-booking/checkout?flight_id=…&supplier=…&isSooperFlight=…&agency_id=…: the agent's
 * checkout (its form, rules and answers), booking for the agency the address names. Before
 * booking it says the agency pays its own price; after, what that price came to.
 */
export function StaffCheckoutScreen({ area = DESK_AREAS.admin }: { area?: TDeskArea }) {
  const { t } = useTranslation(['checkout', 'desk']);
  const [params] = useSearchParams();
  const id = params.get('agency_id') ?? '';
  const name = params.get('agency_name') ?? '';
  const agency = useMemo(() => agencyFromParams(new URLSearchParams({ agency_id: id, agency_name: name })), [id, name]);
  const shownName = agency?.name || t('desk:add.this_agency');

  const onBooked = useCallback(
    (booking: TBookingDetails) =>
      notify(
        'info',
        t('checkout:staff.booked', {
          name: booking.agency?.name ?? shownName,
          due: formatPrice(booking.due_minor, booking.currency),
          gross: formatPrice(booking.gross_minor, booking.currency),
        }),
      ),
    [t, shownName],
  );
  const mode = useMemo(() => agency && staffCheckoutMode(area, agency, onBooked), [area, agency, onBooked]);

  if (!mode)
    return (
      <div className="checkout">
        <h1>{t('checkout:title')}</h1>
        <PageState state="error" messageKey="desk:add.no_agency" />
        <Link to={addBookingPath(area)} className={buttonClass('primary')}>
          {t('desk:add.choose_agency')}
        </Link>
      </div>
    );
  return (
    <Checkout
      mode={mode}
      intro={
        <div className="form-notice staff-booking-note" role="note">
          <p>
            <strong>{t('checkout:staff.for_agency', { name: shownName })}</strong>
          </p>
          <p>{t('checkout:staff.own_price', { name: shownName })}</p>
        </div>
      }
    />
  );
}

export const ReservationStaffCheckoutScreen = () => <StaffCheckoutScreen area={DESK_AREAS.reservation} />;
