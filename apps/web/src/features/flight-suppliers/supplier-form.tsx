import { CURRENCIES, SIMULATED_BOOKING_FAULTS, SIMULATED_FAULTS, type TFlightSupplier } from '@safar/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { focusFirstError } from '@/features/forms/use-zod-form';
import { formErrorsFrom } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useUpdateSupplier } from './flight-suppliers-queries';
import { buildSupplierBody, supplierToValues, type TSupplierFormValues } from './supplier-form-values';

/** One supplier: searched or not, its deadline, whether its keys are there, and its kind's settings. */
export function SupplierForm({ supplier }: { supplier: TFlightSupplier }) {
  const { t } = useTranslation(['flight_suppliers', 'integration_keys', 'validation']);
  const headingId = useId();
  const update = useUpdateSupplier();
  const [values, setValues] = useState<TSupplierFormValues>(() => supplierToValues(supplier));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const set = <K extends keyof TSupplierFormValues>(field: K, value: TSupplierFormValues[K], errorKey: string = field) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [errorKey]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage(null);
    const built = buildSupplierBody(supplier, values, t);
    if (!built.ok) {
      setErrors(built.errors);
      focusFirstError(form);
      return;
    }
    setErrors({});
    update.mutate(
      { id: supplier.id, body: built.body },
      {
        onSuccess: (result) => {
          setValues(supplierToValues(result.data.supplier));
          notifySuccess(result);
        },
        onError: (err) => {
          const server = formErrorsFrom(err);
          setErrors(server.fields);
          setMessage(server.message);
          focusFirstError(form);
          notifyError(err);
        },
      },
    );
  };

  const field = (name: keyof TSupplierFormValues, errorKey = `settings.${name}`) => ({
    name: errorKey,
    error: errors[errorKey] ?? null,
    value: String(values[name]),
  });

  return (
    <form className="supplier-form" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <div className="supplier-form__header">
        <h2 id={headingId}>{supplier.name}</h2>
        <Badge tone={supplier.enabled ? 'success' : 'neutral'}>
          {t(supplier.enabled ? 'flight_suppliers:status.enabled' : 'flight_suppliers:status.disabled')}
        </Badge>
        <span className="muted" dir="ltr">
          {supplier.code}
        </span>
      </div>
      <p className="muted">{t(`flight_suppliers:kinds.${supplier.kind}`)}</p>
      <FormError message={message} />
      {supplier.credentials.map((c) => (
        <p key={c.key} className={c.set ? 'supplier-form__credential' : 'supplier-form__credential supplier-form__credential--missing'}>
          {t(c.set ? 'flight_suppliers:credentials.set' : 'flight_suppliers:credentials.missing', {
            key: t(`integration_keys:names.${c.key}`),
          })}{' '}
          {!c.set && <Link to="/admin/setting">{t('flight_suppliers:credentials.where')}</Link>}
        </p>
      ))}
      <div className="supplier-form__check">
        <input
          id={`${headingId}-enabled`}
          type="checkbox"
          name="enabled"
          checked={values.enabled}
          onChange={(e) => set('enabled', e.target.checked)}
        />
        <label htmlFor={`${headingId}-enabled`}>{t('flight_suppliers:fields.enabled', { name: supplier.name })}</label>
      </div>
      <div className="people-form__grid">
        <TextField
          {...field('deadline_ms', 'deadline_ms')}
          label={t('flight_suppliers:fields.deadline_ms')}
          hint={t('flight_suppliers:hints.deadline_ms')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          required
          onChange={(e) => set('deadline_ms', e.target.value, 'deadline_ms')}
        />
        {supplier.kind === 'simulated' && (
          <>
            <TextField
              {...field('seed')}
              label={t('flight_suppliers:fields.seed')}
              hint={t('flight_suppliers:hints.seed')}
              autoComplete="off"
              dir="ltr"
              onChange={(e) => set('seed', e.target.value, 'settings.seed')}
            />
            <SelectField
              {...field('currency')}
              label={t('flight_suppliers:fields.currency')}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              onChange={(e) => set('currency', e.target.value, 'settings.currency')}
            />
            <TextField
              {...field('latency_ms')}
              label={t('flight_suppliers:fields.latency_ms')}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              onChange={(e) => set('latency_ms', e.target.value, 'settings.latency_ms')}
            />
            <SelectField
              {...field('fault')}
              label={t('flight_suppliers:fields.fault')}
              hint={t('flight_suppliers:hints.fault')}
              options={SIMULATED_FAULTS.map((f) => ({ value: f, label: t(`flight_suppliers:faults.${f}`) }))}
              onChange={(e) => set('fault', e.target.value, 'settings.fault')}
            />
            <SelectField
              {...field('booking_fault')}
              label={t('flight_suppliers:fields.booking_fault')}
              hint={t('flight_suppliers:hints.booking_fault')}
              options={SIMULATED_BOOKING_FAULTS.map((f) => ({ value: f, label: t(`flight_suppliers:booking_faults.${f}`) }))}
              onChange={(e) => set('booking_fault', e.target.value, 'settings.booking_fault')}
            />
            <TextField
              {...field('hubs')}
              error={errors['settings.hubs'] ?? Object.entries(errors).find(([k]) => k.startsWith('settings.hubs.'))?.[1] ?? null}
              label={t('flight_suppliers:fields.hubs')}
              hint={t('flight_suppliers:hints.hubs')}
              autoComplete="off"
              dir="ltr"
              onChange={(e) => set('hubs', e.target.value, 'settings.hubs')}
            />
          </>
        )}
        {supplier.kind === 'duffel' && (
          <SelectField
            {...field('max_connections')}
            label={t('flight_suppliers:fields.max_connections')}
            options={['0', '1', '2'].map((n) => ({ value: n, label: n }))}
            onChange={(e) => set('max_connections', e.target.value, 'settings.max_connections')}
          />
        )}
      </div>
      <div className="form-actions">
        <Button type="submit" busy={update.isPending}>
          {t('flight_suppliers:save')}
        </Button>
      </div>
    </form>
  );
}
