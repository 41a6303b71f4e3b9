import { useTranslation } from 'react-i18next';
import { FlightSearchSection } from './flight-search-section';
import { AGENT_RESULTS_PATH, FLIGHT_DETAILS_PATH, PUBLIC_RESULTS_PATH } from './paths';

/** /flight/search: a visitor's search and its results, in the storefront. */
export function FlightSearchScreen() {
  const { t } = useTranslation('flights');
  return (
    <div className="container flight-page">
      <h1>{t('flights:search.title')}</h1>
      <FlightSearchSection resultsPath={PUBLIC_RESULTS_PATH} detailsPath={FLIGHT_DETAILS_PATH} />
    </div>
  );
}

/** /agent/flights: the agent's search and its results (agents see net, margin and gross). */
export function AgentFlightsScreen() {
  const { t } = useTranslation('flights');
  return (
    <div className="flight-page">
      <h1>{t('flights:search.title')}</h1>
      <FlightSearchSection resultsPath={AGENT_RESULTS_PATH} detailsPath={FLIGHT_DETAILS_PATH} />
    </div>
  );
}
