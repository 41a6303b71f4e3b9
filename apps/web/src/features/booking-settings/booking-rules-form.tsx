import type { TBookingSettingsView } from '@safar/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { focusFirstError } from '@/features/forms/use-zod-form';
import { ApiError } from '@/lib/api';
import { formErrorsFrom } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useBookingSettings, useSaveBookingSettings } from './booking-settings-queries';
import {
  buildSettingsBody,
  MAX_REMINDERS,
  newReminderRow,
  valuesFromSettings,
  type TDurationUnit,
  type TReminderRow,
  type TSettingsErrors,
  type TSettingsValues,
} from './booking-settings-values';

/**
 * Loads the settings and shows their form. A save's answer replaces the form's values (the server
 * de-duplicates and sorts the reminders) in place, so the focus stays on the Save button.
 */
export function BookingRulesSection() {
  const { t } = useTranslation('booking_settings');
  const settings = useBookingSettings();
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title bs-section-title">
        {t('booking_settings:rules.title')}
      </h2>
      {settings.isPending ? (
        <PageState state="loading" />
      ) : settings.isError ? (
        <PageState
          state="error"
          message={settings.error instanceof ApiError ? settings.error.description : undefined}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <BookingRulesForm settings={settings.data} labelledBy={titleId} />
      )}
    </section>
  );
}

/** Where a server message lands: on a field the form shows, else in the summary. */
const SHOWN = /^(void_fee_minor|cancel_fee_minor|deadline_buffer_minutes|reminder_minutes(\.\d+)?)$/;

