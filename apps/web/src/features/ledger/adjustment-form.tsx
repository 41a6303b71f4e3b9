import { CURRENCIES, ZCreateAdjustment } from '@safar/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { focusFirstError, otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { parseMoneyInput } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/toast';
import { AgencyPicker, type TPickedAgency } from '@/features/money/agency-picker';
import { useCreateAdjustment } from './ledger-queries';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import '@/styles/forms.css';

interface TAdjustmentValues {
  agency: TPickedAgency | null;
  direction: 'credit' | 'debit';
  amount: string;
  currency: string;
  reason: string;
}

const EMPTY: TAdjustmentValues = { agency: null, direction: 'credit', amount: '', currency: 'PKR', reason: '' };
const SHOWN = ['agency_id', 'user_id', 'direction', 'amount', 'amount_minor', 'currency', 'reason'];

/**
 * The maker's side of a manual adjustment (POST /transactions): nothing moves until a second
 * staff member approves it. The amount is typed in major units and sent in minor units.
 */
export function AdjustmentForm() {
  const { t } = useTranslation(['ledger', 'validation']);
  const form = useZodForm<TAdjustmentValues>(EMPTY);
  const { values, setField, errors, setErrors } = form;
  const create = useCreateAdjustment();
  const key = useIdempotencyKey();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const amount = parseMoneyInput(values.amount, values.currency);
    // A placeholder amount lets the schema check the other fields while the amount shows its own message.
    const request = form.validateWith(ZCreateAdjustment, {
      user_id: values.agency?.user_id,
      direction: values.direction,
      amount_minor: amount.ok ? amount.amount_minor : 1,
      currency: values.currency,
      reason: values.reason,
    });
    if (!amount.ok) setErrors((e) => ({ ...e, amount: t(amount.error.replace('.', ':'), amount.params) }));
    if (!amount.ok || !request) {
      focusFirstError(element);
      return;
    }
    create.mutate(
      { body: request, key: key.keyFor(request) },
      {
        onSuccess: (result) => {
          key.reset();
          notifySuccess(result);
          form.setValues((v) => ({ ...v, amount: '', reason: '' }));
        },
        onError: (err) => {
          form.showServerErrors(err, element);
          notifyError(err);
        },
      },
    );
  };

  const agencyError = errors.agency_id ?? errors.user_id;
  return (
    <form className="people-form ledger-form" noValidate onSubmit={submit} aria-labelledby="new-adjustment-title">
      <h2 id="new-adjustment-title">{t('ledger:adjustments.new_title')}</h2>
      <p className="muted">{t('ledger:adjustments.new_hint')}</p>
      <FormError errors={otherErrors(errors, SHOWN)} />
      <AgencyPicker
        value={values.agency?.agency_id ?? null}
        valueLabel={values.agency?.name ?? ''}
        onChange={(agency) => {
          setField('agency', agency);
          if (agency && !values.amount) setField('currency', agency.currency);
        }}
        error={agencyError}
        required
      />
      <fieldset className="choice">
        <legend>{t('ledger:fields.direction')}</legend>
        {(['credit', 'debit'] as const).map((d) => (
          <label key={d} className="choice-option">
            <input type="radio" name="direction" value={d} checked={values.direction === d} onChange={() => setField('direction', d)} />
            {t(`ledger:directions.${d}`)}
          </label>
        ))}
      </fieldset>
      <div className="people-form__grid">
        <TextField
          name="amount"
          label={t('ledger:fields.amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          value={values.amount}
          error={errors.amount ?? errors.amount_minor}
          hint={t('ledger:adjustments.amount_hint')}
          onChange={(e) => setField('amount', e.target.value)}
        />
        <SelectField
          name="currency"
          label={t('ledger:fields.currency')}
          required
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          value={values.currency}
          error={errors.currency}
          onChange={(e) => setField('currency', e.target.value)}
        />
      </div>
      <TextAreaField
        name="reason"
        label={t('ledger:fields.reason')}
        required
        maxLength={500}
        value={values.reason}
        error={errors.reason}
        onChange={(e) => setField('reason', e.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" busy={create.isPending}>
          {t('ledger:adjustments.submit')}
        </Button>
      </div>
    </form>
  );
}
