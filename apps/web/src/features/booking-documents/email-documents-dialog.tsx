import type { TBookingDetails, TBookingDocumentSend } from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api';
import { looksLikeEmail } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { endsAction } from '@/lib/use-idempotency-key';
import { useSendBookingDocuments } from './booking-documents-api';
import { DocumentOptionsFields } from './document-options-fields';
import { documentChoices, type TDocumentOptions } from './document-options';

export interface EmailDocumentsDialogProps {
  booking: TBookingDetails;
  open: boolean;
  /** The options chosen on the screen: the mail starts from them. */
  initial: TDocumentOptions;
  canName: boolean;
  onClose: () => void;
}

const SENDS: readonly TBookingDocumentSend[] = ['both', 'invoice', 'eticket'];
type TField = 'to' | 'document' | keyof TDocumentOptions;
type TErrors = Partial<Record<TField, string>>;
/** The fields the dialog shows, so a message for one of them is shown beside it. */
const FIELDS: readonly string[] = ['to', 'document', 'copy', 'show_price', 'agency_name', 'locale'] satisfies readonly TField[];

/** Mails the invoice, the e-ticket or both as PDF attachments to one address, with the screen's options. */
export function EmailDocumentsDialog({ booking, open, initial, canName, onClose }: EmailDocumentsDialogProps) {
  const { t } = useTranslation(['booking_documents_ui', 'validation']);
  const send = useSendBookingDocuments();
  const [to, setTo] = useState('');
  const [document, setDocument] = useState<TBookingDocumentSend>('both');
  const [options, setOptions] = useState(initial);
  const [errors, setErrors] = useState<TErrors>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = to.trim();
    // Checked here first: every mail asked for counts against the sender's hourly allowance, refused or not.
    if (!address) return setErrors({ to: t('validation:required') });
    if (!looksLikeEmail(address)) return setErrors({ to: t('validation:email') });
    send.mutate(
      { booking_id: booking.id, document, to: address, ...documentChoices(options, canName) },
      {
        onSuccess: (result) => {
          notifySuccess(result);
          onClose();
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? err.fieldErrors() : {};
          const shown = Object.fromEntries(Object.entries(fields).filter(([k]) => FIELDS.includes(k)));
          if (Object.keys(shown).length > 0) return setErrors(shown);
          notifyError(err, 'booking_documents_ui:email_failed');
          // A refusal will not change on a retry; a lost answer may, with the same key, so the dialog stays.
          if (endsAction(err)) onClose();
        },
      },
    );
  };

  return (
    <ModalDialog
      open={open}
      className="booking-documents__dialog"
      title={t('booking_documents_ui:email_title')}
      message={t('booking_documents_ui:email_message', { reference: booking.reference })}
      busy={send.isPending}
      onOpen={() => {
        setTo('');
        setDocument('both');
        setOptions(initial);
        setErrors({});
      }}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <div className="people-form__grid booking-documents__mail">
        <TextField
          name="to"
          type="email"
          label={t('booking_documents_ui:to')}
          required
          autoComplete="email"
          maxLength={254}
          value={to}
          error={errors.to}
          onChange={(e) => {
            setTo(e.target.value);
            setErrors((prev) => ({ ...prev, to: undefined }));
          }}
        />
        <SelectField
          name="document"
          label={t('booking_documents_ui:documents')}
          value={document}
          error={errors.document}
          options={SENDS.map((d) => ({ value: d, label: t(`booking_documents_ui:documents_${d}`) }))}
          onChange={(e) => setDocument(SENDS.find((d) => d === e.target.value) ?? 'both')}
        />
      </div>
      <DocumentOptionsFields
        options={options}
        onChange={(next) => {
          setOptions(next);
          setErrors((prev) => ({ ...prev, copy: undefined, show_price: undefined, agency_name: undefined, locale: undefined }));
        }}
        canName={canName}
        agencyName={booking.agency?.name ?? null}
        errors={errors}
      />
      <div className="dialog-actions">
        <Button variant="secondary" disabled={send.isPending} onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={send.isPending}>
          {t('booking_documents_ui:send')}
        </Button>
      </div>
    </ModalDialog>
  );
}
