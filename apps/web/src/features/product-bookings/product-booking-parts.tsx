import type { TBookingStatus, TProductBookingFacts } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ProductFactsCard, type TFactsTotal } from './product-facts-card';
import { VisaDocumentsCard } from './visa-documents-card';
import { VisaStepper } from './visa-stepper';

export interface ProductBookingPartsProps {
  booking: {
    id: string;
    status: TBookingStatus;
    currency: string;
    passenger_list: readonly { ref: string; title: string; given_name: string; family_name: string }[];
  };
  facts: TProductBookingFacts;
  /** The booking's totals as the reader sees them (the agency's, staff's or the traveller's). */
  totals: readonly TFactsTotal[];
  /** A booking opened by its link: the document calls carry its token. */
  token?: string | undefined;
  /** Whether the reader reaches a visa application's files (finance staff read the booking, not its passports). */
  documents?: boolean;
}

/**
 * What a product booking shows in place of a flight's itinerary, on every details screen: a visa
 * application's step, the product's facts and prices, and a visa application's files.
 */
export function ProductBookingParts({ booking, facts, totals, token, documents = true }: ProductBookingPartsProps) {
  const { t } = useTranslation('product_bookings');
  return (
    <>
      {facts.visa_step && (
        <Card title={t('product_bookings:visa_steps.title')}>
          <VisaStepper step={facts.visa_step} />
        </Card>
      )}
      <ProductFactsCard facts={facts} currency={booking.currency} totals={totals} />
      {documents && facts.product === 'visa' && (
        <VisaDocumentsCard
          bookingId={booking.id}
          status={booking.status}
          facts={facts}
          token={token}
          applicants={booking.passenger_list.map((p) => ({
            ref: p.ref,
            name: `${p.title.toUpperCase()} ${p.given_name} ${p.family_name}`,
          }))}
        />
      )}
    </>
  );
}
