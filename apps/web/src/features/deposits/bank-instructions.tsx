import type { TBank } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import '@/styles/details.css';

export interface BankInstructionsProps {
  bank: Pick<TBank, 'bank_name' | 'account_title' | 'account_number' | 'iban' | 'branch' | 'currency'>;
  /** Heading text; "Pay into this account" by default. */
  title?: string;
}

/** Where to pay: the chosen bank's account title, number, IBAN and branch. */
export function BankInstructions({ bank, title }: BankInstructionsProps) {
  const { t } = useTranslation('deposits');
  const rows = [
    ['bank_name', bank.bank_name, false],
    ['account_title', bank.account_title, false],
    ['account_number', bank.account_number, true],
    ['iban', bank.iban, true],
    ['branch', bank.branch, false],
    ['currency', bank.currency, true],
  ] as const;
  return (
    <section className="deposit-bank" aria-label={title ?? t('deposits:form.pay_to')}>
      <h2 className="deposit-bank__title">{title ?? t('deposits:form.pay_to')}</h2>
      <dl className="people-details">
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([name, value, ltr]) => (
            <div key={name}>
              <dt>{t(`deposits:bank.${name}`)}</dt>
              <dd>{ltr ? <bdi dir="ltr">{value}</bdi> : value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
