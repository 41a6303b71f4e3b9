import {
  TRAVELLER_GENDERS,
  TRAVELLER_TITLES,
  ZSaveTraveller,
  ZUpdateTraveller,
  type TSaveTravellerData,
  type TTraveller,
} from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { focusFirstError, otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { CountryPicker } from '@/features/reference-data/country-picker';
import { ApiError } from '@/lib/api';
import { notifySuccess } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { EMPTY_TRAVELLER, travellerToValues, valuesToInput, type TTravellerFormValues } from './traveller-form-values';
import { useSaveTraveller, useTraveller, useUpdateTraveller } from './travellers-queries';
import '@/styles/page.css';
import '@/styles/forms.css';
import './travellers.css';

const FIELDS = Object.keys(EMPTY_TRAVELLER);
const LIST = '/agent/travellers';

/**
 * /agent/new-traveller: saves a traveller of the agent's agency; with `?id=` the same form edits
 * one. Validated with the contract's schemas before sending, so the messages are the API's own.
 */
export function TravellerFormScreen() {
  const { t } = useTranslation('travellers');
  const [params] = useSearchParams();
  const id = params.get('id');
  const existing = useTraveller(id);

  if (id && existing.isPending) return <PageState state="loading" />;
  if (id && existing.isError)
    return (
      <PageState
        state="error"
        message={existing.error instanceof ApiError ? existing.error.description : undefined}
        onRetry={() => void existing.refetch()}
      />
    );
  return (
    <div className="people-stack">
      <div>
        <Link to={LIST} className="back-link">
          {t('travellers:form.back')}
        </Link>
        <h1>{existing.data ? t('travellers:form.edit_title', { number: existing.data.number }) : t('travellers:form.new_title')}</h1>
        <p className="muted">{t('travellers:form.intro')}</p>
      </div>
      {/* A new form per traveller: its values start from the one loaded. */}
      <TravellerForm key={existing.data?.id ?? 'new'} traveller={existing.data ?? null} />
    </div>
  );
}

function TravellerForm({ traveller }: { traveller: TTraveller | null }) {
  const { t } = useTranslation(['travellers', 'validation']);
  const navigate = useNavigate();
  const form = useZodForm<TTravellerFormValues>(() => (traveller ? travellerToValues(traveller) : EMPTY_TRAVELLER));
  const { values, errors, setField } = form;
  const save = useSaveTraveller();
  const update = useUpdateTraveller();
  const key = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);

  const onSaved = (result: Parameters<typeof notifySuccess>[0]) => {
    notifySuccess(result);
    void navigate(LIST);
  };
  /** Field errors beside their fields; anything else (a duplicate, a server failure) in the summary. */
  const onFailed = (err: unknown, element: HTMLFormElement) => {
    if (form.showServerErrors(err, element)) return;
    setFailure(err instanceof ApiError && err.description ? err.description : t('travellers:form.save_failed'));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setFailure(null);
    const input = valuesToInput(values);
    if (traveller) {
      const body = form.validateWith(ZUpdateTraveller, { id: traveller.id, ...input });
      if (!body) return focusFirstError(element);
      update.mutate(body, { onSuccess: onSaved, onError: (err) => onFailed(err, element) });
      return;
    }
    const body: TSaveTravellerData | null = form.validateWith(ZSaveTraveller, input);
    if (!body) return focusFirstError(element);
    save.mutate(
      { body, key: key.keyFor(body) },
      {
        onSuccess: (result) => {
          key.reset();
          onSaved(result);
        },
        onError: (err) => {
          key.settle(err);
          onFailed(err, element);
        },
      },
    );
  };

  const text = (name: keyof TTravellerFormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value),
  });

  return (
    <form className="people-form" noValidate onSubmit={handleSubmit}>
      <FormError message={failure} errors={otherErrors(errors, FIELDS)} />
      <fieldset className="people-fieldset">
        <legend>{t('travellers:form.person_section')}</legend>
        <p className="field-hint traveller-name-rule">{t('travellers:form.name_hint')}</p>
        <div className="people-form__grid">
          <SelectField
            {...text('title')}
            label={t('travellers:fields.title')}
            required
            placeholder={t('travellers:form.choose')}
            options={TRAVELLER_TITLES.map((v) => ({ value: v, label: t(`travellers:titles.${v}`) }))}
          />
          <SelectField
            {...text('gender')}
            label={t('travellers:fields.gender')}
            required
            placeholder={t('travellers:form.choose')}
            options={TRAVELLER_GENDERS.map((v) => ({ value: v, label: t(`travellers:genders.${v}`) }))}
          />
          <TextField
            {...text('given_name')}
            label={t('travellers:fields.given_name')}
            required
            autoComplete="off"
            dir="ltr"
            lang="en"
            maxLength={60}
            className="traveller-latin"
          />
          <TextField
            {...text('family_name')}
            label={t('travellers:fields.family_name')}
            required
            autoComplete="off"
            dir="ltr"
            lang="en"
            maxLength={60}
            className="traveller-latin"
          />
          <TextField {...text('born_on')} type="date" label={t('travellers:fields.born_on')} required />
          <CountryPicker
            name="nationality"
            label={t('travellers:fields.nationality')}
            value={values.nationality}
            error={errors.nationality}
            onChange={(code) => setField('nationality', code)}
            required
          />
        </div>
      </fieldset>
      <fieldset className="people-fieldset">
        <legend>{t('travellers:form.passport_section')}</legend>
        <div className="people-form__grid">
          <TextField
            {...text('passport_number')}
            label={t('travellers:fields.passport_number')}
            required
            autoComplete="off"
            dir="ltr"
            maxLength={20}
            className="traveller-latin"
          />
          <CountryPicker
            name="passport_country"
            label={t('travellers:fields.passport_country')}
            value={values.passport_country}
            error={errors.passport_country}
            onChange={(code) => setField('passport_country', code)}
            required
          />
          <TextField {...text('passport_expires_on')} type="date" label={t('travellers:fields.passport_expires_on')} required />
        </div>
      </fieldset>
      <fieldset className="people-fieldset">
        <legend>{t('travellers:form.contact_section')}</legend>
        <div className="people-form__grid">
          <TextField {...text('email')} type="email" label={t('travellers:fields.email')} autoComplete="off" dir="ltr" maxLength={254} />
          <TextField
            {...text('phone')}
            type="tel"
            label={t('travellers:fields.phone')}
            autoComplete="off"
            dir="ltr"
            maxLength={24}
            hint={t('travellers:form.phone_hint')}
          />
        </div>
      </fieldset>
      <div className="form-actions">
        <Button type="submit" busy={save.isPending || update.isPending}>
          {t('travellers:form.submit')}
        </Button>
        <Link to={LIST}>{t('common:actions.cancel')}</Link>
      </div>
    </form>
  );
}
