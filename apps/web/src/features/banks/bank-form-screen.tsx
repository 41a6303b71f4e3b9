import { CURRENCIES, ZCreateBank, ZUpdateBank } from '@safar/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { notifyError, notifySuccess } from '@/lib/toast';
import { BANK_TEXT_FIELDS, bankToValues, EMPTY_BANK, type TBankFormValues } from './bank-form-values';
import { bankHooks, useBank, useUpdateBank } from './banks-queries';
import '@/features/users/users.css';
import './banks.css';

const SHOWN = [...BANK_TEXT_FIELDS, 'currency', 'active'];
const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c }));

/** /admin/new-bank: POST /banks; with `?id=` it edits that bank (PUT /banks?id=…). */
export function BankFormScreen() {
  const { t } = useTranslation(['banks']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const bank = useBank(id);
  if (!id) return <BankForm id={null} initial={EMPTY_BANK} />;
  if (bank.isPending) return <PageState state="loading" />;
  if (bank.error) return <PageState state="error" message={bank.error.message || undefined} onRetry={() => void bank.refetch()} />;
  return <BankForm key={bank.data.id} id={id} initial={bankToValues(bank.data)} title={t('banks:edit_title')} />;
}

interface BankFormProps {
  id: string | null;
  initial: TBankFormValues;
  title?: string;
}

function BankForm({ id, initial, title }: BankFormProps) {
  const { t } = useTranslation(['banks']);
  const navigate = useNavigate();
  const activeId = useId();
  const form = useZodForm<TBankFormValues>(initial);
  const create = bankHooks.useSave();
  const update = useUpdateBank();

  const callbacks = (formElement: HTMLFormElement) => ({
    onSuccess: (result: Parameters<typeof notifySuccess>[0]) => {
      notifySuccess(result);
      void navigate('/admin/banks');
    },
    onError: (err: Error) => {
      if (!form.showServerErrors(err, formElement)) notifyError(err);
    },
  });

  const handleSubmit = id
    ? form.handleSubmit(ZUpdateBank, (body, el) => update.mutate({ id, body }, callbacks(el)))
    : form.handleSubmit(ZCreateBank, (body, el) => create.mutate(body, callbacks(el)));

  return (
    <div className="people-stack">
      <div>
        <Link to="/admin/banks" className="back-link">
          {t('banks:back')}
        </Link>
        <h1>{title ?? t('banks:new_title')}</h1>
      </div>
      <form className="people-form" noValidate onSubmit={handleSubmit}>
        <FormError errors={otherErrors(form.errors, SHOWN)} />
        <div className="people-form__grid">
          {BANK_TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={t(`banks:fields.${field}`)}
              required={field !== 'iban' && field !== 'branch'}
              hint={field === 'iban' ? t('banks:hints.iban') : undefined}
              autoComplete="off"
              dir={field === 'iban' || field === 'account_number' ? 'ltr' : undefined}
              value={form.values[field]}
              error={form.errors[field]}
              onChange={(e) => form.setField(field, e.target.value)}
            />
          ))}
          <SelectField name="currency" label={t('banks:fields.currency')} required options={CURRENCY_OPTIONS} value={form.values.currency} error={form.errors.currency} onChange={(e) => form.setField('currency', e.target.value)} />
        </div>
        <div className="check-field">
          <input id={activeId} name="active" type="checkbox" checked={form.values.active} onChange={(e) => form.setField('active', e.target.checked)} />
          <label htmlFor={activeId}>{t('banks:fields.active')}</label>
        </div>
        <div className="form-actions">
          <Button type="submit" busy={create.isPending || update.isPending}>
            {id ? t('banks:save') : t('banks:create')}
          </Button>
          <Link to="/admin/banks">{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}