function BookingRulesForm({ settings, labelledBy }: { settings: TBookingSettingsView; labelledBy: string }) {
  const { t } = useTranslation(['booking_settings', 'validation']);
  const save = useSaveBookingSettings();
  const [values, setValues] = useState<TSettingsValues>(() => valuesFromSettings(settings));
  const [errors, setErrors] = useState<TSettingsErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const currency = settings.currency;

  /** Changes values and drops the messages of what changed (a reminder's index moves when one is removed, so all of theirs). */
  const change = (patch: Partial<TSettingsValues>, fields: readonly string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(next))
        if (fields.some((f) => key === f || (f === 'reminder_minutes' && key.startsWith('reminder_minutes')))) delete next[key];
      return next;
    });
  };
  const setReminder = (index: number, patch: Partial<TReminderRow>) =>
    change({ reminders: values.reminders.map((row, i) => (i === index ? { ...row, ...patch } : row)) }, [`reminder_minutes.${index}`]);
  const addReminder = () => {
    const row = newReminderRow();
    change({ reminders: [...values.reminders, row] }, ['reminder_minutes']);
    // The new, empty input is where the person types next.
    requestAnimationFrame(() => document.getElementById(`reminder-${row.id}`)?.focus());
  };
  const removeReminder = (index: number) => change({ reminders: values.reminders.filter((_, i) => i !== index) }, ['reminder_minutes']);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage(null);
    const built = buildSettingsBody(values, currency, (key, params) => t(key, params));
    if (!built.ok) {
      setErrors(built.errors);
      focusFirstError(form);
      return;
    }
    setErrors({});
    save.mutate(built.body, {
      onSuccess: (result) => {
        const stored = valuesFromSettings(result.data.settings);
        // Rows keep their keys by position, so an input that held the focus (Enter to save) keeps it.
        setValues((current) => ({
          ...stored,
          reminders: stored.reminders.map((row, i) => ({ ...row, id: current.reminders[i]?.id ?? row.id })),
        }));
        notifySuccess(result);
      },
      onError: (err) => {
        const server = formErrorsFrom(err);
        const shown = Object.fromEntries(Object.entries(server.fields).filter(([field]) => SHOWN.test(field)));
        const other = Object.entries(server.fields).find(([field]) => !SHOWN.test(field));
        setErrors(shown);
        setMessage(other?.[1] ?? server.message);
        focusFirstError(form);
        notifyError(err);
      },
    });
  };

  return (
    <form className="bs-form" noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <FormError message={message} />
      <div className="bs-grid">
        <TextField
          name="void_fee_minor"
          label={t('booking_settings:fields.void_fee', { currency })}
          inputMode="decimal"
          autoComplete="off"
          required
          value={values.voidFee}
          hint={t('booking_settings:hints.void_fee')}
          error={errors.void_fee_minor}
          onChange={(e) => change({ voidFee: e.target.value }, ['void_fee_minor'])}
        />
        <TextField
          name="cancel_fee_minor"
          label={t('booking_settings:fields.cancel_fee', { currency })}
          inputMode="decimal"
          autoComplete="off"
          required
          value={values.cancelFee}
          hint={t('booking_settings:hints.cancel_fee')}
          error={errors.cancel_fee_minor}
          onChange={(e) => change({ cancelFee: e.target.value }, ['cancel_fee_minor'])}
        />
      </div>
      <BufferFields
        hours={values.bufferHours}
        minutes={values.bufferMinutes}
        error={errors.deadline_buffer_minutes}
        onChange={(patch) => change(patch, ['deadline_buffer_minutes'])}
      />
      <fieldset className="bs-fieldset">
        <legend>{t('booking_settings:fields.reminders')}</legend>
        <p className="field-hint">{t('booking_settings:hints.reminders')}</p>
        {values.reminders.length === 0 && <p>{t('booking_settings:reminders.none')}</p>}
        <ol className="bs-reminders">
          {values.reminders.map((row, index) => (
            <li key={row.id} className="bs-reminder">
              <TextField
                id={`reminder-${row.id}`}
                name={`reminder_minutes.${index}`}
                label={t('booking_settings:fields.reminder', { n: index + 1 })}
                inputMode="numeric"
                autoComplete="off"
                required
                value={row.value}
                error={errors[`reminder_minutes.${index}`]}
                onChange={(e) => setReminder(index, { value: e.target.value })}
              />
              <SelectField
                name={`reminder_unit.${index}`}
                label={t('booking_settings:fields.unit', { n: index + 1 })}
                options={(['hours', 'minutes'] as const).map((unit) => ({ value: unit, label: t(`booking_settings:units.${unit}`) }))}
                value={row.unit}
                onChange={(e) => setReminder(index, { unit: e.target.value as TDurationUnit })}
              />
              <Button variant="ghost" className="bs-remove" onClick={() => removeReminder(index)}>
                {t('booking_settings:reminders.remove', { n: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
        {errors.reminder_minutes && <p className="field-error">{errors.reminder_minutes}</p>}
        {values.reminders.length < MAX_REMINDERS ? (
          <Button variant="secondary" onClick={addReminder}>
            {t('booking_settings:reminders.add')}
          </Button>
        ) : (
          <p className="muted">{t('booking_settings:reminders.max')}</p>
        )}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" busy={save.isPending}>
          {t('booking_settings:rules.save')}
        </Button>
      </div>
    </form>
  );
}

interface BufferFieldsProps {
  hours: string;
  minutes: string;
  error: string | undefined;
  onChange: (patch: Partial<Pick<TSettingsValues, 'bufferHours' | 'bufferMinutes'>>) => void;
}

/** One duration in two inputs (hours, minutes) with one message for both: the value the API checks is their sum. */
function BufferFields({ hours, minutes, error, onChange }: BufferFieldsProps) {
  const { t } = useTranslation('booking_settings');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const input = (name: 'hours' | 'minutes', value: string, patch: (v: string) => Parameters<typeof onChange>[0]) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{t(`booking_settings:fields.${name}`)}</label>
      <input
        id={`${id}-${name}`}
        name={`deadline_buffer_${name}`}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(patch(e.target.value))}
      />
    </div>
  );
  return (
    <fieldset className={['bs-fieldset', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <legend>{t('booking_settings:fields.buffer')}</legend>
      <div className="bs-duration">
        {input('hours', hours, (v) => ({ bufferHours: v }))}
        {input('minutes', minutes, (v) => ({ bufferMinutes: v }))}
      </div>
      <p id={hintId} className="field-hint">
        {t('booking_settings:hints.buffer')}
      </p>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
