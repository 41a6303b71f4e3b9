import {
  IMPORT_SUPPLIER_CODES,
  ZImportPnr,
  ZImportPnrQuery,
  type TFlightSupplierCode,
  type TImportPnr,
  type TImportPnrPreview,
} from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { focusFirstError, useZodForm } from '@/features/forms/use-zod-form';
import { AgencyPicker, type TPickedAgency } from '@/features/money/agency-picker';
import { Amount } from '@/features/money/amount';
import { ApiError, detailsOf } from '@/lib/api';
import { notifySuccess } from '@/lib/toast';
import { endsAction, useIdempotencyKey } from '@/lib/use-idempotency-key';
import { offlineDetailsHref, offlineListHref } from './offline-area';
import { useImportPnr, usePnrRecord } from './offline-queries';
import '@/styles/page.css';
import '@/styles/forms.css';
import '@/styles/tables.css';

interface TLookupValues {
  supplier: string;
  pnr: string;
}

/** The booking a 409 names: the PNR is in Safar already. */
function existingBooking(err: unknown): { id: string; reference: string } | null {
  const booking = detailsOf(err)?.booking as { id?: unknown; reference?: unknown } | undefined;
  return booking && typeof booking.id === 'string' && typeof booking.reference === 'string'
    ? { id: booking.id, reference: booking.reference }
    : null;
}

/**
 * /admin/import-pnr: staff type a PNR made outside Safar and choose its supplier; Safar reads the
 * supplier's record (flights, travellers, tickets, price), and staff attach it to an agency,
 * charged to its wallet or not, with the reason on the booking's timeline. A PNR Safar already
 * has links to its booking instead.
 */
export function ImportPnrScreen() {
  const { t } = useTranslation(['offline_bookings', 'desk', 'validation', 'common']);
  const form = useZodForm<TLookupValues>({ supplier: IMPORT_SUPPLIER_CODES[0], pnr: '' });
  const [lookup, setLookup] = useState<TLookupValues | null>(null);
  const record = usePnrRecord(lookup);
  const handleLookup = form.handleSubmit(ZImportPnrQuery, (data) => setLookup({ supplier: data.supplier, pnr: data.pnr }));
  const known = existingBooking(record.error);

  return (
    <div className="people-stack">
      <div>
        <Link to={offlineListHref('admin')} className="back-link">
          {t('offline_bookings:details.back')}
        </Link>
        <h1>{t('offline_bookings:import.title')}</h1>
        <p className="muted">{t('offline_bookings:import.hint')}</p>
      </div>
      <form className="people-form" noValidate onSubmit={handleLookup}>
        <div className="people-form__grid">
          <SelectField
            name="supplier"
            label={t('offline_bookings:import.supplier')}
            options={IMPORT_SUPPLIER_CODES.map((code) => ({
              value: code,
              label: t(`offline_bookings:suppliers.${code}`, { defaultValue: code }),
            }))}
            value={form.values.supplier}
            error={form.errors.supplier}
            onChange={(e) => form.setField('supplier', e.target.value)}
          />
          <TextField
            name="pnr"
            dir="ltr"
            autoCapitalize="characters"
            label={t('offline_bookings:fields.pnr')}
            required
            value={form.values.pnr}
            error={form.errors.pnr}
            onChange={(e) => form.setField('pnr', e.target.value.toUpperCase())}
          />
        </div>
        <div className="form-actions">
          <Button type="submit" busy={record.isFetching}>
            {t('offline_bookings:import.look_up')}
          </Button>
        </div>
      </form>
      {lookup && record.isError && (
        <div className="form-error" role="alert">
          <p className="form-error-title">
            {record.error instanceof ApiError && record.error.status === 404
              ? t('offline_bookings:import.not_found', { pnr: lookup.pnr })
              : record.error instanceof ApiError && record.error.description
                ? record.error.description
                : t('common:errors.unexpected')}
          </p>
          {known && (
            <Link to={`/admin/booking-details?id=${known.id}`}>
              {t('offline_bookings:import.open_existing', { reference: known.reference })}
            </Link>
          )}
        </div>
      )}
      {lookup && record.isPending && record.isFetching && <PageState state="loading" />}
      {record.data && <Attach key={`${record.data.supplier}-${record.data.pnr}`} record={record.data} />}
    </div>
  );
}

