import { CURRENCIES, type TAirline } from '@safar/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { toI18nKey } from '@/features/forms/issue-message';
import { focusFirstError } from '@/features/forms/use-zod-form';
import { formErrorsFrom } from '@/lib/form-errors';
import { currentLocale, formatDateTime } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { buildMarginBody, marginText, marginValuesOf, type TAirlineMarginValues, type TMarginField } from './airline-margin-values';
import { useUpdateAirlineMargin } from './airlines-queries';

const TYPES = ['none', 'fixed', 'percent'] as const;

/**
 * The airline's margin on its edit screen: what it is now (with who set it and when) and a form
 * that sets a fixed amount per passenger in a currency, a percentage, or none (POST
 * /updateAirlineMargin). Its own form, apart from the airline's fields.
 */
export function AirlineMarginSection({ airline }: { airline: TAirline }) {
  const { t } = useTranslation(['air', 'validation']);
  const headingId = useId();
  const save = useUpdateAirlineMargin();
  const [values, setValues] = useState<TAirlineMarginValues>(() => marginValuesOf(airline.margin ?? null));
  const [errors, setErrors] = useState<Partial<Record<TMarginField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const current = marginText(airline.margin ?? null, currentLocale(), (percent) => t('air:margin.percent_value', { percent }));

  const set = (patch: Partial<TAirlineMarginValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage(null);
    const built = buildMarginBody(airline.id, values);
    if (!built.ok) {
      setErrors(Object.fromEntries(Object.entries(built.issues).map(([field, issue]) => [field, t(toI18nKey(issue.key), issue.params)])));
      focusFirstError(form);
      return;
    }
    save.mutate(built.body, {
      onSuccess: (result) => notifySuccess(result),
      onError: (err) => {
        const server = formErrorsFrom(err);
        const field = (name: string) => server.fields[`margin.${name}`];
        setErrors({ amount: field('amount_minor'), currency: field('currency'), percent: field('percent') ?? field('basis_points') });
        setMessage(server.message);
        notifyError(err);
      },
    });
  };

  return (
    <section className="air-margin" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('air:margin.title')}</h2>
      <p className="field-hint">{t('air:margin.intro')}</p>
      <dl className="air-margin__current">
        <dt>{t('air:margin.current')}</dt>
        <dd>
          <span dir="ltr">{current ?? t('air:margin.none')}</span>
          {airline.margin?.updated_by && airline.margin.updated_at && (
            <span className="cell-sub">
              {t('air:margin.set_by', { name: airline.margin.updated_by.name, date: formatDateTime(airline.margin.updated_at) })}
            </span>
          )}
        </dd>
      </dl>
      <form className="air-margin__form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <FormError message={message} />
        <SelectField
          name="margin_type"
          label={t('air:margin.type')}
          options={TYPES.map((type) => ({ value: type, label: t(`air:margin.types.${type}`) }))}
          value={values.type}
          error={errors.type}
          onChange={(e) => set({ type: e.target.value as TAirlineMarginValues['type'] })}
        />
        {values.type === 'fixed' && (
          <>
            <TextField
              name="margin_amount"
              label={t('air:margin.amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              dir="ltr"
              value={values.amount}
              hint={t('air:margin.hints.amount', { currency: values.currency })}
              error={errors.amount}
              onChange={(e) => set({ amount: e.target.value })}
            />
            <SelectField
              name="margin_currency"
              label={t('air:margin.currency')}
              required
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              value={values.currency}
              error={errors.currency}
              onChange={(e) => set({ currency: e.target.value })}
            />
          </>
        )}
        {values.type === 'percent' && (
          <TextField
            name="margin_percent"
            label={t('air:margin.percent')}
            inputMode="decimal"
            autoComplete="off"
            required
            dir="ltr"
            value={values.percent}
            hint={t('air:margin.hints.percent')}
            error={errors.percent}
            onChange={(e) => set({ percent: e.target.value })}
          />
        )}
        <div className="form-actions">
          <Button type="submit" busy={save.isPending}>
            {t('air:margin.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
