import type { TBookingDetails, TBookingDocument, TLocale } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ApiError } from '@/lib/api';
import { notifyError } from '@/lib/toast';
import { downloadBookingDocument } from './booking-documents-api';
import { DocumentOptionsFields } from './document-options-fields';
import { defaultDocumentOptions, documentChoices, hasDocuments, type TDocumentOptions } from './document-options';
import { EmailDocumentsDialog } from './email-documents-dialog';
import '@/styles/forms.css';
import './booking-documents.css';

export interface BookingDocumentsProps {
  booking: TBookingDetails;
  /** Agents may print a trading name on their customer's copy; staff print the agency's own. */
  canName: boolean;
}

/**
 * A booking's invoice and e-ticket: downloaded as PDF or mailed, with the options chosen here.
 * Shown only while the booking has them (its tickets were issued); a hold has none.
 */
export function BookingDocuments({ booking, canName }: BookingDocumentsProps) {
  if (!hasDocuments(booking)) return null;
  return <DocumentsCard booking={booking} canName={canName} />;
}

const DOCUMENTS: readonly TBookingDocument[] = ['invoice', 'eticket'];
/** The options with the language left open: the screen's, until one is picked. */
type TChosen = Omit<TDocumentOptions, 'locale'> & { locale: TLocale | null };

function DocumentsCard({ booking, canName }: BookingDocumentsProps) {
  const { t, i18n } = useTranslation('booking_documents_ui');
  const screenLocale: TLocale = i18n.language === 'ar' ? 'ar' : 'en';
  const [chosen, setChosen] = useState<TChosen>(() => ({ ...defaultDocumentOptions(screenLocale), locale: null }));
  const options: TDocumentOptions = { ...chosen, locale: chosen.locale ?? screenLocale };
  const [busy, setBusy] = useState<TBookingDocument | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof TDocumentOptions, string>>>({});
  const [mailing, setMailing] = useState(false);

  const change = (next: TDocumentOptions) => {
    setChosen({ ...next, locale: chosen.locale === null && next.locale === screenLocale ? null : next.locale });
    setErrors({});
  };
  const download = (document: TBookingDocument) => {
    setBusy(document);
    setErrors({});
    downloadBookingDocument(booking.id, document, documentChoices(options, canName))
      .catch((err: unknown) => {
        const fields = err instanceof ApiError ? err.fieldErrors() : {};
        if (fields.agency_name || fields.copy || fields.show_price || fields.locale) setErrors(fields);
        else notifyError(err, 'booking_documents_ui:download_failed');
      })
      .finally(() => setBusy(null));
  };

  return (
    <Card title={t('booking_documents_ui:title')} className="booking-documents">
      <p className="muted booking-documents__intro">{t('booking_documents_ui:intro')}</p>
      <DocumentOptionsFields
        options={options}
        onChange={change}
        canName={canName}
        agencyName={booking.agency?.name ?? null}
        errors={errors}
      />
      <div className="booking-documents__actions" role="group" aria-label={t('booking_documents_ui:actions')}>
        {DOCUMENTS.map((document) => (
          <Button
            key={document}
            variant="secondary"
            busy={busy === document}
            disabled={busy !== null && busy !== document}
            onClick={() => download(document)}
          >
            {t(`booking_documents_ui:download_${document}`)}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => setMailing(true)}>
          {t('booking_documents_ui:email')}
        </Button>
      </div>
      <EmailDocumentsDialog booking={booking} open={mailing} initial={options} canName={canName} onClose={() => setMailing(false)} />
    </Card>
  );
}
