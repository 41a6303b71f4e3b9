import {
  CURRENCIES,
  isCurrency,
  LOCALES,
  MAX_OFFLINE_FLIGHTS,
  MAX_OFFLINE_PASSENGERS,
  TRAVELLER_TITLES,
  ZSaveOfflineBooking,
  ZUpdateOfflineBooking,
  type TLocale,
  type TOfflineBookingDetails,
} from '@safar/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { toI18nKey } from '@/features/forms/issue-message';
import { focusFirstError, useZodForm } from '@/features/forms/use-zod-form';
import { AgencyPicker } from '@/features/money/agency-picker';
import { ApiError, type ApiSuccess } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';
import { endsAction, useIdempotencyKey } from '@/lib/use-idempotency-key';
import { offlineDetailsHref, offlineListHref } from './offline-area';
import {
  emptyFlight,
  emptyOfflineValues,
  emptyPassenger,
  requestOf,
  valuesOf,
  type TFlightValues,
  type TOfflineValues,
  type TPassengerValues,
} from './offline-booking-form-values';
import { useOfflineBooking, useSaveOfflineBooking, useUpdateOfflineBooking } from './offline-queries';
import '@/styles/page.css';
import '@/styles/forms.css';

const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
const FLIGHT_FIELDS = ['flight_number', 'origin', 'destination', 'departure_local', 'arrival_local'] as const;
/** Messages no field shows beside it (the lists as a whole, the id, the customer as a whole). */
const SUMMARY = ['flights', 'passengers', 'id', 'customer'];
const summaryErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => SUMMARY.includes(field)));

/**
 * /admin/new-offline-booking and /admin/edit-offline-booking?id=…: a sale made outside Safar, for
 * an agency (its wallet is charged the selling price on saving; an edit charges or gives back
 * the difference) or for a walk-in customer. Checked with the API's own schema before it is sent.
 */
