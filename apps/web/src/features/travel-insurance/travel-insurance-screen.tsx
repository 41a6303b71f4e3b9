import { useTranslation } from 'react-i18next';
import { TravelInsuranceSection } from './travel-insurance-section';

/** /travel-insurance: a visitor's or customer's quote, at the public price, in the storefront. */
export function TravelInsuranceScreen() {
  const { t } = useTranslation('travel_insurance');
  return (
    <div className="container insurance-page">
      <h1>{t('title')}</h1>
      <p className="insurance-lead">{t('lead')}</p>
      <TravelInsuranceSection buyPath="/travel-insurance/buy" />
    </div>
  );
}

/** /agent/travel-insurance: an approved agent's quote, at the agency's price, bought from the wallet. */
export function AgentTravelInsuranceScreen() {
  const { t } = useTranslation('travel_insurance');
  return (
    <div className="insurance-page">
      <h1>{t('title')}</h1>
      <p className="insurance-lead">{t('agent_lead')}</p>
      <TravelInsuranceSection buyPath="/agent/travel-insurance/buy" />
    </div>
  );
}
