import {
  UPLOAD_MAX_BYTES,
  VISA_DOCUMENT_KINDS,
  type TBookingStatus,
  type TProductBookingFacts,
  type TVisaDocumentFile,
  type TVisaDocumentKind,
} from '@safar/contracts';
import i18next from 'i18next';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api';
import { formatDate, formatNumber } from '@/lib/i18n';
import { notify, notifyError, notifySuccess } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import {
  downloadVisaDocument,
  removeVisaDocument,
  uploadVisaDocument,
  useVisaDocumentAdded,
  VISA_DOCUMENT_ACCEPT,
} from './product-bookings-queries';
import './product-bookings.css';

/** An application takes files until it is submitted to the embassy, and while the booking is live (as the API decides). */
const OPEN_STEPS: readonly (string | null)[] = ['awaiting_documents', 'documents_received'];
const LIVE: readonly TBookingStatus[] = ['awaiting_payment', 'confirmed'];
/** What each applicant is asked for; any other paper goes as "other". */
const ASKED: readonly TVisaDocumentKind[] = ['passport', 'photo'];

export interface VisaDocumentsCardProps {
  bookingId: string;
  status: TBookingStatus;
  facts: TProductBookingFacts;
  /** The applicants, in the booking's order (their place is what a file names). */
  applicants: readonly { ref: string; name: string }[];
  /** A booking opened by its link (a visitor): the document calls carry its token. */
  token?: string | undefined;
}

/**
 * A visa application's files, applicant by applicant: the passport scan and the photo each one
 * needs (and any other paper), each file to download, and while the application is open a file
 * input per kind that sends as soon as a file is chosen, with its progress, and a way to take
 * back a file sent by mistake.
 */
