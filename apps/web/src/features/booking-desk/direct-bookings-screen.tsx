import { useTranslation } from 'react-i18next';
import { BookingsList } from './bookings-screen';
import type { TDeskArea } from './desk-area';
import '@/styles/page.css';
import './booking-desk.css';

/** Storefront bookings carry no agency: the list is narrowed to them, with no agency to filter by. */
const STOREFRONT = { channel: 'customer', agency_id: undefined } as const;

/**
 * /admin/direct-bookings (also /admin/customer-bookings): what travellers booked on the
 * storefront themselves, by account or as guests, and paid by card; each opens the desk's
 * details, with its card payments.
 */
export function DirectBookingsScreen({ area }: { area: TDeskArea }) {
  const { t } = useTranslation(['desk', 'bookings']);
  return (
    <div className="people-stack">
      <div className="page-header">
        <div>
          <h1>{t('desk:direct.title')}</h1>
          <p className="muted">{t('desk:direct.intro')}</p>
        </div>
      </div>
      <BookingsList area={area} caption={t('desk:direct.title')} fixed={STOREFRONT} />
    </div>
  );
}
