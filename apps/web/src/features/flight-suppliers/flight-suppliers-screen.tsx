import { useTranslation } from 'react-i18next';
import { PageState } from '@/components/page-state';
import { ApiError } from '@/lib/api';
import { useFlightSuppliers } from './flight-suppliers-queries';
import { SupplierForm } from './supplier-form';
import { VisitorSearchesSection } from './visitor-searches-form';
import '@/styles/page.css';
import '@/styles/forms.css';
import './flight-suppliers.css';

/**
 * /admin/suppliers (admin): which flight suppliers a search asks, how long each may take, and their
 * settings; then how many searches a visitor may make per hour, which spares the suppliers' bills.
 */
export function FlightSuppliersScreen() {
  const { t } = useTranslation(['flight_suppliers', 'integration_keys', 'validation']);
  const suppliers = useFlightSuppliers();
  return (
    <div className="people-stack">
      <div>
        <h1>{t('flight_suppliers:title')}</h1>
        <p className="muted">{t('flight_suppliers:intro')}</p>
      </div>
      {suppliers.isPending ? (
        <PageState state="loading" />
      ) : suppliers.isError ? (
        <PageState
          state="error"
          message={suppliers.error instanceof ApiError ? suppliers.error.description : undefined}
          onRetry={() => void suppliers.refetch()}
        />
      ) : (
        suppliers.data.map((supplier) => <SupplierForm key={supplier.id} supplier={supplier} />)
      )}
      <VisitorSearchesSection />
    </div>
  );
}
