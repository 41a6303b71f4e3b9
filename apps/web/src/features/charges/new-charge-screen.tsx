import { CURRENCIES, isCurrency, ZSaveAgentCharge } from '@safar/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { focusFirstError, otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { AgencyPicker, type TPickedAgency } from '@/features/money/agency-picker';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { ApiError } from '@/lib/api';
import { parseMoneyInput } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/toast';
import { ChargeBalance } from './charge-balance';
import { useSaveCharge } from './charges-queries';
import '@/styles/page.css';
import '@/styles/forms.css';
import './charges.css';

interface TChargeValues {
  agency: TPickedAgency | null;
  title: string;
  description: string;
  amount: string;
  currency: string;
}

const EMPTY: TChargeValues = { agency: null, title: '', description: '', amount: '', currency: 'PKR' };
const SHOWN = ['agency_id', 'user_id', 'title', 'description', 'amount', 'amount_minor', 'currency'];

/**
 * /admin/new-charges (finance): applies a charge to an agency (POST /save-agent-charges). The
 * amount is typed in major units of the chosen currency (the agency's own by default) and sent in
 * minor units; the agency's available balance is shown, with a warning when the charge takes it
 * below zero (allowed for a staff charge, and flagged).
 */
export function NewChargeScreen() {
  const { t } = useTranslation(['charges', 'ledger', 'users', 'validation']);
  const navigate = useNavigate();
  const form = useZodForm<TChargeValues>(EMPTY);
  const { values, setField, errors, setErrors } = form;
  const save = useSaveCharge();
  const key = useIdempotencyKey();
  const amount = parseMoneyInput(values.amount, values.currency);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    // A placeholder amount lets the schema check the other fields while the amount shows its own message.
    const request = form.validateWith(ZSaveAgentCharge, {
      user_id: values.agency?.user_id,
      title: values.title,
      description: values.description.trim() || undefined,
      amount_minor: amount.ok ? amount.amount_minor : 1,
      currency: values.currency,
    });
    if (!amount.ok) setErrors((e) => ({ ...e, amount: t(amount.error.replace('.', ':'), amount.params) }));
    if (!amount.ok || !request) {
      focusFirstError(element);
      return;
    }
    save.mutate(
      { body: request, key: key.keyFor(request) },
      {
        onSuccess: (result) => {
          key.reset();
          notifySuccess(result);
          void navigate('/admin/other-charges');
        },
        onError: (err) => {
          // A refusal (4xx) is stored against the key and would be replayed: the next attempt is a new request.
          // A network failure or 5xx keeps the key, so retrying cannot apply the charge twice.
          if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.code !== 'idempotency_in_progress') key.reset();
          form.showServerErrors(err, element);
          // Field errors show beside their fields; the toast says the charge was not saved.
          notifyError(err instanceof ApiError && err.status === 422 ? null : err, 'messages:charge_failed');
        },
      },
    );
  };

  return (
    <div className="people-stack">
      <div>
        <Link to="/admin/other-charges" className="back-link">
          {t('charges:back')}
        </Link>
        <h1>{t('charges:new_title')}</h1>
        <p className="muted">{t('charges:new_hint')}</p>
      </div>
      <form className="people-form" noValidate onSubmit={submit}>
        <FormError errors={otherErrors(errors, SHOWN)} />
        <AgencyPicker
          value={values.agency?.agency_id ?? null}
          valueLabel={values.agency?.name ?? ''}
          onChange={(agency) => {
            setField('agency', agency);
            // The charge is in the agency's own currency unless staff choose another.
            if (agency && isCurrency(agency.currency)) setField('currency', agency.currency);
          }}
          error={errors.agency_id ?? errors.user_id}
          required
        />
        <ChargeBalance agency={values.agency} currency={values.currency} amountMinor={amount.ok ? amount.amount_minor : null} />
        <TextField
          name="title"
          label={t('charges:fields.title')}
          required
          maxLength={120}
          autoComplete="off"
          value={values.title}
          error={errors.title}
          onChange={(e) => setField('title', e.target.value)}
        />
        <TextAreaField
          name="description"
          label={t('charges:fields.description')}
          maxLength={500}
          value={values.description}
          error={errors.description}
          onChange={(e) => setField('description', e.target.value)}
        />
        <div className="people-form__grid">
          <TextField
            name="amount"
            label={t('charges:fields.amount')}
            inputMode="decimal"
            autoComplete="off"
            required
            value={values.amount}
            error={errors.amount ?? errors.amount_minor}
            hint={t('charges:form.amount_hint', { currency: values.currency })}
            onChange={(e) => setField('amount', e.target.value)}
          />
          <SelectField
            name="currency"
            label={t('charges:fields.currency')}
            required
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            value={values.currency}
            error={errors.currency}
            onChange={(e) => setField('currency', e.target.value)}
          />
        </div>
        <div className="form-actions">
          <Button type="submit" busy={save.isPending}>
            {t('charges:form.submit')}
          </Button>
          <Link to="/admin/other-charges">{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}
