import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, type TImage } from '@safar/contracts';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { ResponsiveImage } from './responsive-image';
import { uploadImage } from './upload-image';
import './images.css';

interface CommonProps {
  /** The visible label (already translated). */
  label: string;
  name?: string;
  required?: boolean | undefined;
  /** The form's message for this field (e.g. the server's). */
  error?: string | undefined;
  /** The images the value names as the item came from the API (`item.image`, `item.images`), for their thumbnails. */
  known?: readonly TImage[];
}
export type ImageUploadFieldProps = CommonProps &
  (
    | { multiple?: false; value: string | null; onChange: (value: string | null, image: TImage | null) => void }
    | { multiple: true; value: readonly string[]; onChange: (value: string[], images: TImage[]) => void }
  );

type TUploading = { key: number; name: string; percent: number };
type TFailure = { key: number; name: string; message: string };

/**
 * A catalogue form's image: one (`value` an id or null) or a gallery (`multiple`, `value` the ids
 * in order). Files upload as soon as they are chosen (POST /images), each with its progress and,
 * if refused, the server's message; thumbnails show what is chosen, a gallery can be reordered,
 * and removing only takes the image out of the form (the clean-up deletes it once unused).
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, name = 'image', required, error, known = [] } = props;
  const { t } = useTranslation('images');
  const id = useId();
  const [uploaded, setUploaded] = useState<TImage[]>([]);
  const [uploading, setUploading] = useState<TUploading[]>([]);
  const [failures, setFailures] = useState<TFailure[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const uploads = useRef(0);
  const ids: string[] = props.multiple ? [...props.value] : props.value ? [props.value] : [];
  const byId = new Map([...known, ...uploaded].map((image) => [image.id, image]));

  const emit = (next: string[], found: Map<string, TImage> = byId) => {
    const images = next.map((i) => found.get(i)).filter((x): x is TImage => Boolean(x));
    if (props.multiple) props.onChange(next, images);
    else props.onChange(next[0] ?? null, images[0] ?? null);
  };

  const handleFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setFailures([]);
    let next = props.multiple ? ids : [];
    const found = new Map(byId);
    for (const file of props.multiple ? files : files.slice(0, 1)) {
      const key = ++uploads.current;
      setUploading((u) => [...u, { key, name: file.name, percent: 0 }]);
      try {
        const image = await uploadImage(file, (percent) => setUploading((u) => u.map((x) => (x.key === key ? { ...x, percent } : x))));
        found.set(image.id, image);
        setUploaded((u) => [...u, image]);
        next = props.multiple ? [...next, image.id] : [image.id];
        emit(next, found);
        setAnnouncement(t('images:upload.uploaded', { name: file.name }));
      } catch (err) {
        const message = err instanceof ApiError && err.description ? err.description : t('images:upload.failed_unknown');
        setFailures((f) => [...f, { key, name: file.name, message }]);
      } finally {
        setUploading((u) => u.filter((x) => x.key !== key));
      }
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    emit(next);
    setAnnouncement(t('images:upload.moved', { n: index + by + 1 }));
  };
  const remove = (index: number) => {
    emit(ids.filter((_, i) => i !== index));
    setAnnouncement(t('images:upload.removed', { n: index + 1 }));
  };

  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const busy = uploading.length > 0;
  return (
    <div className={['field', 'image-field', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {ids.length > 0 ? (
        <ol className="image-field__thumbs">
          {ids.map((imageId, index) => {
            const image = byId.get(imageId);
            const n = index + 1;
            return (
              <li key={imageId} className="image-field__thumb">
                {image ? (
                  <ResponsiveImage image={image} alt={t('images:upload.thumbnail', { n })} sizes="8rem" />
                ) : (
                  <span className="image-field__placeholder">{t('images:upload.thumbnail', { n })}</span>
                )}
                <div className="image-field__actions">
                  {props.multiple && index > 0 && (
                    <Button variant="ghost" aria-label={t('images:upload.move_earlier_named', { n })} onClick={() => move(index, -1)}>
                      {t('images:upload.move_earlier')}
                    </Button>
                  )}
                  {props.multiple && index < ids.length - 1 && (
                    <Button variant="ghost" aria-label={t('images:upload.move_later_named', { n })} onClick={() => move(index, 1)}>
                      {t('images:upload.move_later')}
                    </Button>
                  )}
                  <Button variant="ghost" aria-label={t('images:upload.remove_named', { n })} onClick={() => remove(index)}>
                    {t('images:upload.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="field-hint">{t('images:upload.none')}</p>
      )}
      <input
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={props.multiple}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${hintId} ${statusId}`}
        onChange={(e) => void handleFiles(e)}
      />
      <p id={hintId} className="field-hint">
        {t('images:upload.hint', { max: IMAGE_MAX_BYTES / (1024 * 1024) })}
      </p>
      <div id={statusId} aria-live="polite">
        {uploading.map((u) => (
          <p key={u.key} className="image-field__progress">
            <progress max={100} value={u.percent} aria-label={t('images:upload.uploading', { name: u.name, percent: u.percent })} />
            <span>{t('images:upload.uploading', { name: u.name, percent: u.percent })}</span>
          </p>
        ))}
        {failures.map((f) => (
          <p key={f.key} className="field-error" role="alert">
            {t('images:upload.failed', { name: f.name, message: f.message })}
          </p>
        ))}
        {error && failures.length === 0 && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <span className="visually-hidden">{announcement}</span>
      </div>
    </div>
  );
}
