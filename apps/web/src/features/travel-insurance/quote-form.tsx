import {
  INSURANCE_REGIONS,
  insuranceQuoteDateProblem,
  MAX_INSURANCE_TRAVELLERS,
  todayIn,
  ZInsuranceQuoteRequest,
  type TInsuranceQuoteRequest,
} from '@safar/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { issuesToFieldErrors, toI18nKey } from '@/features/forms/issue-message';
import { focusFirstError, otherErrors } from '@/features/forms/use-zod-form';
import { quoteBody, resizeAges, type TQuoteFormValues } from './quote-form-values';

interface QuoteFormProps {
  values: TQuoteFormValues;
  errors: Record<string, string>;
  busy: boolean;
  onChange: (values: TQuoteFormValues, changedField: string) => void;
  onErrors: (errors: Record<string, string>) => void;
  /** A request the contracts' schema accepts. */
  onSubmit: (request: TInsuranceQuoteRequest) => void;
}

const localToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * Where, when and who: the destination, the trip's first and last day, and each traveller's age.
 * Checked with the API's schema (and its "not in the past" rule, on this device's day) before
 * anything is sent; the server's messages land on the same fields.
 */
export function QuoteForm({ values, errors, busy, onChange, onErrors, onSubmit }: QuoteFormProps) {
  const { t } = useTranslation(['travel_insurance', 'validation']);
  const today = localToday();
  const set = (patch: Partial<TQuoteFormValues>, field: string) => onChange({ ...values, ...patch }, field);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const parsed = ZInsuranceQuoteRequest.safeParse(quoteBody(values));
    const found = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, t);
    const past = parsed.success ? insuranceQuoteDateProblem(parsed.data, today) : null;
    if (past) found[past.path] = t(toI18nKey(past.message));
    if (!parsed.success || past) {
      onErrors(found);
      focusFirstError(formElement);
      return;
    }
    onSubmit(parsed.data);
  };

  const shown = ['region', 'start_date', 'end_date', 'travellers', ...values.ages.map((_, i) => `travellers.${i}.age`)];
  return (
    <form className="insurance-quote-form" noValidate onSubmit={submit} aria-label={t('form.label')}>
      <FormError errors={otherErrors(errors, shown)} />
      <div className="insurance-quote-form__trip">
        <SelectField
          name="region"
          label={t('form.region')}
          value={values.region}
          placeholder={t('form.region_choose')}
          options={INSURANCE_REGIONS.map((r) => ({ value: r, label: t(`regions.${r}`) }))}
          error={errors.region}
          required
          onChange={(e) => set({ region: e.target.value as TQuoteFormValues['region'] }, 'region')}
        />
        <TextField
          name="start_date"
          type="date"
          label={t('form.start_date')}
          value={values.start_date}
          min={today}
          error={errors.start_date}
          required
          dir="ltr"
          onChange={(e) => set({ start_date: e.target.value }, 'start_date')}
        />
        <TextField
          name="end_date"
          type="date"
          label={t('form.end_date')}
          value={values.end_date}
          min={values.start_date || today}
          error={errors.end_date}
          required
          dir="ltr"
          onChange={(e) => set({ end_date: e.target.value }, 'end_date')}
        />
        <SelectField
          name="travellers"
          label={t('form.travellers')}
          value={String(values.ages.length)}
          options={Array.from({ length: MAX_INSURANCE_TRAVELLERS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
          error={errors.travellers}
          required
          onChange={(e) => set({ ages: resizeAges(values.ages, Number(e.target.value)) }, 'travellers')}
        />
      </div>
      <fieldset className="insurance-quote-form__ages">
        <legend>{t('form.ages')}</legend>
        <p className="insurance-muted">{t('form.ages_hint')}</p>
        <div className="insurance-quote-form__age-grid">
          {values.ages.map((age, i) => (
            <TextField
              key={i}
              name={`travellers.${i}.age`}
              label={t('form.age', { number: i + 1 })}
              value={age}
              inputMode="numeric"
              maxLength={2}
              autoComplete="off"
              dir="ltr"
              required
              error={errors[`travellers.${i}.age`]}
              onChange={(e) => set({ ages: values.ages.map((a, j) => (j === i ? e.target.value : a)) }, `travellers.${i}.age`)}
            />
          ))}
        </div>
      </fieldset>
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
