import type { TEnquiryDetails } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { bookingHref, DESK_AREAS } from '@/features/booking-desk/desk-area';

/** The booking desk of an inbox's area: admin's and reservation's read bookings; salesmen have none. */
const deskOf = (base: string) => Object.values(DESK_AREAS).find((area) => area.base === base) ?? null;

/**
 * An enquiry and its booking: the way to make it while the enquiry is open, the booking once it
 * is made (opened in the area's booking desk, where there is one), or why there can be none.
 */
export function EnquiryBookingLink({ enquiry, base }: { enquiry: TEnquiryDetails; base: string }) {
  const { t } = useTranslation('enquiries');
  if (enquiry.status === 'converted') {
    const desk = deskOf(base);
    return (
      <div className="form">
        <p>{t('enquiries:convert.done')}</p>
        {desk && enquiry.booking_id && (
          <Link className={buttonClass('secondary')} to={bookingHref(desk, enquiry.booking_id)}>
            {t('enquiries:convert.open_booking')}
          </Link>
        )}
      </div>
    );
  }
  if (enquiry.status === 'closed') return <p className="muted">{t('enquiries:convert.closed')}</p>;
  return (
    <div className="form">
      <p className="muted">{t('enquiries:convert.intro')}</p>
      <Link className={buttonClass('primary')} to={`${base}/enquiries/${enquiry.id}/booking`}>
        {t('enquiries:convert.button')}
      </Link>
    </div>
  );
}
