import { useTranslation } from 'react-i18next';
import { PageState } from '@/components/page-state';
import { Amount } from '@/features/money/amount';
import type { TPickedAgency } from '@/features/money/agency-picker';
import { useChargeBalance } from './charges-queries';
import '@/styles/forms.css';

export interface ChargeBalanceProps {
  agency: TPickedAgency | null;
  currency: string;
  /** The typed amount in minor units, or null while it is empty or invalid. */
  amountMinor: number | null;
}

/** The chosen agency's available balance in the charge's currency, and what remains after the charge. */
export function ChargeBalance({ agency, currency, amountMinor }: ChargeBalanceProps) {
  const { t } = useTranslation('charges');
  const balance = useChargeBalance(agency?.user_id ?? null, currency);
  const body = () => {
    if (!agency) return <p className="muted">{t('charges:balance.pick_agency')}</p>;
    if (balance.isPending) return <PageState state="loading" />;
    if (balance.isError) return <PageState state="error" message={t('charges:balance.failed')} onRetry={() => void balance.refetch()} />;
    const after = amountMinor === null ? null : balance.data.available_minor - amountMinor;
    return (
      <>
        <dl>
          <div>
            <dt>{t('charges:balance.available')}</dt>
            <dd>
              <Amount minor={balance.data.available_minor} currency={balance.data.currency} />
            </dd>
          </div>
          {after !== null && (
            <div>
              <dt>{t('charges:balance.after')}</dt>
              <dd>
                <Amount minor={after} currency={balance.data.currency} signed={after < 0} />
              </dd>
            </div>
          )}
        </dl>
        {after !== null && after < 0 && (
          <p className="charge-warning" role="status">
            {t('charges:balance.below_zero')}
          </p>
        )}
      </>
    );
  };
  return (
    <section className="charge-balance ledger-form" aria-labelledby="charge-balance-title">
      <h2 id="charge-balance-title">{t('charges:balance.title')}</h2>
      {body()}
    </section>
  );
}
