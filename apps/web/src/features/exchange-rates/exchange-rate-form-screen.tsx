import { ResourceFormScreen } from '@/components/resource/resource-form-screen';
import { exchangeRateResource } from './exchange-rate-resource';

/** /admin/new-exchange-rate: POST /exchange-rates; with `?id=` it edits that rate (PUT /exchange-rates?id=…). */
export function ExchangeRateFormScreen() {
  return <ResourceFormScreen resource={exchangeRateResource} />;
}
