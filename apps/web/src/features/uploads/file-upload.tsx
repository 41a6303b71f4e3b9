import { UPLOAD_MAX_BYTES, type TUpload } from '@safar/contracts';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploads } from './use-uploads';

export interface FileUploadProps {
  name: string;
  /** Visible label; "File" by default. */
  label?: string;
  required?: boolean;
  /** A form-level message for this field (e.g. the server's "required"). */
  error?: string | null;
  /** Called with the stored file once uploaded (e.g. the deposit form keeps its file_name). */
  onUploaded: (upload: TUpload) => void;
  /** The file types offered (the input's `accept`); images and PDF by default. */
  accept?: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/**
 * An accessible file input that uploads as soon as a file is chosen: the label, the accepted
 * types and the progress or error are announced with the input (aria-describedby, live region).
 */
export function FileUpload({ name, label, required, error, onUploaded, accept = ACCEPT }: FileUploadProps) {
  const { t } = useTranslation(['uploads']);
  const id = useId();
  const { state, upload } = useUploads();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const message = state.status === 'error' ? state.message : (error ?? null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const saved = await upload(file);
    if (saved) onUploaded(saved);
  };

  return (
    <div className={['field', message ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label ?? t('uploads:label')}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${hintId} ${statusId}`}
        disabled={state.status === 'uploading'}
        onChange={(e) => void handleChange(e)}
      />
      <p id={hintId} className="field-hint">
        {t('uploads:hint', { max: UPLOAD_MAX_BYTES / (1024 * 1024) })}
      </p>
      <div id={statusId} aria-live="polite">
        {state.status === 'uploading' && (
          <progress max={100} value={state.percent}>
            {t('uploads:uploading', { percent: state.percent })}
          </progress>
        )}
        {state.status === 'uploading' && <span className="visually-hidden">{t('uploads:uploading', { percent: state.percent })}</span>}
        {state.status === 'done' && <p className="field-hint">{t('uploads:uploaded', { name: state.upload.name })}</p>}
        {message && (
          <p className="field-error" role="alert">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
