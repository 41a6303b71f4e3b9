import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { emptyListItem, type TListItemValues } from '../package-form-values';
import { EditorMessage } from './editor-message';
import { listRows, rowInputs } from './list-rows';

export interface BilingualListEditorProps {
  /** The form's field (`inclusions`, `exclusions`, `ziyarat`): its items' messages are `${name}.0.en`… */
  name: string;
  label: string;
  items: TListItemValues[];
  errors: Record<string, string>;
  onChange: (items: TListItemValues[]) => void;
}

/** A list of lines in English and Arabic (what is included, what is not, the places of Ziyarat). */
export function BilingualListEditor({ name, label, items, errors, onChange }: BilingualListEditorProps) {
  const { t } = useTranslation('packages');
  const rows = listRows(items, onChange);
  const inputs = rowInputs(name, items, errors, onChange);
  return (
    <fieldset className="field-wide package-editor">
      <legend>{label}</legend>
      <EditorMessage text={errors[name]} />
      {items.length === 0 && <p className="package-editor__empty">{t('editor.none_yet')}</p>}
      {items.map((_, i) => (
        <div key={i} className="package-editor__row package-editor__row--pair">
          <TextField {...inputs(i).text('en')} label={t('editor.item_en', { n: i + 1 })} dir="ltr" required />
          <TextField {...inputs(i).text('ar')} label={t('editor.item_ar', { n: i + 1 })} dir="rtl" lang="ar" required />
          <Button variant="ghost" onClick={() => rows.remove(i)} aria-label={t('editor.remove_item', { list: label, n: i + 1 })}>
            {t('editor.remove')}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => rows.add(emptyListItem())}>
        {t('editor.add_item', { list: label })}
      </Button>
    </fieldset>
  );
}
