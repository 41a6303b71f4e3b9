import { ResourceFormScreen } from '@/components/resource/resource-form-screen';
import { bankResource } from './bank-resource';

/** /admin/new-bank: POST /banks; with `?id=` it edits that bank (PUT /banks?id=…). */
export function BankFormScreen() {
  return <ResourceFormScreen resource={bankResource} />;
}
