import { ZUpdateCardAllowance, type TAgencyBalance, type TCreditAllowanceRequest, type TUser } from '@safar/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { FormError } from '@/components/form-error';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { focusFirstError, otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { ApiError } from '@/lib/api';
import { minorToDecimalString, currencyDigits, parseMoneyInput } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/toast';
import { Amount } from './amount';
import { usePendingAllowance } from './allowance-queries';
import { useAgencyBalance, useUpdateAllowance } from './money-queries';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
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
          {canEditAllowance && <AllowanceSection agent={agent} balance={balance.data} />}
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

/**
 * The allowance of the wallet: a change is a request that a second finance staff member
 * approves. While one is pending the card shows it (who asked, for what) instead of the form:
 * the API refuses a second one for the same wallet.
 */
function AllowanceSection({ agent, balance }: { agent: TUser; balance: TAgencyBalance }) {
  const pending = usePendingAllowance(agent.agency?.id ?? null, balance.currency);
  if (pending.isPending) return null;
  if (pending.pending) return <PendingAllowance request={pending.pending} />;
  return <AllowanceForm agentId={agent.id} balance={balance} />;
}

function PendingAllowance({ request }: { request: TCreditAllowanceRequest }) {
  const { t } = useTranslation('ledger');
  return (
    <section className="ledger-allowance-pending" aria-labelledby="allowance-pending-title">
      <h3 id="allowance-pending-title">{t('ledger:wallet.pending_title')}</h3>
      <p>
        {t('ledger:wallet.pending_text', { reference: request.reference, name: request.maker.name })}{' '}
        <Amount minor={request.requested_allowance_minor} currency={request.currency} />
      </p>
      <p className="muted">{t('ledger:wallet.pending_reason', { reason: request.reason })}</p>
      <Link to="/admin/admin-ledger?tab=allowances" className={buttonClass('secondary')}>
        {t('ledger:wallet.pending_review')}
      </Link>
    </section>
  );
}

interface TAllowanceValues {
  amount: string;
  reason: string;
}
const SHOWN = ['amount', 'credit_allowance_minor', 'reason'];

/** POST /update-card-allowance: asks for the allowance (typed in major units) in the wallet's currency, with a reason. */
function AllowanceForm({ agentId, balance }: { agentId: string; balance: TAgencyBalance }) {
  const { t } = useTranslation(['ledger', 'validation']);
  const update = useUpdateAllowance();
  const key = useIdempotencyKey();
  const form = useZodForm<TAllowanceValues>(() => ({
    amount: minorToDecimalString(balance.credit_allowance_minor, currencyDigits(balance.currency)),
    reason: '',
  }));
  const { values, setField, errors, setErrors } = form;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const amount = parseMoneyInput(values.amount, balance.currency, { allowZero: true });
    // A placeholder amount lets the schema check the reason while the amount shows its own message.
    const request = form.validateWith(ZUpdateCardAllowance, {
      user_id: agentId,
      currency: balance.currency,
      credit_allowance_minor: amount.ok ? amount.amount_minor : 0,
      reason: values.reason,
    });
    if (!amount.ok) setErrors((e) => ({ ...e, amount: t(amount.error.replace('.', ':'), amount.params) }));
    if (!amount.ok || !request) {
      focusFirstError(element);
      return;
    }
    update.mutate(
      { body: request, key: key.keyFor(request) },
      {
        onSuccess: (result) => {
          key.reset();
          notifySuccess(result);
        },
        onError: (err) => {
          form.showServerErrors(err, element);
          notifyError(err);
        },
      },
    );
  };

  return (
    <form className="ledger-allowance" noValidate onSubmit={submit}>
      <FormError errors={otherErrors(errors, SHOWN)} />
      <TextField
        name="credit_allowance"
        label={t('ledger:wallet.allowance_label', { currency: balance.currency })}
        inputMode="decimal"
        autoComplete="off"
        required
        value={values.amount}
        error={errors.amount ?? errors.credit_allowance_minor}
        hint={t('ledger:wallet.allowance_hint')}
        onChange={(e) => setField('amount', e.target.value)}
      />
      <TextAreaField
        name="reason"
        label={t('ledger:wallet.allowance_reason')}
        required
        maxLength={500}
        rows={2}
        value={values.reason}
        error={errors.reason}
        onChange={(e) => setField('reason', e.target.value)}
      />
      <Button type="submit" busy={update.isPending}>
        {t('ledger:wallet.allowance_save')}
      </Button>
    </form>
  );
}
