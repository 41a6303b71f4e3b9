import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FileUpload } from '@/features/uploads/file-upload';

export interface AirlineLogoFieldProps {
  /** The file name of a newly uploaded logo, null to remove the logo, undefined to keep it. */
  value: string | null | undefined;
  /** The address of the image to show: the airline's logo, or the one just uploaded. */
  preview: string | null;
  airlineName: string;
  error?: string | undefined;
  onChange: (logo: string | null, preview: string | null) => void;
}

const IMAGES = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/** The airline's logo: the current image, an upload for a new one (images only), and removal. */
export function AirlineLogoField({ value, preview, airlineName, error, onChange }: AirlineLogoFieldProps) {
  const { t } = useTranslation('air');
  return (
    <div className="air-logo-field">
      <div className="air-logo-field__current" aria-live="polite">
        {preview ? (
          <img className="air-logo air-logo--large" src={preview} alt={t('air:airlines.logo.alt', { name: airlineName || '—' })} />
        ) : (
          <p className="field-hint">{value === null ? t('air:airlines.logo.removed') : t('air:airlines.logo.none')}</p>
        )}
        {preview && (
          <Button variant="secondary" onClick={() => onChange(null, null)}>
            {t('air:airlines.logo.remove')}
          </Button>
        )}
      </div>
      <FileUpload
        name="logo"
        label={t('air:airlines.fields.logo')}
        accept={IMAGES}
        error={error}
        onUploaded={(upload) => onChange(upload.file_name, upload.url)}
      />
    </div>
  );
}
