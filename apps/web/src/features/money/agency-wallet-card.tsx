import type { TAgencyBalance, TUser } from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api';
import { formErrorsFrom } from '@/lib/form-errors';
import { minorToDecimalString, currencyDigits, parseMoneyInput } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/toast';
import { Amount } from './amount';
import { useAgencyBalance, useUpdateAllowance } from './money-queries';
import '@/styles/details.css';
import './money.css';

export interface AgencyWalletCardProps {
  /** An agent with an agency. */
  agent: TUser;
  /** Finance staff (admin, accounts) may change the credit allowance. */
  canEditAllowance: boolean;
}

/** The agency's wallet on the user-details screen: balance, credit allowance and available. */
export function AgencyWalletCard({ agent, canEditAllowance }: AgencyWalletCardProps) {
  const { t } = useTranslation('ledger');
  const balance = useAgencyBalance(agent.id, Boolean(agent.agency));
  const statement = agent.agency
    ? `/admin/admin-ledger?${new URLSearchParams({ tab: 'statement', user_id: agent.id, agency_name: agent.agency.name }).toString()}`
    : null;
  return (
    <Card
      title={t('ledger:wallet.title')}
      actions={
        statement && (
          <Link to={statement} className={buttonClass('secondary')}>
            {t('ledger:wallet.statement')}
          </Link>
        )
      }
    >
      {!agent.agency ? (
        <p className="muted">{t('ledger:wallet.no_agency')}</p>
      ) : balance.isPending ? (
        <PageState state="loading" />
      ) : balance.isError ? (
        <PageState
          state="error"
          message={balance.error instanceof ApiError ? balance.error.description : undefined}
          onRetry={() => void balance.refetch()}
        />
      ) : (
        <>
          <WalletFigures balance={balance.data} />
          {canEditAllowance && <AllowanceForm agentId={agent.id} balance={balance.data} />}
        </>
      )}
    </Card>
  );
}

/** Balance, credit allowance and available of a wallet (also the agent home's wallet card). */
export function WalletFigures({ balance }: { balance: TAgencyBalance }) {
  const { t } = useTranslation('ledger');
  const figures = [
    ['balance', balance.balance_minor],
    ['credit_allowance', balance.credit_allowance_minor],
    ['available', balance.available_minor],
  ] as const;
  return (
    <dl className="people-details ledger-wallet">
      {figures.map(([name, minor]) => (
        <div key={name}>
          <dt>{t(`ledger:wallet.${name}`)}</dt>
          <dd>
            <Amount minor={minor} currency={balance.currency} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** POST /update-card-allowance: sets the allowance (typed in major units) in the wallet's currency. */
function AllowanceForm({ agentId, balance }: { agentId: string; balance: TAgencyBalance }) {
  const { t } = useTranslation(['ledger', 'validation']);
  const update = useUpdateAllowance();
  const [text, setText] = useState(() => minorToDecimalString(balance.credit_allowance_minor, currencyDigits(balance.currency)));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoneyInput(text, balance.currency, { allowZero: true });
    if (!parsed.ok) {
      setError(t(parsed.error.replace('.', ':'), parsed.params));
      return;
    }
    setError(null);
    update.mutate(
      { user_id: agentId, currency: balance.currency, credit_allowance_minor: parsed.amount_minor },
      {
        onSuccess: (result) => notifySuccess(result),
        onError: (err) => {
          const form = formErrorsFrom(err);
          setError(form.fields.credit_allowance_minor ?? form.message);
          notifyError(err);
        },
      },
    );
  };

  return (
    <form className="ledger-allowance" noValidate onSubmit={submit}>
      <TextField
        name="credit_allowance"
        label={t('ledger:wallet.allowance_label', { currency: balance.currency })}
        inputMode="decimal"
        autoComplete="off"
        required
        value={text}
        error={error}
        hint={t('ledger:wallet.allowance_hint')}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" busy={update.isPending}>
        {t('ledger:wallet.allowance_save')}
      </Button>
    </form>
  );
}
