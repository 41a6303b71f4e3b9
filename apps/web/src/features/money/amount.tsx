import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import './money.css';

export interface AmountProps {
  minor: number;
  currency: string;
  /** Shows "+" on credits as well as "−" on debits (entries). */
  signed?: boolean;
}

/** An amount in minor units through formatMoney, isolated (bdi) so it does not reorder the text around it. */
export function Amount({ minor, currency, signed }: AmountProps) {
  useTranslation(); // re-render when the language changes
  const text = formatMoney(minor, currency, currentLocale());
  const tone = minor < 0 ? 'ledger-amount is-debit' : 'ledger-amount is-credit';
  return (
    <bdi className={signed ? tone : 'ledger-amount'}>
      {signed && minor > 0 ? '+' : ''}
      {text}
    </bdi>
  );
}
