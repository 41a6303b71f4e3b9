import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { TextField } from '@/components/text-field';
import { emptyDay, type TDayValues } from '../package-form-values';
import { EditorMessage } from './editor-message';
import { listRows, rowInputs } from './list-rows';

export interface ItineraryEditorProps {
  days: TDayValues[];
  errors: Record<string, string>;
  onChange: (days: TDayValues[]) => void;
}

/** The itinerary day by day: a day's number is its place in the list, so moving a day renumbers them. */
export function ItineraryEditor({ days, errors, onChange }: ItineraryEditorProps) {
  const { t } = useTranslation('packages');
  const rows = listRows(days, onChange);
  const inputs = rowInputs('itinerary', days, errors, onChange);
  return (
    <fieldset className="field-wide package-editor">
      <legend>{t('fields.itinerary')}</legend>
      <EditorMessage text={errors.itinerary} />
      {days.length === 0 && <p className="package-editor__empty">{t('editor.none_yet')}</p>}
      {days.map((day, i) => {
        const { field, text } = inputs(i);
        return (
          <section key={i} className="package-editor__card" aria-label={t('editor.day', { n: i + 1 })}>
            <div className="package-editor__card-head">
              <h3>{t('editor.day', { n: i + 1 })}</h3>
              <div className="package-editor__tools">
                <Button
                  variant="ghost"
                  onClick={() => rows.move(i, -1)}
                  disabled={i === 0}
                  aria-label={t('editor.move_day_up', { n: i + 1 })}
                >
                  {t('editor.up')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => rows.move(i, 1)}
                  disabled={i === days.length - 1}
                  aria-label={t('editor.move_day_down', { n: i + 1 })}
                >
                  {t('editor.down')}
                </Button>
                <Button variant="ghost" onClick={() => rows.remove(i)} aria-label={t('editor.remove_day', { n: i + 1 })}>
                  {t('editor.remove')}
                </Button>
              </div>
            </div>
            <EditorMessage text={errors[field('day')]} />
            <div className="people-form__grid">
              <TextField {...text('title_en')} label={t('fields.title_en')} dir="ltr" required />
              <TextField {...text('title_ar')} label={t('fields.title_ar')} dir="rtl" lang="ar" required />
              <RichTextField
                name={field('body_en')}
                label={t('fields.day_body_en')}
                value={day.body_en}
                error={errors[field('body_en')]}
                onChange={(html) => rows.update(i, { body_en: html })}
                preset="minimal"
              />
              <RichTextField
                name={field('body_ar')}
                label={t('fields.day_body_ar')}
                value={day.body_ar}
                error={errors[field('body_ar')]}
                onChange={(html) => rows.update(i, { body_ar: html })}
                preset="minimal"
              />
            </div>
          </section>
        );
      })}
      <Button variant="secondary" onClick={() => rows.add(emptyDay())}>
        {t('editor.add_day')}
      </Button>
    </fieldset>
  );
}
