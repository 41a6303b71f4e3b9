import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { EnquiryBookingForm } from './enquiry-booking-form';
import { useEnquiry } from './enquiries-queries';
import { EnquiryBookingLink } from './enquiry-booking-link';
import '@/styles/page.css';
import '@/styles/forms.css';
import '@/styles/tables.css';
import '@/features/checkout/checkout.css';
import '@/features/product-checkout/product-checkout.css';
import './enquiries.css';

/**
 * {area}/enquiries/:id/booking: the booking agreed with an enquiry's sender, made from the
 * enquiry. A closed or converted enquiry has none to make (the API refuses it too).
 */
export function EnquiryBookingScreen({ base }: { base: string }) {
  const { t } = useTranslation('enquiries');
  const { id } = useParams();
  const enquiry = useEnquiry(id);
  const enquiryHref = `${base}/enquiries/${id ?? ''}`;
  const back = <Link to={enquiryHref}>{t('enquiries:convert.back')}</Link>;
  if (enquiry.isPending) return <PageState state="loading" />;
  if (enquiry.isError)
    return (
      <div className="people-stack">
        {back}
        <PageState state="error" onRetry={() => void enquiry.refetch()} />
      </div>
    );
  const e = enquiry.data;
  const convertible = e.status !== 'closed' && e.status !== 'converted';
  return (
    <div className="people-stack checkout product-checkout">
      {back}
      <div className="page-header">
        <div>
          <h1>{t('enquiries:convert.title', { reference: e.reference })}</h1>
          {convertible && (
            <p className="muted">
              {e.sender?.agency_id
                ? t('enquiries:convert.agency', { name: e.full_name })
                : t('enquiries:convert.storefront', { name: e.full_name, email: e.email })}
            </p>
          )}
        </div>
      </div>
      {convertible ? <EnquiryBookingForm enquiry={e} enquiryHref={enquiryHref} /> : <EnquiryBookingLink enquiry={e} base={base} />}
    </div>
  );
}

/** The screen in each area whose inbox it serves, loaded on its own: the booking pages' forms stay out of the inbox's code. */
export const AdminEnquiryBookingScreen = () => <EnquiryBookingScreen base="/admin" />;
export const ReservationEnquiryBookingScreen = () => <EnquiryBookingScreen base="/reservation" />;
export const SalesmanEnquiryBookingScreen = () => <EnquiryBookingScreen base="/salesman" />;
