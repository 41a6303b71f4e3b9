import { UMRAH_CITIES, type TPackageKind } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { emptyHotel, type THotelValues } from '../package-form-values';
import { EditorMessage } from './editor-message';
import { listRows, rowInputs } from './list-rows';

export interface HotelsEditorProps {
  kind: TPackageKind;
  hotels: THotelValues[];
  errors: Record<string, string>;
  onChange: (hotels: THotelValues[]) => void;
}

/** The package's hotels: name, city, stars and nights; an Umrah hotel is in Makkah or Madinah, with its walk to the Haram. */
export function HotelsEditor({ kind, hotels, errors, onChange }: HotelsEditorProps) {
  const { t } = useTranslation('packages');
  const rows = listRows(hotels, onChange);
  const inputs = rowInputs('hotels', hotels, errors, onChange);
  const stars = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t('stars', { count: n }) }));
  return (
    <fieldset className="field-wide package-editor">
      <legend>{t('fields.hotels')}</legend>
      <EditorMessage text={errors.hotels} />
      {hotels.length === 0 && <p className="package-editor__empty">{t('editor.none_yet')}</p>}
      {hotels.map((_, i) => {
        const { text } = inputs(i);
        return (
          <section key={i} className="package-editor__card" aria-label={t('editor.hotel', { n: i + 1 })}>
            <div className="package-editor__card-head">
              <h3>{t('editor.hotel', { n: i + 1 })}</h3>
              <Button variant="ghost" onClick={() => rows.remove(i)} aria-label={t('editor.remove_hotel', { n: i + 1 })}>
                {t('editor.remove')}
              </Button>
            </div>
            <div className="people-form__grid">
              <TextField {...text('name')} label={t('fields.hotel_name')} required />
              {kind === 'umrah' ? (
                <SelectField
                  {...text('city')}
                  label={t('fields.hotel_city')}
                  options={UMRAH_CITIES.map((c) => ({ value: c, label: t(`cities.${c}`) }))}
                  required
                />
              ) : (
                <TextField {...text('city')} label={t('fields.hotel_city')} required />
              )}
              <SelectField {...text('stars')} label={t('fields.stars')} options={stars} placeholder={t('editor.choose')} required />
              <TextField {...text('nights')} label={t('fields.hotel_nights')} inputMode="numeric" dir="ltr" required />
              {kind === 'umrah' && (
                <TextField
                  {...text('distance_to_haram_m')}
                  label={t('fields.distance_to_haram_m')}
                  hint={t('hints.distance_to_haram_m')}
                  inputMode="numeric"
                  dir="ltr"
                  required
                />
              )}
            </div>
          </section>
        );
      })}
      <Button variant="secondary" onClick={() => rows.add(emptyHotel(kind))}>
        {t('editor.add_hotel')}
      </Button>
    </fieldset>
  );
}
