import { ZUpdateSearchSettings, type TSearchSettings, type TUpdateSearchSettings } from '@safar/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { PageState } from '@/components/page-state';
import { TextField } from '@/components/text-field';
import { issuesToFieldErrors } from '@/features/forms/issue-message';
import { focusFirstError } from '@/features/forms/use-zod-form';
import { ApiError } from '@/lib/api';
import { formErrorsFrom } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSaveSearchSettings, useSearchSettings } from './flight-suppliers-queries';

const FIELD = 'visitor_searches_per_hour';
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The typed text as the PUT body: digits of either script as a whole number; anything else as NaN, for the schema to refuse. */
export function visitorSearchesBody(text: string): TUpdateSearchSettings {
  const digits = text.replace(ARABIC_INDIC, (d) => String((d.codePointAt(0) ?? 0) % 16)).trim();
  return { visitor_searches_per_hour: /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN };
}

/** How many searches a visitor (not signed in) may make per hour from one address: loads the setting and shows its form. */
export function VisitorSearchesSection() {
  const { t } = useTranslation('flight_suppliers');
  const settings = useSearchSettings();
  const titleId = useId();
  return (
    <section className="supplier-form" aria-labelledby={titleId}>
      <div className="supplier-form__header">
        <h2 id={titleId}>{t('flight_suppliers:visitor_searches.title')}</h2>
      </div>
      <p className="muted">{t('flight_suppliers:visitor_searches.intro')}</p>
      {settings.isPending ? (
        <PageState state="loading" />
      ) : settings.isError ? (
        <PageState
          state="error"
          message={settings.error instanceof ApiError ? settings.error.description : undefined}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <VisitorSearchesForm settings={settings.data} labelledBy={titleId} />
      )}
    </section>
  );
}

function VisitorSearchesForm({ settings, labelledBy }: { settings: TSearchSettings; labelledBy: string }) {
  const { t } = useTranslation(['flight_suppliers', 'validation']);
  const save = useSaveSearchSettings();
  const [value, setValue] = useState(() => String(settings.visitor_searches_per_hour));
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage(null);
    const checked = ZUpdateSearchSettings.safeParse(visitorSearchesBody(value));
    if (!checked.success) {
      setError(issuesToFieldErrors(checked.error.issues, t)[FIELD] ?? t('validation:visitor_searches'));
      focusFirstError(form);
      return;
    }
    setError(null);
    save.mutate(checked.data, {
      onSuccess: (result) => {
        setValue(String(result.data.settings.visitor_searches_per_hour));
        notifySuccess(result);
      },
      onError: (err) => {
        const server = formErrorsFrom(err);
        setError(server.fields[FIELD] ?? null);
        setMessage(server.fields[FIELD] ? null : server.message);
        focusFirstError(form);
        notifyError(err);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={labelledBy} className="visitor-searches-form">
      <FormError message={message} />
      <TextField
        name={FIELD}
        label={t('flight_suppliers:visitor_searches.field')}
        hint={t('flight_suppliers:visitor_searches.hint')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        required
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
      />
      <div className="form-actions">
        <Button type="submit" busy={save.isPending}>
          {t('flight_suppliers:visitor_searches.save')}
        </Button>
      </div>
    </form>
  );
}
