import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';
import { ApiError } from '@/lib/api';
import type { TPnrArea } from './pnr-area';
import { PnrBookings } from './pnr-bookings';
import { usePnrDetails } from './pnr-queries';
import { PnrSearchForm } from './pnr-search-form';
import { SupplierRecord } from './supplier-record';
import '@/styles/page.css';
import '@/styles/details.css';
import '@/styles/tables.css';
import './pnr-details.css';

/**
 * …/pnr-details?pnr=…: a record locator as Safar and the supplier know it: the reader's bookings
 * under it (an agent's own agency's; staff any, and a PNR made outside Safar) and the
 * supplier's record now. A locator the reader does not reach is "not found", as if it did not
 * exist.
 */
export function PnrDetailsScreen({ area }: { area: TPnrArea }) {
  const { t } = useTranslation('pnr');
  const [params, setParams] = useSearchParams();
  const pnr = params.get('pnr')?.trim().toUpperCase() || null;
  const details = usePnrDetails(pnr);
  const error = details.error instanceof ApiError ? details.error : null;
  const invalid = error?.status === 422 ? (error.fieldErrors().pnr ?? error.description) : undefined;

  let content;
  if (!pnr) content = <p className="muted">{t('pnr:intro')}</p>;
  else if (error?.status === 404) content = <PageState state="empty" messageKey="pnr:not_found" />;
  else if (invalid) content = null;
  else if (details.isPending) content = <PageState state="loading" />;
  else if (details.isError)
    content = <PageState state="error" message={error?.description || undefined} onRetry={() => void details.refetch()} />;
  else {
    const { bookings, supplier } = details.data;
    content = (
      <>
        <PnrBookings rows={bookings} area={area} />
        <SupplierRecord record={supplier} timeZone={bookings[0]?.deadlines.time_zone ?? null} />
      </>
    );
  }

  return (
    <div className="people-stack pnr-details">
      <div className="page-header">
        <h1>{t('pnr:title')}</h1>
      </div>
      {/* Keyed by the locator, so going back to another one shows it in the box. */}
      <PnrSearchForm key={pnr ?? ''} value={pnr ?? ''} error={invalid} onSearch={(next) => setParams({ pnr: next })} />
      {content}
    </div>
  );
}