export function VisaDocumentsCard({ bookingId, status, facts, applicants, token }: VisaDocumentsCardProps) {
  const { t } = useTranslation('product_bookings');
  const files = facts.documents;
  const open = LIVE.includes(status) && OPEN_STEPS.includes(facts.visa_step);
  const refresh = useVisaDocumentAdded();
  const [removing, setRemoving] = useState<TVisaDocumentFile | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = () => {
    if (!removing) return;
    setBusy(true);
    removeVisaDocument(bookingId, removing.id, token)
      .then((result) => {
        notifySuccess(result);
        setRemoving(null);
        return refresh();
      })
      .catch((err: unknown) => notifyError(err))
      .finally(() => setBusy(false));
  };

  return (
    <Card title={t('product_bookings:documents.title')} className="visa-documents">
      <p className="muted">{t(open ? 'product_bookings:documents.intro_open' : 'product_bookings:documents.intro_closed')}</p>
      {applicants.map((applicant, index) => {
        const own = files.filter((f) => f.traveller === index);
        const headingId = `visa-documents-${applicant.ref}`;
        return (
          <section key={applicant.ref} className="visa-documents__applicant" aria-labelledby={headingId}>
            <h3 id={headingId}>
              <bdi dir="ltr">{applicant.name}</bdi>
            </h3>
            <ul className="visa-documents__kinds">
              {VISA_DOCUMENT_KINDS.map((kind) => {
                const ofKind = own.filter((f) => f.kind === kind);
                if (kind === 'other' && ofKind.length === 0 && !open) return null;
                return (
                  <li key={kind} className="visa-documents__kind">
                    <div className="visa-documents__kind-head">
                      <span className="visa-documents__kind-name">{t(`product_bookings:documents.kinds.${kind}`)}</span>
                      {ASKED.includes(kind) && (
                        <Badge tone={ofKind.length ? 'success' : 'warning'}>
                          {t(ofKind.length ? 'product_bookings:documents.received' : 'product_bookings:documents.missing')}
                        </Badge>
                      )}
                    </div>
                    {ofKind.length > 0 && (
                      <ul className="visa-documents__files">
                        {ofKind.map((file) => (
                          <DocumentRow
                            key={file.id}
                            bookingId={bookingId}
                            file={file}
                            token={token}
                            removable={open}
                            onRemove={() => setRemoving(file)}
                          />
                        ))}
                      </ul>
                    )}
                    {open && (
                      <DocumentUpload
                        bookingId={bookingId}
                        kind={kind}
                        traveller={index}
                        applicant={applicant.name}
                        token={token}
                        onAdded={refresh}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t('product_bookings:documents.remove_title')}
        message={t('product_bookings:documents.remove_message', { name: removing?.original_name ?? '' })}
        confirmLabel={t('product_bookings:documents.remove')}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}

/** "245 KB", "1.2 MB". */
function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024)
    return i18next.t('product_bookings:documents.size_kb', { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });
  return i18next.t('product_bookings:documents.size_mb', { size: formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10) });
}

interface DocumentRowProps {
  bookingId: string;
  file: TVisaDocumentFile;
  token: string | undefined;
  removable: boolean;
  onRemove: () => void;
}

function DocumentRow({ bookingId, file, token, removable, onRemove }: DocumentRowProps) {
  const { t } = useTranslation('product_bookings');
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadVisaDocument(bookingId, file, token)
      .catch((err: unknown) => notifyError(err, 'product_bookings:documents.download_failed'))
      .finally(() => setBusy(false));
  };
  return (
    <li className="visa-documents__file">
      <span>
        <bdi>{file.original_name}</bdi>
        <span className="cell-sub">
          {formatSize(file.size)} · {formatDate(file.uploaded_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
      </span>
      <span className="visa-documents__file-actions">
        <Button
          variant="secondary"
          busy={busy}
          onClick={download}
          aria-label={t('product_bookings:documents.download_named', { name: file.original_name })}
        >
          {t('product_bookings:documents.download')}
        </Button>
        {removable && (
          <Button
            variant="ghost"
            onClick={onRemove}
            aria-label={t('product_bookings:documents.remove_named', { name: file.original_name })}
          >
            {t('product_bookings:documents.remove')}
          </Button>
        )}
      </span>
    </li>
  );
}

interface DocumentUploadProps {
  bookingId: string;
  kind: TVisaDocumentKind;
  traveller: number;
  applicant: string;
  token: string | undefined;
  onAdded: () => Promise<unknown>;
}

type TSending = { status: 'idle' } | { status: 'sending'; percent: number } | { status: 'error'; message: string };

/** One file input that sends the file chosen at once, announcing its progress and any refusal beside it. */
function DocumentUpload({ bookingId, kind, traveller, applicant, token, onAdded }: DocumentUploadProps) {
  const { t } = useTranslation('product_bookings');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const key = useIdempotencyKey();
  const [state, setState] = useState<TSending>({ status: 'idle' });
  const label = t('product_bookings:documents.add', { kind: t(`product_bookings:documents.kinds.${kind}`), name: applicant });

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      setState({ status: 'error', message: t('product_bookings:documents.too_large', { max: UPLOAD_MAX_BYTES / (1024 * 1024) }) });
      return;
    }
    setState({ status: 'sending', percent: 0 });
    // The same file for the same place again (a retry after a lost answer) is the same request: it is kept once.
    const idempotencyKey = key.keyFor({ bookingId, kind, traveller, name: file.name, size: file.size, modified: file.lastModified });
    try {
      const result = await uploadVisaDocument(bookingId, { kind, traveller, file }, (percent) => setState({ status: 'sending', percent }), {
        idempotencyKey,
        token,
      });
      key.reset();
      setState({ status: 'idle' });
      if (input.current) input.current.value = '';
      notify('success', result.description || t('product_bookings:documents.added'));
      await onAdded();
    } catch (err) {
      key.settle(err);
      const fields = err instanceof ApiError ? Object.values(err.fieldErrors()).filter(Boolean) : [];
      const message = fields[0] ?? (err instanceof ApiError && err.description ? err.description : t('product_bookings:documents.failed'));
      setState({ status: 'error', message });
    }
  };

  return (
    <div className={['field', 'visa-documents__upload', state.status === 'error' ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        name={`documents.${traveller}.${kind}`}
        type="file"
        accept={VISA_DOCUMENT_ACCEPT}
        aria-invalid={state.status === 'error' ? true : undefined}
        aria-describedby={`${id}-hint ${id}-status`}
        disabled={state.status === 'sending'}
        onChange={(e) => void handleChange(e)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('product_bookings:documents.hint', { max: UPLOAD_MAX_BYTES / (1024 * 1024) })}
      </p>
      <div id={`${id}-status`} aria-live="polite">
        {state.status === 'sending' && (
          <progress max={100} value={state.percent} aria-label={t('product_bookings:documents.sending', { percent: state.percent })} />
        )}
        {state.status === 'error' && (
          <p className="field-error" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}
