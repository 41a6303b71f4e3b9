import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { exchangeRateResource } from './exchange-rate-resource';

/** /admin/exchange-rates (finance): dated rates into the agency's currency; filter by currency, edit, delete. */
export function ExchangeRatesListScreen() {
  return <ResourceListScreen resource={exchangeRateResource} />;
}
