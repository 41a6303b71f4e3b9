import type { TImage } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '@/components/images/image-upload-field';
import { TextField } from '@/components/text-field';
import type { TGalleryItemValues } from '../package-form-values';
import { EditorMessage } from './editor-message';
import { rowInputs } from './list-rows';

export interface GalleryEditorProps {
  label: string;
  items: TGalleryItemValues[];
  errors: Record<string, string>;
  onChange: (items: TGalleryItemValues[]) => void;
}

/**
 * The package's pictures: uploaded, removed and put in order with the image field (the first is
 * the lists' picture), then what each shows in English and Arabic. A picture keeps its texts
 * when it moves; removing one only takes it out of the package.
 */
export function GalleryEditor({ label, items, errors, onChange }: GalleryEditorProps) {
  const { t } = useTranslation(['packages', 'images']);
  const inputs = rowInputs('gallery', items, errors, onChange);
  const known = items.flatMap((item) => (item.image ? [item.image] : []));

  const handleImages = (ids: string[], images: TImage[]) => {
    const byId = new Map(items.map((item) => [item.image_id, item]));
    const found = new Map(images.map((image) => [image.id, image]));
    onChange(ids.map((id) => byId.get(id) ?? { image_id: id, image: found.get(id) ?? null, alt_en: '', alt_ar: '' }));
  };

  return (
    <fieldset className="field-wide package-editor">
      <legend>{label}</legend>
      <p className="package-editor__hint">{t('hints.gallery')}</p>
      <ImageUploadField
        multiple
        name="gallery"
        label={t('images:upload.label')}
        value={items.map((item) => item.image_id)}
        known={known}
        error={errors.gallery}
        onChange={handleImages}
      />
      {items.map((item, i) => (
        <div key={item.image_id} className="package-editor__row package-editor__row--pair package-editor__row--alt">
          <TextField {...inputs(i).text('alt_en')} label={t('fields.gallery_alt_en', { n: i + 1 })} dir="ltr" maxLength={200} />
          <TextField {...inputs(i).text('alt_ar')} label={t('fields.gallery_alt_ar', { n: i + 1 })} dir="rtl" lang="ar" maxLength={200} />
          <EditorMessage text={errors[`gallery.${i}.image_id`]} />
        </div>
      ))}
    </fieldset>
  );
}
