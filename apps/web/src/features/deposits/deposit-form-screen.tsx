import { ZCreateDeposit } from '@safar/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { focusFirstError, otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { FileUpload } from '@/features/uploads/file-upload';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/toast';
import { BankInstructions } from './bank-instructions';
import { depositDraft, EMPTY_DEPOSIT, localToday, type TDepositFormValues } from './deposit-form-values';
import { useDepositBanks, useSubmitDeposit } from './deposits-queries';
import '@/styles/page.css';
import '@/styles/forms.css';
import './deposits.css';

const SHOWN = ['bank_id', 'currency', 'amount', 'amount_minor', 'deposit_date', 'bank_reference', 'receipt', 'note'];

/**
 * /agent/agent-deposit: the agent says it paid into one of the platform's banks. The amount is
 * typed in major units of the bank's currency and sent in minor units; one Idempotency-Key per
 * attempt, so a double click or a retry after a network failure never submits twice.
 */
export function DepositFormScreen() {
  const { t } = useTranslation(['deposits', 'validation']);
  const navigate = useNavigate();
  const banks = useDepositBanks();
  const form = useZodForm<TDepositFormValues>(EMPTY_DEPOSIT);
  const { values, errors, setField, setErrors } = form;
  const submit = useSubmitDeposit();
  const key = useIdempotencyKey();
  const bank = banks.data?.find((b) => b.id === values.bank_id);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const draft = depositDraft(values, bank);
    const body = form.validateWith(ZCreateDeposit, draft.input);
    const extra: Record<string, string> = {};
    if (!draft.amount.ok) extra.amount = t(draft.amount.error.replace('.', ':'), draft.amount.params);
    if (draft.dateProblem) extra.deposit_date = t(draft.dateProblem.replace('.', ':'));
    if (Object.keys(extra).length) setErrors((e) => ({ ...e, ...extra }));
    if (!body || Object.keys(extra).length) {
      focusFirstError(element);
      return;
    }
    submit.mutate(
      { body, key: key.keyFor(body) },
      {
        onSuccess: (result) => {
          key.reset();
          notifySuccess(result);
          void navigate('/agent/deposits');
        },
        onError: (err) => {
          if (!form.showServerErrors(err, element)) notifyError(err);
        },
      },
    );
  };

  if (banks.isPending) return <PageState state="loading" />;
  if (banks.isError)
    return (
      <PageState
        state="error"
        message={banks.error instanceof ApiError ? banks.error.description : undefined}
        onRetry={() => void banks.refetch()}
      />
    );

  return (
    <div className="people-stack">
      <div>
        <Link to="/agent/deposits" className="back-link">
          {t('deposits:form.back')}
        </Link>
        <h1>{t('deposits:form.title')}</h1>
        <p className="muted">{t('deposits:form.intro')}</p>
      </div>
      {banks.data.length === 0 ? (
        <PageState state="empty" messageKey="deposits:form.no_banks" />
      ) : (
        <form className="people-form" noValidate onSubmit={handleSubmit}>
          <FormError errors={otherErrors(errors, SHOWN)} />
          <SelectField
            name="bank_id"
            label={t('deposits:fields.bank')}
            required
            placeholder={t('deposits:form.choose_bank')}
            options={banks.data.map((b) => ({ value: b.id, label: `${b.bank_name} (${b.currency})` }))}
            value={values.bank_id}
            error={errors.bank_id ?? errors.currency}
            onChange={(e) => setField('bank_id', e.target.value)}
          />
          {bank && <BankInstructions bank={bank} />}
          <div className="people-form__grid">
            <TextField
              name="amount"
              label={bank ? t('deposits:form.amount_in', { currency: bank.currency }) : t('deposits:fields.amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              dir="ltr"
              value={values.amount}
              hint={t('deposits:form.amount_hint')}
              error={errors.amount ?? errors.amount_minor}
              onChange={(e) => setField('amount', e.target.value)}
            />
            <TextField
              name="deposit_date"
              type="date"
              label={t('deposits:fields.deposit_date')}
              required
              max={localToday()}
              value={values.deposit_date}
              error={errors.deposit_date}
              onChange={(e) => setField('deposit_date', e.target.value)}
            />
            <TextField
              name="bank_reference"
              label={t('deposits:fields.bank_reference')}
              required
              maxLength={64}
              autoComplete="off"
              dir="ltr"
              hint={t('deposits:form.bank_reference_hint')}
              value={values.bank_reference}
              error={errors.bank_reference}
              onChange={(e) => setField('bank_reference', e.target.value)}
            />
          </div>
          <FileUpload
            name="receipt"
            label={t('deposits:form.receipt')}
            required
            error={errors.receipt}
            onUploaded={(upload) => setField('receipt', upload.file_name)}
          />
          <TextAreaField
            name="note"
            label={t('deposits:fields.note')}
            maxLength={500}
            value={values.note}
            error={errors.note}
            onChange={(e) => setField('note', e.target.value)}
          />
          <div className="form-actions">
            <Button type="submit" busy={submit.isPending}>
              {t('deposits:form.submit')}
            </Button>
            <Link to="/agent/deposits">{t('common:actions.cancel')}</Link>
          </div>
        </form>
      )}
    </div>
  );
}
