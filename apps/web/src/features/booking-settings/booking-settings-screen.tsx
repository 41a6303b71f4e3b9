import { useTranslation } from 'react-i18next';
import { BookingRulesSection } from './booking-rules-form';
import { StatusSettingsSection } from './status-settings-section';
import '@/styles/page.css';
import './booking-settings.css';

/** /admin/booking-settings (admin): fees, the deadline buffer and reminders, then each booking status's labels and colour. */
export function BookingSettingsScreen() {
  const { t } = useTranslation(['booking_settings', 'bookings', 'validation']);
  return (
    <div className="people-stack">
      <div>
        <h1>{t('booking_settings:title')}</h1>
        <p className="muted">{t('booking_settings:intro')}</p>
      </div>
      <BookingRulesSection />
      <StatusSettingsSection />
    </div>
  );
}
