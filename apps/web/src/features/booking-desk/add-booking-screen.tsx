import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { FlightSearchSection } from '@/features/flights/flight-search-section';
import { AgencyFilter } from '@/features/ledger/agency-filter';
import { bookingsHref, DESK_AREAS, type TDeskArea } from './desk-area';
import { addBookingHref, agencyFromParams, staffOfferBase } from './staff-booking-paths';
import '@/styles/page.css';
import './booking-desk.css';
import './staff-booking.css';

/** The picker's fields as the address keeps them: the chosen agency's id and name (shown again after a reload). */
const readBookingAgency = (params: URLSearchParams) => {
  const agency = agencyFromParams(params);
  return { agency_id: agency?.id ?? '', agency_name: agency?.name ?? '' };
};

/**
 * …/add-booking (admin, and reservation staff): staff book for a named agency. First the agency
 * (kept in the address, so a reload keeps it), then the flight search, whose results open the
 * offer's details and its Book step for that agency. Staff search at their own prices; the
 * agency is charged its own when booked, and the screens say so rather than show a price it
 * will not pay.
 */
export function AddBookingScreen({ area = DESK_AREAS.admin }: { area?: TDeskArea }) {
  const { t } = useTranslation(['desk', 'ledger', 'users', 'flights']);
  const { params, filters, setFilters } = useUrlFilters(readBookingAgency);
  const agency = agencyFromParams(params);
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('desk:add.title')}</h1>
      </div>
      <p className="muted">{t('desk:add.intro')}</p>
      <Card title={t('desk:add.agency_step')}>
        <div className="desk-agency-step">
          <AgencyFilter
            filters={{ agency: filters.agency_id, agency_name: filters.agency_name }}
            onChange={(picked) => setFilters({ agency_id: picked.agency, agency_name: picked.agency_name })}
          />
        </div>
        {agency && (
          <p>
            <Link className="staff-booking-link" to={bookingsHref(area, { agency: agency.id, agency_name: agency.name })}>
              {t('desk:add.agency_bookings', { name: agency.name || t('desk:add.this_agency') })}
            </Link>
          </p>
        )}
      </Card>
      <section className="flight-page" aria-labelledby="add-booking-search">
        <h2 id="add-booking-search">{t('desk:add.search_step')}</h2>
        {agency ? (
          <>
            <p className="form-notice" role="note">
              {t('desk:add.search_hint', { name: agency.name || t('desk:add.this_agency') })}
            </p>
            {/* Staff searches are priced for staff, not per agency: another agency keeps the search and its results. */}
            <FlightSearchSection resultsPath={addBookingHref(area, agency)} detailsPath={staffOfferBase(area, agency)} />
          </>
        ) : (
          <p className="muted">{t('desk:add.choose_first')}</p>
        )}
      </section>
    </div>
  );
}

export const ReservationAddBookingScreen = () => <AddBookingScreen area={DESK_AREAS.reservation} />;