interface TAttachValues {
  agency: TPickedAgency | null;
  charge: boolean;
  reason: string;
}

function Attach({ record }: { record: TImportPnrPreview }) {
  const { t } = useTranslation(['offline_bookings', 'desk', 'travellers']);
  const navigate = useNavigate();
  const form = useZodForm<TAttachValues>({ agency: null, charge: record.status === 'ticketed', reason: '' });
  const attach = useImportPnr();
  const key = useIdempotencyKey();
  const ticketOf = (ref: string) => record.tickets.find((x) => x.ref === ref)?.number;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const request: TImportPnr = {
      supplier: record.supplier as TFlightSupplierCode,
      pnr: record.pnr,
      agency_id: form.values.agency?.agency_id ?? '',
      charge: form.values.charge,
      reason: form.values.reason,
    };
    if (!form.validateWith(ZImportPnr, request)) {
      focusFirstError(element);
      return;
    }
    attach.mutate(
      { body: request, key: key.keyFor(request) },
      {
        onSuccess: (result) => {
          key.reset();
          notifySuccess(result);
          void navigate(offlineDetailsHref('admin', result.data.booking.id));
        },
        onError: (err) => {
          if (endsAction(err)) key.reset();
          form.showServerErrors(err, element);
        },
      },
    );
  };

  return (
    <>
      <Card title={t('offline_bookings:import.record', { pnr: record.pnr })}>
        <dl className="people-details">
          <div>
            <dt>{t('offline_bookings:import.supplier_status')}</dt>
            <dd>{record.status}</dd>
          </div>
          <div>
            <dt>{t('offline_bookings:import.price')}</dt>
            <dd>
              <Amount minor={record.total_minor} currency={record.currency} />
            </dd>
          </div>
        </dl>
        <table className="data-table">
          <caption>{t('offline_bookings:form.flights')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('offline_bookings:fields.flight_number')}</th>
              <th scope="col">{t('desk:fields.route')}</th>
              <th scope="col">{t('offline_bookings:fields.departure_local')}</th>
              <th scope="col">{t('offline_bookings:fields.arrival_local')}</th>
            </tr>
          </thead>
          <tbody>
            {record.flights.map((f, i) => (
              <tr key={i}>
                <td>
                  <bdi dir="ltr">{f.flight_number}</bdi>
                </td>
                <td>{t('desk:route', { origin: f.origin, destination: f.destination })}</td>
                <td>
                  <bdi dir="ltr">{f.departure_local.replace('T', ' ')}</bdi>
                </td>
                <td>
                  <bdi dir="ltr">{f.arrival_local.replace('T', ' ')}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="data-table">
          <caption>{t('offline_bookings:form.passengers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('offline_bookings:import.name')}</th>
              <th scope="col">{t('travellers:fields.type')}</th>
              <th scope="col">{t('offline_bookings:fields.ticket_number')}</th>
            </tr>
          </thead>
          <tbody>
            {record.passengers.map((p) => (
              <tr key={p.ref}>
                <td>
                  <bdi dir="ltr">{p.name}</bdi>
                </td>
                <td>{t(`travellers:types.${p.type}`)}</td>
                <td>
                  <bdi dir="ltr">{ticketOf(p.ref) ?? '—'}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <form className="people-form" noValidate onSubmit={handleSubmit}>
        <AgencyPicker
          value={form.values.agency?.agency_id ?? null}
          valueLabel={form.values.agency?.name ?? ''}
          onChange={(agency) => form.setField('agency', agency)}
          error={form.errors.agency_id}
          required
        />
        <label className="choice-option">
          <input
            type="checkbox"
            name="charge"
            checked={form.values.charge}
            aria-invalid={form.errors.charge ? true : undefined}
            onChange={(e) => form.setField('charge', e.target.checked)}
          />
          {t('offline_bookings:import.charge')}
        </label>
        {form.errors.charge && <p className="field-error">{form.errors.charge}</p>}
        <TextAreaField
          name="reason"
          label={t('offline_bookings:import.reason')}
          required
          maxLength={500}
          value={form.values.reason}
          error={form.errors.reason}
          hint={t('offline_bookings:import.reason_hint')}
          onChange={(e) => form.setField('reason', e.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" busy={attach.isPending}>
            {t('offline_bookings:import.attach')}
          </Button>
        </div>
      </form>
    </>
  );
}
