import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

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
}

/**
 * The price as the catalogue gives it for the travellers chosen, for display: the API prices the
 * booking itself from the catalogue when it is made, and that price is the booking's.
 */
export function ProductPriceSummary({ lines, currency, audience, markupMinor = 0 }: ProductPriceSummaryProps) {
  const { t } = useTranslation('product_bookings');
  const locale = currentLocale();
  const money = (minor: number) => <bdi>{formatMoney(minor, currency, locale)}</bdi>;
  const shown = lines.filter((l) => l.count > 0);
  const total = shown.reduce((sum, l) => sum + l.count * l.unitMinor, 0);
  return (
    <Card title={t('product_bookings:summary.title')} headingLevel={2} className="product-summary">
      <div className="table-scroll" role="region" aria-label={t('product_bookings:summary.caption')} tabIndex={0}>
        <table className="data-table product-summary__table">
          <caption className="visually-hidden">{t('product_bookings:summary.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product_bookings:summary.traveller')}</th>
              <th scope="col" className="align-end">
                {t('product_bookings:summary.each')}
              </th>
              <th scope="col" className="align-end">
                {t('product_bookings:summary.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((line) => (
              <tr key={line.key}>
                <th scope="row">{t('product_bookings:summary.count', { label: line.label, n: formatNumber(line.count) })}</th>
                <td className="align-end">{money(line.unitMinor)}</td>
                <td className="align-end">{money(line.count * line.unitMinor)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t(audience === 'agent' ? 'product_bookings:summary.agency_pays' : 'product_bookings:summary.total')}
              </th>
              <td className="align-end">{money(total)}</td>
            </tr>
            {audience === 'agent' && (
              <>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('product_bookings:summary.markup')}
                  </th>
                  <td className="align-end">{money(markupMinor)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('product_bookings:summary.customer_pays')}
                  </th>
                  <td className="align-end">{money(total + markupMinor)}</td>
                </tr>
              </>
            )}
          </tfoot>
        </table>
      </div>
      <p className="muted product-note">
        {t(audience === 'agent' ? 'product_bookings:summary.agent_note' : 'product_bookings:summary.storefront_note')}
      </p>
    </Card>
  );
}
