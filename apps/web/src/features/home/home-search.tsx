import { useTranslation } from 'react-i18next';
import { FlightSearchForm } from '@/features/flights/search/flight-search-form';
import { PUBLIC_RESULTS_PATH } from '@/features/flights/paths';

/**
 * The storefront's search box, one tab per product that can be searched online (flights for
 * now; other products join as tabs). A flight search opens its results at /flight/search.
 */
export function HomeSearch() {
  const { t } = useTranslation('flights');
  return (
    <section className="home-search-band" aria-label={t('flights:search.box')}>
      <div className="container">
        <div className="home-search">
          <div role="tablist" aria-label={t('flights:search.products')} className="home-search__tabs">
            <button
              type="button"
              role="tab"
              id="home-tab-flights"
              aria-selected="true"
              aria-controls="home-panel-flights"
              className="home-search__tab"
            >
              {t('flights:search.tab')}
            </button>
          </div>
          <div role="tabpanel" id="home-panel-flights" aria-labelledby="home-tab-flights" className="home-search__panel">
            <FlightSearchForm resultsPath={PUBLIC_RESULTS_PATH} />
          </div>
        </div>
      </div>
    </section>
  );
}
