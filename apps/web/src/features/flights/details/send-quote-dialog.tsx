import { ZSendQuote, type TFlightQuote } from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { ModalDialog } from '@/components/modal-dialog';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { focusFirstError, otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { ApiError } from '@/lib/api';
import { currentLocale, formatDateTime, formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useFlightQuote, useSendQuote } from '../flights-queries';
import { formatLocalTime, formatLocalDay } from '../format';
import '@/styles/dialogs.css';

interface TQuoteValues {
  client_name: string;
  client_email: string;
  language: 'en' | 'ar';
  note: string;
}

const SHOWN = ['client_name', 'client_email', 'language', 'note'];

/**
 * "Send quote" (agents): the client's name, email, the language of the mail and its PDF, and a
 * note, beside a preview of what the client will read (GET /flight-quotation). Sent with
 * POST /send-sooper-quote; the server's "Email sent successfully." shows as a toast.
 */
export function SendQuoteDialog({ flightId, open, onClose }: { flightId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['flights', 'validation']);
  const quote = useFlightQuote(flightId, open);
  const send = useSendQuote();
  const blank = (): TQuoteValues => ({ client_name: '', client_email: '', language: currentLocale(), note: '' });
  const form = useZodForm<TQuoteValues>(blank);
  const { values, errors, setField } = form;
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const element = event.currentTarget as HTMLFormElement;
    setMessage(null);
    const body = form.validateWith(ZSendQuote, { flight_id: flightId, ...values, note: values.note.trim() || undefined });
    if (!body) return focusFirstError(element);
    send.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(result);
        onClose();
      },
      onError: (err) => {
        if (form.showServerErrors(err, element)) return;
        if (err instanceof ApiError && err.description) setMessage(err.description);
        else notifyError(err);
      },
    });
  };

  return (
    <ModalDialog
      open={open}
      className="ledger-dialog quote-dialog"
      title={t('flights:quote.title')}
      message={<p>{t('flights:quote.intro')}</p>}
      busy={send.isPending}
      onCancel={onClose}
      onOpen={() => {
        form.setValues(blank());
        form.setErrors({});
        setMessage(null);
      }}
      onSubmit={submit}
    >
      <QuotePreview quote={quote.data} pending={quote.isPending} error={quote.error} />
      <FormError message={message} errors={otherErrors(errors, SHOWN)} />
      <TextField
        name="client_name"
        label={t('flights:quote.client_name')}
        required
        autoComplete="off"
        maxLength={120}
        value={values.client_name}
        error={errors.client_name}
        onChange={(e) => setField('client_name', e.target.value)}
      />
      <TextField
        name="client_email"
        type="email"
        label={t('flights:quote.client_email')}
        required
        autoComplete="off"
        dir="ltr"
        value={values.client_email}
        error={errors.client_email}
        onChange={(e) => setField('client_email', e.target.value)}
      />
      <SelectField
        name="language"
        label={t('flights:quote.language')}
        options={[
          { value: 'en', label: t('common:language.en') },
          { value: 'ar', label: t('common:language.ar') },
        ]}
        value={values.language}
        error={errors.language}
        onChange={(e) => setField('language', e.target.value as TQuoteValues['language'])}
      />
      <TextAreaField
        name="note"
        label={t('flights:quote.note')}
        maxLength={1000}
        value={values.note}
        error={errors.note}
        onChange={(e) => setField('note', e.target.value)}
      />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={send.isPending}>
          {t('flights:quote.send')}
        </Button>
      </div>
    </ModalDialog>
  );
}

function QuotePreview({ quote, pending, error }: { quote: TFlightQuote | undefined; pending: boolean; error: Error | null }) {
  const { t } = useTranslation('flights');
  if (pending) return <PageState state="loading" messageKey="flights:quote.preview_loading" />;
  if (error || !quote)
    return (
      <p className="form-notice">
        {error instanceof ApiError && error.description ? error.description : t('flights:quote.preview_failed')}
      </p>
    );
  const locale = currentLocale();
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  return (
    <section className="quote-preview" aria-labelledby="quote-preview-title">
      <h3 id="quote-preview-title">{t('flights:quote.preview', { reference: quote.reference })}</h3>
      <p>
        {quote.airline.name}
        {quote.fare_brand && (
          <>
            {' · '}
            <bdi>{quote.fare_brand}</bdi>
          </>
        )}
        {' · '}
        {t(quote.refundable ? 'flights:card.refundable' : 'flights:card.non_refundable')}
      </p>
      <ul className="quote-preview__slices">
        {quote.slices.map((s, i) => (
          <li key={i}>
            {t('flights:quote.slice', {
              from: s.origin,
              to: s.destination,
              day: formatLocalDay(s.departure_local),
              departs: formatLocalTime(s.departure_local),
              arrives: formatLocalTime(s.arrival_local),
            })}
          </li>
        ))}
      </ul>
      <ul className="quote-preview__prices">
        {quote.per_passenger.map((line) => (
          <li key={line.type}>
            {t('flights:quote.passenger_line', {
              type: t(`flights:passenger_types.${line.type}`),
              n: formatNumber(line.count),
              amount: money(line.amount_minor),
            })}
          </li>
        ))}
      </ul>
      <p>
        <strong>
          {t('flights:price.total')}: {money(quote.total_minor)}
        </strong>
      </p>
      <p className="muted">{t('flights:quote.valid_until', { time: formatDateTime(quote.valid_until) })}</p>
    </section>
  );
}
