import {
  CURRENCIES,
  VISA_ENTRIES,
  VISA_STATUSES,
  VISA_SUMMARY_MAX,
  VISA_TYPES,
  visaProblems,
  ZCreateVisa,
  ZUpdateVisa,
  type TCreateVisa,
  type TVisa,
} from '@safar/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { ResourceEditLoader } from '@/components/resource/resource-edit-loader';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { issuesToFieldErrors, toI18nKey } from '@/features/forms/issue-message';
import { focusFirstError, otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { CountryPicker } from '@/features/reference-data/country-picker';
import { visaTitle } from '@/features/visa-catalogue/visa-text';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { documentFieldNames, VisaDocumentsField } from './visa-documents-field';
import { VISA_DAY_FIELDS, VISA_PRICE_FIELDS, visaBody, type TVisaDocumentValues, type TVisaFormValues } from './visa-form-values';
import { visaResource } from './visa-resource';
import '@/styles/page.css';
import '@/styles/forms.css';
import './visas.css';

const { hooks, paths } = visaResource;

/**
 * /admin/new-visa (POST /visas) and /admin/update-visa?id=… (GET the visa, then PUT it): the
 * visa, its processing and stay, prices per applicant (public and agent), texts in English and
 * Arabic with rich-text descriptions, and the documents an applicant brings.
 */
export function VisaFormScreen() {
  return <ResourceEditLoader resource={visaResource}>{(visa, initial) => <VisaForm visa={visa} initial={initial} />}</ResourceEditLoader>;
}

const PLAIN_FIELDS = [
  'country_code',
  'visa_type',
  'entries',
  'status',
  'slug',
  'currency',
  'title_en',
  'title_ar',
  'summary_en',
  'summary_ar',
  'description_en',
  'description_ar',
  ...VISA_DAY_FIELDS,
  ...VISA_PRICE_FIELDS.map((f) => `${f}_minor`),
];

function VisaForm({ visa, initial }: { visa: TVisa | null; initial: TVisaFormValues }) {
  const { t } = useTranslation(['visas', 'validation']);
  const navigate = useNavigate();
  const form = useZodForm<TVisaFormValues>(initial);
  const { values, errors, changeValues: change } = form;
  const create = hooks.useSave();
  const update = hooks.useUpdate<unknown>();

  const text = (name: keyof TVisaFormValues & string, field: string = name) => ({
    name: field,
    value: String(values[name] ?? ''),
    error: errors[field],
    onChange: (e: { target: { value: string } }) => change({ [name]: e.target.value }, [field]),
  });
  const setDocuments = (documents: TVisaDocumentValues[], field?: string) =>
    change({ documents }, field ? [field, 'documents'] : ['documents']);

  const onDone = (formElement: HTMLFormElement) => ({
    onSuccess: (result: Parameters<typeof notifySuccess>[0]) => {
      notifySuccess(result);
      void navigate(paths.list);
    },
    onError: (err: Error) => {
      if (!form.showServerErrors(err, formElement)) notifyError(err, t('visas:save_failed'));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { body, problems } = visaBody(values);
    const parsed = (visa ? ZUpdateVisa : ZCreateVisa).safeParse(body);
    const found = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, t);
    // The schema compares fields only once each is valid; say it now with the rest.
    if (!parsed.success)
      for (const problem of visaProblems(body as Parameters<typeof visaProblems>[0]))
        found[problem.path.join('.')] ??= t(toI18nKey(problem.message));
    // An amount that is no amount says why, rather than "required".
    for (const [field, problem] of Object.entries(problems)) found[field] = t(toI18nKey(problem.key), problem.params);
    if (Object.keys(found).length || !parsed.success) {
      form.setErrors(found);
      focusFirstError(formElement);
      return;
    }
    if (visa) update.mutate({ id: visa.id, body: parsed.data }, onDone(formElement));
    else create.mutate(parsed.data as TCreateVisa, onDone(formElement));
  };

  const shown = [...PLAIN_FIELDS, ...documentFieldNames(values.documents)];
  const options = (list: readonly string[], prefix: string) => list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const day = (name: (typeof VISA_DAY_FIELDS)[number], hint?: string) => (
    <TextField {...text(name)} label={t(`fields.${name}`)} hint={hint} required inputMode="numeric" dir="ltr" autoComplete="off" />
  );
  const price = (name: (typeof VISA_PRICE_FIELDS)[number], hint?: string) => (
    <TextField
      {...text(name, `${name}_minor`)}
      label={t(`fields.${name}`)}
      hint={hint}
      required
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
    />
  );

  return (
    <div className="people-stack">
      <div>
        <Link to={paths.list} className="back-link">
          {t('back')}
        </Link>
        <h1>{visa ? t('edit_title', { name: visaTitle(visa, currentLocale()) }) : t('new_title')}</h1>
        {visa && (
          <p>
            <Link to={`/visa-details/${visa.slug}`} target="_blank" rel="noopener">
              {t('view_page')}
            </Link>
          </p>
        )}
      </div>
      <form className="people-form" noValidate onSubmit={submit}>
        <FormError errors={otherErrors(errors, shown)} />
        <fieldset className="people-fieldset">
          <legend>{t('sections.product')}</legend>
          <div className="people-form__grid">
            <CountryPicker
              label={t('fields.country_code')}
              name="country_code"
              value={values.country_code}
              onChange={(code) => change({ country_code: code }, ['country_code'])}
              error={errors.country_code}
              required
            />
            <SelectField
              {...text('visa_type')}
              label={t('fields.visa_type')}
              placeholder={t('fields.type_choose')}
              options={options(VISA_TYPES, 'types')}
              required
            />
            <SelectField {...text('entries')} label={t('fields.entries')} options={options(VISA_ENTRIES, 'entries')} required />
            <SelectField {...text('status')} label={t('fields.status')} options={options(VISA_STATUSES, 'status')} required />
            <TextField
              {...text('slug')}
              label={t('fields.slug')}
              hint={values.slug ? t('hints.slug', { slug: values.slug }) : t('hints.slug_blank')}
              dir="ltr"
              maxLength={100}
              autoComplete="off"
            />
          </div>
        </fieldset>
        <fieldset className="people-fieldset">
          <legend>{t('sections.facts')}</legend>
          <div className="people-form__grid">
            {day('processing_days_min')}
            {day('processing_days_max')}
            {day('validity_days', t('hints.validity'))}
            {day('max_stay_days')}
          </div>
        </fieldset>
        <fieldset className="people-fieldset">
          <legend>{t('sections.prices')}</legend>
          <p className="field-hint">{t('hints.prices', { currency: values.currency })}</p>
          <div className="people-form__grid">
            <SelectField
              {...text('currency')}
              label={t('fields.currency')}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              required
            />
            {price('adult_price')}
            {price('child_price', t('hints.child_price'))}
            {price('agent_adult_price')}
            {price('agent_child_price')}
          </div>
        </fieldset>
        <fieldset className="people-fieldset">
          <legend>{t('sections.texts')}</legend>
          <div className="people-form__grid">
            <TextField {...text('title_en')} label={t('fields.title_en')} required maxLength={150} dir="ltr" lang="en" autoComplete="off" />
            <TextField {...text('title_ar')} label={t('fields.title_ar')} required maxLength={150} dir="rtl" lang="ar" autoComplete="off" />
            <TextField
              {...text('summary_en')}
              label={t('fields.summary_en')}
              hint={t('hints.summary')}
              required
              maxLength={VISA_SUMMARY_MAX}
              dir="ltr"
              lang="en"
              autoComplete="off"
            />
            <TextField
              {...text('summary_ar')}
              label={t('fields.summary_ar')}
              hint={t('hints.summary')}
              required
              maxLength={VISA_SUMMARY_MAX}
              dir="rtl"
              lang="ar"
              autoComplete="off"
            />
          </div>
          <RichTextField
            name="description_en"
            label={t('fields.description_en')}
            preset="full"
            value={values.description_en}
            error={errors.description_en}
            onChange={(html) => change({ description_en: html }, ['description_en'])}
          />
          <RichTextField
            name="description_ar"
            label={t('fields.description_ar')}
            preset="full"
            value={values.description_ar}
            error={errors.description_ar}
            onChange={(html) => change({ description_ar: html }, ['description_ar'])}
          />
        </fieldset>
        <VisaDocumentsField documents={values.documents} errors={errors} onChange={setDocuments} />
        <div className="form-actions">
          <Button type="submit" busy={create.isPending || update.isPending}>
            {visa ? t('save') : t('create')}
          </Button>
          <Link to={paths.list}>{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}
