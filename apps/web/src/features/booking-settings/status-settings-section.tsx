import { ZUpdateBookingStatusSetting, type TBookingStatusSetting } from '@safar/contracts';
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
import { useBookingStatusSettings, useSaveBookingStatusSetting } from './booking-settings-queries';
import { ColouredBadge, isHexColour } from './status-colours';

/** Every status with its labels and colour, each a form of its own: saving one never sends another's half-typed edits. */
export function StatusSettingsSection() {
  const { t } = useTranslation('booking_settings');
  const statuses = useBookingStatusSettings();
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title bs-section-title">
        {t('booking_settings:statuses.title')}
      </h2>
      <p className="muted">{t('booking_settings:statuses.intro')}</p>
      {statuses.isPending ? (
        <PageState state="loading" />
      ) : statuses.isError ? (
        <PageState
          state="error"
          message={statuses.error instanceof ApiError ? statuses.error.description : undefined}
          onRetry={() => void statuses.refetch()}
        />
      ) : (
        <div className="bs-statuses">
          {statuses.data.map((saved) => (
            <StatusRow key={saved.status} saved={saved} />
          ))}
        </div>
      )}
    </section>
  );
}

function StatusRow({ saved }: { saved: TBookingStatusSetting }) {
  const { t } = useTranslation(['booking_settings', 'bookings', 'validation']);
  const save = useSaveBookingStatusSetting();
  const id = useId();
  const [labelEn, setLabelEn] = useState(saved.label_en);
  const [labelAr, setLabelAr] = useState(saved.label_ar);
  const [colour, setColour] = useState(saved.colour.toUpperCase());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  // The picker and the preview keep the last valid colour while the code is being typed.
  const shownColour = isHexColour(colour) ? colour : saved.colour;

  const edit = (field: string, apply: () => void) => {
    apply();
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage(null);
    const checked = ZUpdateBookingStatusSetting.safeParse({
      status: saved.status,
      label_en: labelEn,
      label_ar: labelAr,
      colour: colour.trim().toUpperCase(),
    });
    if (!checked.success) {
      setErrors(issuesToFieldErrors(checked.error.issues, t));
      focusFirstError(form);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (result) => {
        // The row shows what was stored (labels trimmed); the others keep their unsaved edits.
        const stored = result.data.statuses.find((s) => s.status === saved.status);
        if (stored) {
          setLabelEn(stored.label_en);
          setLabelAr(stored.label_ar);
          setColour(stored.colour.toUpperCase());
        }
        notifySuccess(result);
      },
      onError: (err) => {
        const server = formErrorsFrom(err);
        const { label_en: en, label_ar: ar, colour: code, ...other } = server.fields;
        setErrors(
          Object.fromEntries(Object.entries({ label_en: en, label_ar: ar, colour: code }).filter(([, v]) => v)) as Record<string, string>,
        );
        setMessage(Object.values(other)[0] ?? server.message);
        focusFirstError(form);
        notifyError(err);
      },
    });
  };

  return (
    <form className="bs-status" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className="bs-status-head">
        <h3 id={`${id}-title`}>{t(`bookings:status_${saved.status}`)}</h3>
        <span className="muted">
          {t('booking_settings:statuses.code')} <code dir="ltr">{saved.status}</code>
        </span>
      </div>
      <FormError message={message} />
      <div className="bs-status-fields">
        <TextField
          name="label_en"
          label={t('booking_settings:statuses.label_en')}
          lang="en"
          dir="ltr"
          autoComplete="off"
          required
          maxLength={40}
          value={labelEn}
          error={errors.label_en}
          onChange={(e) => edit('label_en', () => setLabelEn(e.target.value))}
        />
        <TextField
          name="label_ar"
          label={t('booking_settings:statuses.label_ar')}
          lang="ar"
          dir="rtl"
          autoComplete="off"
          required
          maxLength={40}
          value={labelAr}
          error={errors.label_ar}
          onChange={(e) => edit('label_ar', () => setLabelAr(e.target.value))}
        />
        <div className="bs-colour">
          <div className="field bs-picker">
            <label htmlFor={`${id}-picker`}>{t('booking_settings:statuses.colour')}</label>
            <input
              id={`${id}-picker`}
              type="color"
              value={shownColour.toLowerCase()}
              onChange={(e) => edit('colour', () => setColour(e.target.value.toUpperCase()))}
            />
          </div>
          <TextField
            name="colour"
            label={t('booking_settings:statuses.colour_hex')}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={7}
            value={colour}
            error={errors.colour}
            onChange={(e) => edit('colour', () => setColour(e.target.value))}
          />
        </div>
      </div>
      <div className="bs-status-foot">
        <div className="bs-preview">
          <span className="muted">{t('booking_settings:statuses.preview')}</span>
          <ColouredBadge label={labelEn.trim() || saved.label_en} colour={shownColour} lang="en" dir="ltr" />
          <ColouredBadge label={labelAr.trim() || saved.label_ar} colour={shownColour} lang="ar" dir="rtl" />
        </div>
        <Button type="submit" variant="secondary" busy={save.isPending} aria-describedby={`${id}-title`}>
          {t('booking_settings:statuses.save')}
        </Button>
      </div>
    </form>
  );
}
