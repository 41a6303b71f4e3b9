import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PriceLinesTable } from '@/features/product-bookings/price-lines-table';

/** One kind of traveller on the booking: how many, and the catalogue's price of one. */
export interface TSummaryLine {
  key: string;
  label: string;
  count: number;
  unitMinor: number;
}

export interface ProductPriceSummaryProps {
  lines: readonly TSummaryLine[];
  currency: string;
  /** An agent sees what its agency pays, its markup and its customer's price; a traveller what they pay by card. */
  audience: 'storefront' | 'agent';
  /** The agent's markup as typed (0 when blank or not yet a number). */
  markupMinor?: number;
  /** Who pays the total and what happens next, when someone books for another (staff from an enquiry). */
  payer?: { total: string; note: string };
}

/**
 * The price as the catalogue gives it for the travellers chosen, for display: the API prices the
 * booking itself from the catalogue when it is made, and that price is the booking's.
 */
export function ProductPriceSummary({ lines, currency, audience, markupMinor = 0, payer }: ProductPriceSummaryProps) {
  const { t } = useTranslation('product_bookings');
  const shown = lines.filter((l) => l.count > 0);
  const total = shown.reduce((sum, l) => sum + l.count * l.unitMinor, 0);
  return (
    <Card title={t('product_bookings:summary.title')} headingLevel={2} className="product-summary">
      <PriceLinesTable
        caption={t('product_bookings:summary.caption')}
        currency={currency}
        lines={shown.map((line) => ({ key: line.key, label: line.label, count: line.count, unitMinor: line.unitMinor }))}
        totals={[
          {
            key: 'total',
            label: payer?.total ?? t(audience === 'agent' ? 'product_bookings:summary.agency_pays' : 'product_bookings:summary.total'),
            minor: total,
          },
          ...(audience === 'agent'
            ? [
                { key: 'markup', label: t('product_bookings:summary.markup'), minor: markupMinor },
                { key: 'customer', label: t('product_bookings:summary.customer_pays'), minor: total + markupMinor },
              ]
            : []),
        ]}
      />
      <p className="muted product-note">
        {payer?.note ?? t(audience === 'agent' ? 'product_bookings:summary.agent_note' : 'product_bookings:summary.storefront_note')}
      </p>
    </Card>
  );
}
