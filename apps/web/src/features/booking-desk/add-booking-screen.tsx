import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { AgencyFilter } from '@/features/ledger/agency-filter';
import { readAgency } from '@/lib/url-filters';
import { bookingsHref, DESK_AREAS } from './desk-area';
import '@/styles/page.css';
import './booking-desk.css';

/**
 * /admin/add-booking (admin): staff book for a named agency, at that agency's prices. Only the
 * first step is here: picking the agency (kept in the address, so a reload keeps it). Searching
 * flights at the agency's prices and the staff checkout are not built yet, and the screen says
 * so plainly instead of offering a search that could not end in a booking.
 */
export function AddBookingScreen() {
  const { t } = useTranslation(['desk', 'ledger', 'users']);
  const { filters, setFilters } = useUrlFilters(readAgency);
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('desk:add.title')}</h1>
      </div>
      <p className="muted">{t('desk:add.intro')}</p>
      <Card title={t('desk:add.agency_step')}>
        <div className="desk-agency-step">
          <AgencyFilter filters={filters} onChange={setFilters} />
        </div>
        {filters.agency && (
          <p>
            <Link to={bookingsHref(DESK_AREAS.admin, { agency: filters.agency, agency_name: filters.agency_name })}>
              {t('desk:add.agency_bookings', { name: filters.agency_name })}
            </Link>
          </p>
        )}
      </Card>
      <p className="form-notice desk-unfinished" role="note">
        <strong>{t('desk:add.coming_title')}</strong> {t('desk:add.coming')}
      </p>
    </div>
  );
}
