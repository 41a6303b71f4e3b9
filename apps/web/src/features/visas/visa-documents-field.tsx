import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { emptyDocument, type TVisaDocumentValues } from './visa-form-values';

export interface VisaDocumentsFieldProps {
  documents: TVisaDocumentValues[];
  errors: Record<string, string>;
  /** The new list, and the field whose message the change answers (dropped with it). */
  onChange: (documents: TVisaDocumentValues[], field?: string) => void;
}

/** Field names of the documents' inputs, as the API reports their errors (`documents.0.label_en`). */
export const documentFieldNames = (documents: readonly unknown[]) => [
  'documents',
  ...documents.flatMap((_, i) => ['label_en', 'label_ar', 'upload'].map((f) => `documents.${i}.${f}`)),
];

/**
 * The documents an applicant brings: a list to add to, reorder and remove from; each with its
 * label in both languages and whether the application asks for it as an upload.
 */
export function VisaDocumentsField({ documents, errors, onChange }: VisaDocumentsFieldProps) {
  const { t } = useTranslation('visas');
  const set = (index: number, patch: Partial<TVisaDocumentValues>, field: string) =>
    onChange(
      documents.map((d, i) => (i === index ? { ...d, ...patch } : d)),
      `documents.${index}.${field}`,
    );
  const move = (from: number, to: number) => {
    const next = [...documents];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };

  return (
    <fieldset className="people-fieldset">
      <legend>{t('sections.documents')}</legend>
      <p className="field-hint">{t('documents.intro')}</p>
      {errors.documents && (
        <p className="field-error" role="alert">
          {errors.documents}
        </p>
      )}
      {documents.length === 0 && <p className="muted">{t('documents.none')}</p>}
      <ol className="visa-documents">
        {documents.map((doc, i) => {
          const number = i + 1;
          return (
            <li key={doc.key} className="visa-document">
              <p className="visa-document__title">{t('documents.item', { number })}</p>
              <div className="people-form__grid">
                <TextField
                  name={`documents.${i}.label_en`}
                  label={t('documents.label_en')}
                  value={doc.label_en}
                  error={errors[`documents.${i}.label_en`]}
                  onChange={(e) => set(i, { label_en: e.target.value }, 'label_en')}
                  required
                  maxLength={150}
                  autoComplete="off"
                />
                <TextField
                  name={`documents.${i}.label_ar`}
                  label={t('documents.label_ar')}
                  value={doc.label_ar}
                  error={errors[`documents.${i}.label_ar`]}
                  onChange={(e) => set(i, { label_ar: e.target.value }, 'label_ar')}
                  required
                  maxLength={150}
                  dir="rtl"
                  lang="ar"
                  autoComplete="off"
                />
              </div>
              <div className="visa-document__actions">
                <div className="check-field">
                  <input
                    id={`visa-document-${doc.key}-upload`}
                    name={`documents.${i}.upload`}
                    type="checkbox"
                    checked={doc.upload}
                    onChange={(e) => set(i, { upload: e.target.checked }, 'upload')}
                  />
                  <label htmlFor={`visa-document-${doc.key}-upload`}>{t('documents.upload')}</label>
                </div>
                <Button
                  variant="secondary"
                  disabled={i === 0}
                  aria-label={t('documents.move_up_named', { number })}
                  onClick={() => move(i, i - 1)}
                >
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  disabled={i === documents.length - 1}
                  aria-label={t('documents.move_down_named', { number })}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="danger"
                  aria-label={t('documents.remove_named', { number })}
                  onClick={() => onChange(documents.filter((_, j) => j !== i))}
                >
                  {t('documents.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...documents, emptyDocument()], 'documents')}>
        {t('documents.add')}
      </Button>
    </fieldset>
  );
}