export function OfflineBookingFormScreen() {
  const { t } = useTranslation(['offline_bookings']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const existing = useOfflineBooking(id);
  if (!id) return <OfflineBookingForm />;
  if (existing.isPending) return <PageState state="loading" />;
  if (existing.isError)
    return (
      <>
        <Link to={offlineListHref('admin')} className="back-link">
          {t('offline_bookings:details.back')}
        </Link>
        <PageState
          state={existing.error instanceof ApiError && existing.error.status === 404 ? 'empty' : 'error'}
          onRetry={() => void existing.refetch()}
        />
      </>
    );
  return <OfflineBookingForm existing={existing.data} />;
}

function OfflineBookingForm({ existing }: { existing?: TOfflineBookingDetails }) {
  const { t } = useTranslation(['offline_bookings', 'travellers', 'validation', 'common', 'ledger']);
  const navigate = useNavigate();
  const form = useZodForm<TOfflineValues>(() => (existing ? valuesOf(existing) : emptyOfflineValues(currentLocale())));
  const { values, setField, errors, setErrors } = form;
  const save = useSaveOfflineBooking();
  const update = useUpdateOfflineBooking();
  const key = useIdempotencyKey();
  const editing = existing !== undefined;

  const setFlight = (index: number, field: keyof TFlightValues, value: string) =>
    setField(
      'flights',
      values.flights.map((f, i) =>
        i === index ? { ...f, [field]: field === 'departure_local' || field === 'arrival_local' ? value : value.toUpperCase() } : f,
      ),
    );
  const setPassenger = <K extends keyof TPassengerValues>(index: number, field: K, value: TPassengerValues[K]) =>
    setField(
      'passengers',
      values.passengers.map((p, i) => (i === index ? { ...p, [field]: value } : p)),
    );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const { request, amountErrors } = requestOf(values);
    const body = editing
      ? form.validateWith(ZUpdateOfflineBooking, { ...request, id: existing.booking.id })
      : form.validateWith(ZSaveOfflineBooking, request);
    const amountMessages = Object.fromEntries(Object.entries(amountErrors).map(([field, e]) => [field, t(toI18nKey(e.key), e.params)]));
    if (Object.keys(amountMessages).length) setErrors((e) => ({ ...e, ...amountMessages }));
    if (!body || Object.keys(amountMessages).length) {
      focusFirstError(element);
      return;
    }
    const done = {
      onSuccess: (result: ApiSuccess<TOfflineBookingDetails>) => {
        key.reset();
        notifySuccess(result);
        void navigate(offlineDetailsHref('admin', result.data.booking.id));
      },
      onError: (err: unknown) => {
        if (endsAction(err)) key.reset();
        form.showServerErrors(err, element);
      },
    };
    // The schema's output is what it checked; the API is sent the request as typed (it parses the same way).
    if (editing) update.mutate({ body: { ...request, id: existing.booking.id }, key: key.keyFor(request) }, done);
    else save.mutate({ body: request, key: key.keyFor(request) }, done);
  };

  const flightError = (i: number, f: string) => errors[`flights.${i}.${f}`];
  const passengerError = (i: number, f: string) => errors[`passengers.${i}.${f}`];

  return (
    <div className="people-stack">
      <div>
        <Link to={editing ? offlineDetailsHref('admin', existing.booking.id) : offlineListHref('admin')} className="back-link">
          {t('offline_bookings:details.back')}
        </Link>
        <h1>
          {editing
            ? t('offline_bookings:form.edit_title', { reference: existing.booking.reference })
            : t('offline_bookings:form.new_title')}
        </h1>
        <p className="muted">{t('offline_bookings:form.hint')}</p>
      </div>
      <form className="people-form" noValidate onSubmit={handleSubmit}>
        <FormError errors={summaryErrors(errors)} />
        <fieldset className="people-fieldset">
          <legend>{t('offline_bookings:form.owner')}</legend>
          <SelectField
            name="owner"
            label={t('offline_bookings:form.owner_kind')}
            disabled={editing}
            options={[
              { value: 'agency', label: t('offline_bookings:form.owner_agency') },
              { value: 'walk_in', label: t('offline_bookings:walk_in') },
            ]}
            value={values.owner}
            onChange={(e) => setField('owner', e.target.value as TOfflineValues['owner'])}
          />
          {values.owner === 'agency' ? (
            editing ? (
              <p>{values.agency?.name}</p>
            ) : (
              <AgencyPicker
                value={values.agency?.agency_id ?? null}
                valueLabel={values.agency?.name ?? ''}
                onChange={(agency) => {
                  setField('agency', agency);
                  if (agency && isCurrency(agency.currency)) setField('currency', agency.currency);
                }}
                error={errors.agency_id}
                required
              />
            )
          ) : (
            <div className="people-form__grid">
              <TextField
                name="customer.name"
                label={t('offline_bookings:fields.customer_name')}
                required
                value={values.customer_name}
                error={errors['customer.name'] ?? errors.agency_id}
                onChange={(e) => setField('customer_name', e.target.value)}
              />
              <TextField
                name="customer.email"
                type="email"
                dir="ltr"
                label={t('offline_bookings:fields.customer_email')}
                required
                value={values.customer_email}
                error={errors['customer.email']}
                onChange={(e) => setField('customer_email', e.target.value)}
              />
              <TextField
                name="customer.phone"
                type="tel"
                dir="ltr"
                label={t('offline_bookings:fields.customer_phone')}
                value={values.customer_phone}
                error={errors['customer.phone']}
                onChange={(e) => setField('customer_phone', e.target.value)}
              />
            </div>
          )}
        </fieldset>

        <div className="people-form__grid">
          <TextField
            name="supplier_name"
            label={t('offline_bookings:fields.supplier_name')}
            required
            value={values.supplier_name}
            error={errors.supplier_name}
            onChange={(e) => setField('supplier_name', e.target.value)}
          />
          <TextField
            name="pnr"
            dir="ltr"
            autoCapitalize="characters"
            label={t('offline_bookings:fields.pnr')}
            required
            value={values.pnr}
            error={errors.pnr}
            onChange={(e) => setField('pnr', e.target.value.toUpperCase())}
          />
        </div>

        <fieldset className="people-fieldset">
          <legend>{t('offline_bookings:form.flights')}</legend>
          {values.flights.map((flight, i) => (
            <fieldset key={i} className="people-fieldset">
              <legend>{t('offline_bookings:form.flight_n', { n: i + 1 })}</legend>
              <div className="people-form__grid">
                {FLIGHT_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    name={`flights.${i}.${field}`}
                    dir="ltr"
                    type={field.endsWith('_local') ? 'datetime-local' : undefined}
                    label={t(`offline_bookings:fields.${field}`)}
                    hint={field.endsWith('_local') ? t('offline_bookings:form.local_time') : undefined}
                    required
                    value={flight[field]}
                    error={flightError(i, field)}
                    onChange={(e) => setFlight(i, field, e.target.value)}
                  />
                ))}
              </div>
              {values.flights.length > 1 && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    setField(
                      'flights',
                      values.flights.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t('offline_bookings:form.remove_flight', { n: i + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          {values.flights.length < MAX_OFFLINE_FLIGHTS && (
            <Button
              variant="secondary"
              onClick={() =>
                setField('flights', [...values.flights, emptyFlight(values.flights[values.flights.length - 1]?.destination ?? '')])
              }
            >
              {t('offline_bookings:form.add_flight')}
            </Button>
          )}
        </fieldset>

        <fieldset className="people-fieldset">
          <legend>{t('offline_bookings:form.passengers')}</legend>
          {values.passengers.map((p, i) => (
            <fieldset key={i} className="people-fieldset">
              <legend>{t('offline_bookings:form.passenger_n', { n: i + 1 })}</legend>
              <div className="people-form__grid">
                <SelectField
                  name={`passengers.${i}.type`}
                  label={t('travellers:fields.type')}
                  options={PASSENGER_TYPES.map((type) => ({ value: type, label: t(`travellers:types.${type}`) }))}
                  value={p.type}
                  error={passengerError(i, 'type')}
                  onChange={(e) => setPassenger(i, 'type', e.target.value as TPassengerValues['type'])}
                />
                <SelectField
                  name={`passengers.${i}.title`}
                  label={t('travellers:fields.title')}
                  options={TRAVELLER_TITLES.map((title) => ({ value: title, label: t(`travellers:titles.${title}`) }))}
                  value={p.title}
                  error={passengerError(i, 'title')}
                  onChange={(e) => setPassenger(i, 'title', e.target.value as TPassengerValues['title'])}
                />
                <TextField
                  name={`passengers.${i}.given_name`}
                  dir="ltr"
                  label={t('travellers:fields.given_name')}
                  required
                  value={p.given_name}
                  error={passengerError(i, 'given_name')}
                  onChange={(e) => setPassenger(i, 'given_name', e.target.value)}
                />
                <TextField
                  name={`passengers.${i}.family_name`}
                  dir="ltr"
                  label={t('travellers:fields.family_name')}
                  required
                  value={p.family_name}
                  error={passengerError(i, 'family_name')}
                  onChange={(e) => setPassenger(i, 'family_name', e.target.value)}
                />
                <TextField
                  name={`passengers.${i}.ticket_number`}
                  dir="ltr"
                  label={t('offline_bookings:fields.ticket_number')}
                  value={p.ticket_number}
                  error={passengerError(i, 'ticket_number')}
                  onChange={(e) => setPassenger(i, 'ticket_number', e.target.value)}
                />
              </div>
              {values.passengers.length > 1 && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    setField(
                      'passengers',
                      values.passengers.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t('offline_bookings:form.remove_passenger', { n: i + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          {values.passengers.length < MAX_OFFLINE_PASSENGERS && (
            <Button variant="secondary" onClick={() => setField('passengers', [...values.passengers, emptyPassenger()])}>
              {t('offline_bookings:form.add_passenger')}
            </Button>
          )}
        </fieldset>

        <div className="people-form__grid">
          <TextField
            name="net_minor"
            inputMode="decimal"
            label={t('offline_bookings:fields.net')}
            required
            value={values.net}
            error={errors.net_minor}
            hint={t('offline_bookings:form.amount_hint', { currency: values.currency })}
            onChange={(e) => setField('net', e.target.value)}
          />
          <TextField
            name="selling_minor"
            inputMode="decimal"
            label={t('offline_bookings:fields.selling')}
            required
            value={values.selling}
            error={errors.selling_minor}
            hint={values.owner === 'agency' ? t('offline_bookings:form.selling_hint') : undefined}
            onChange={(e) => setField('selling', e.target.value)}
          />
          <SelectField
            name="currency"
            label={t('offline_bookings:fields.currency')}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            value={values.currency}
            error={errors.currency}
            onChange={(e) => setField('currency', e.target.value)}
          />
          <SelectField
            name="locale"
            label={t('offline_bookings:fields.locale')}
            options={LOCALES.map((l) => ({ value: l, label: t(`offline_bookings:locales.${l}`) }))}
            value={values.locale}
            error={errors.locale}
            onChange={(e) => setField('locale', e.target.value as TLocale)}
          />
        </div>
        <div className="form-actions">
          <Button type="submit" busy={save.isPending || update.isPending}>
            {editing ? t('offline_bookings:form.update') : t('offline_bookings:form.save')}
          </Button>
          <Link to={offlineListHref('admin')}>{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}
