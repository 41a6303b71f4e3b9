import { useTranslation } from 'react-i18next';
import { currentLocale, formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import './product-bookings.css';

/** One kind of traveller: its label, how many, and the price of one. */
export interface TPriceLine {
  key: string;
  label: string;
  count: number;
  unitMinor: number;
}

/** A line under the table: what is paid in all, a markup, a customer's price. */
export interface TPriceTotal {
  key: string;
  label: string;
  minor: number;
}

/**
 * A product's price per kind of traveller (how many, the price of one, the amount) and its totals,
 * as the booking pages show it before the sale and the booking details after it.
 */
export function PriceLinesTable({
  caption,
  lines,
  totals,
  currency,
}: {
  caption: string;
  lines: readonly TPriceLine[];
  totals: readonly TPriceTotal[];
  currency: string;
}) {
  const { t } = useTranslation('product_bookings');
  const money = (minor: number) => <bdi>{formatMoney(minor, currency, currentLocale())}</bdi>;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table price-lines">
        <caption className="visually-hidden">{caption}</caption>
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
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{t('product_bookings:summary.count', { label: line.label, n: formatNumber(line.count) })}</th>
              <td className="align-end">{money(line.unitMinor)}</td>
              <td className="align-end">{money(line.count * line.unitMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map((total) => (
            <tr key={total.key}>
              <th scope="row" colSpan={2}>
                {total.label}
              </th>
              <td className="align-end">{money(total.minor)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
