import {
  CURRENCIES,
  INSURANCE_PLAN_STATUSES,
  INSURANCE_REGIONS,
  ZCreateInsurancePlan,
  ZUpdateInsurancePlan,
  type TCreateInsurancePlan,
  type TInsurancePlan,
  type TInsuranceRegion,
} from '@safar/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { ResourceEditLoader } from '@/components/resource/resource-edit-loader';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { issuesToFieldErrors, toI18nKey } from '@/features/forms/issue-message';
import { focusFirstError, otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { notifyError, notifySuccess } from '@/lib/toast';
import { BenefitsEditor, benefitFieldNames } from './benefits-editor';
import { insurancePlanBody, type TInsurancePlanFormValues } from './insurance-plan-form-values';
import { insurancePlanResource } from './insurance-plan-resource';
import { bandFieldNames, PriceBandEditor } from './price-band-editor';
import '@/styles/page.css';
import '@/styles/forms.css';
import '@/components/resource/resource.css';
import './insurance-plans.css';

const { hooks, paths } = insurancePlanResource;

/**
 * /admin/new/insurance-plan (POST /insurance-plans) and /admin/update/insurance-plan?id=… (GET
 * the plan, then PUT it): names and summaries in both languages, the insurer, the regions
 * covered, the trip limit, benefits and the price table.
 */
export function InsurancePlanFormScreen() {
  return (
    <ResourceEditLoader resource={insurancePlanResource}>
      {(plan, initial) => <InsurancePlanForm plan={plan} initial={initial} />}
    </ResourceEditLoader>
  );
}

const PLAIN_FIELDS = [
  'name_en',
  'name_ar',
  'summary_en',
  'summary_ar',
  'insurer_name',
  'slug',
  'regions',
  'max_trip_days',
  'currency',
  'status',
];

function InsurancePlanForm({ plan, initial }: { plan: TInsurancePlan | null; initial: TInsurancePlanFormValues }) {
  const { t } = useTranslation(['insurance', 'travel_insurance', 'validation']);
  const navigate = useNavigate();
  const form = useZodForm<TInsurancePlanFormValues>(initial);
  const { values, errors, changeValues: change } = form;
  const create = hooks.useSave();
  const update = hooks.useUpdate<unknown>();

  const text = (name: keyof TInsurancePlanFormValues & string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (e: { target: { value: string } }) => change({ [name]: e.target.value }, [name]),
  });
  const toggleRegion = (region: TInsuranceRegion, on: boolean) =>
    change(
      {
        regions: on
          ? INSURANCE_REGIONS.filter((r) => r === region || values.regions.includes(r))
          : values.regions.filter((r) => r !== region),
      },
      ['regions'],
    );

  const onDone = (formElement: HTMLFormElement) => ({
    onSuccess: (result: Parameters<typeof notifySuccess>[0]) => {
      notifySuccess(result);
      void navigate(paths.list);
    },
    onError: (err: Error) => {
      if (!form.showServerErrors(err, formElement)) notifyError(err);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { body, problems } = insurancePlanBody(values);
    const parsed = (plan ? ZUpdateInsurancePlan : ZCreateInsurancePlan).safeParse(body);
    const found = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, t);
    // An amount that is no amount says why, rather than "required".
    for (const [field, problem] of Object.entries(problems)) found[field] = t(toI18nKey(problem.key), problem.params);
    if (Object.keys(found).length || !parsed.success) {
      form.setErrors(found);
      focusFirstError(formElement);
      return;
    }
    if (plan) update.mutate({ id: plan.id, body: parsed.data }, onDone(formElement));
    else create.mutate(parsed.data as TCreateInsurancePlan, onDone(formElement));
  };

  const shown = [...PLAIN_FIELDS, ...bandFieldNames(values.price_bands), ...benefitFieldNames(values.benefits)];
  const options = (list: readonly string[], prefix: string) => list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  // Whole-row problems show on their row and, with the row's number, in the summary too (they have no input to focus).
  const summary = Object.fromEntries(
    Object.entries(otherErrors(errors, shown)).map(([field, message]) => {
      const row = /^price_bands\.(\d+)$/.exec(field);
      return [field, row ? t('band.problem', { number: Number(row[1]) + 1, message }) : message];
    }),
  );

  return (
    <div className="people-stack">
      <div>
        <Link to={paths.list} className="back-link">
          {t('back')}
        </Link>
        <h1>{plan ? t('edit_title', { name: plan.name_en }) : t('new_title')}</h1>
        <p className="insurance-note">{t('intro')}</p>
      </div>
      <form className="people-form" noValidate onSubmit={submit}>
        <FormError errors={summary} />
        <fieldset className="people-fieldset">
          <legend>{t('sections.plan')}</legend>
          <div className="people-form__grid">
            <TextField {...text('name_en')} label={t('fields.name_en')} required autoComplete="off" />
            <TextField {...text('name_ar')} label={t('fields.name_ar')} required autoComplete="off" dir="rtl" lang="ar" />
            <TextField
              {...text('summary_en')}
              label={t('fields.summary_en')}
              hint={t('hints.summary')}
              maxLength={200}
              autoComplete="off"
            />
            <TextField
              {...text('summary_ar')}
              label={t('fields.summary_ar')}
              hint={t('hints.summary')}
              maxLength={200}
              autoComplete="off"
              dir="rtl"
              lang="ar"
            />
            <TextField {...text('insurer_name')} label={t('fields.insurer_name')} required autoComplete="organization" />
            <TextField {...text('slug')} label={t('fields.slug')} hint={t('hints.slug')} autoComplete="off" dir="ltr" />
            <SelectField {...text('status')} label={t('fields.status')} options={options(INSURANCE_PLAN_STATUSES, 'status')} required />
          </div>
        </fieldset>
        <fieldset className="people-fieldset" aria-describedby={errors.regions ? 'insurance-regions-error' : undefined}>
          <legend>{t('sections.cover')}</legend>
          <div className="insurance-regions">
            {INSURANCE_REGIONS.map((region, i) => (
              <div className="check-field" key={region}>
                <input
                  id={`insurance-region-${region}`}
                  name="regions"
                  type="checkbox"
                  value={region}
                  checked={values.regions.includes(region)}
                  aria-invalid={i === 0 && errors.regions ? true : undefined}
                  onChange={(e) => toggleRegion(region, e.target.checked)}
                />
                <label htmlFor={`insurance-region-${region}`}>{t(`travel_insurance:regions.${region}`)}</label>
              </div>
            ))}
          </div>
          {errors.regions && (
            <p className="field-error" id="insurance-regions-error">
              {errors.regions}
            </p>
          )}
          <div className="people-form__grid">
            <TextField
              {...text('max_trip_days')}
              label={t('fields.max_trip_days')}
              hint={t('hints.max_trip_days')}
              required
              inputMode="numeric"
              dir="ltr"
            />
            <SelectField
              {...text('currency')}
              label={t('fields.currency')}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              required
            />
          </div>
        </fieldset>
        <BenefitsEditor
          benefits={values.benefits}
          currency={values.currency}
          errors={errors}
          onChange={(benefits, field) => change({ benefits }, field ? [field] : [])}
        />
        <PriceBandEditor
          bands={values.price_bands}
          currency={values.currency}
          errors={errors}
          onChange={(price_bands, field) =>
            change({ price_bands }, field ? [field, field.split('.').slice(0, 2).join('.'), 'price_bands'] : ['price_bands'])
          }
        />
        <div className="form-actions">
          <Button type="submit" busy={create.isPending || update.isPending}>
            {plan ? t('save') : t('create')}
          </Button>
          <Link to={paths.list}>{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}
