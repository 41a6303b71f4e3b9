import type { TRichTextPreset } from '@safar/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import './rich-text-editor.css';
import { editorHtml } from './editor-html';
import type { RichTextEditorProps } from './rich-text-editor';

type TToolbar = unknown[][];

/** The buttons of each preset; the formats list keeps pasted text to what the buttons can make. */
const PRESETS: Record<TRichTextPreset, { toolbar: TToolbar; formats: string[] }> = {
  minimal: {
    toolbar: [['bold', 'italic'], [{ list: 'ordered' }, { list: 'bullet' }], ['link'], ['clean']],
    formats: ['bold', 'italic', 'list', 'link'],
  },
  essential: {
    toolbar: [
      [{ header: [2, 3, false] }],
      ['bold', 'italic', 'underline'],
      [{ list: 'ordered' }, { list: 'bullet' }],
      ['link', 'blockquote'],
      ['clean'],
    ],
    formats: ['header', 'bold', 'italic', 'underline', 'list', 'link', 'blockquote'],
  },
  full: {
    toolbar: [
      [{ header: [2, 3, 4, false] }],
      ['bold', 'italic', 'underline', 'strike'],
      [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
      [{ align: [] }, { direction: 'rtl' }],
      ['link', 'blockquote', 'code-block'],
      [{ script: 'sub' }, { script: 'super' }],
      ['clean'],
    ],
    formats: [
      'header',
      'bold',
      'italic',
      'underline',
      'strike',
      'list',
      'indent',
      'align',
      'direction',
      'link',
      'blockquote',
      'code-block',
      'script',
    ],
  },
};

/** The translation key naming a toolbar control, from its class and value (ql-list + bullet). */
function controlKey(control: Element): string | null {
  const format = [...control.classList].find((c) => c.startsWith('ql-') && c !== 'ql-picker' && c !== 'ql-active')?.slice(3);
  if (!format) return null;
  const value = control.getAttribute('value');
  return value ? `${format}_${value.replace('+1', 'more').replace('-1', 'less')}` : format;
}

/**
 * Quill's toolbar draws its buttons as icons without names, and its editing area is a bare
 * contenteditable: both are named here, once the editor is in the page, for screen readers.
 */
function nameControls(container: HTMLElement, t: (key: string) => string, props: RichTextEditorProps) {
  for (const button of container.querySelectorAll('.ql-toolbar button, .ql-toolbar .ql-picker')) {
    const key = controlKey(button);
    if (!key) continue;
    const label = t(`rich_text:controls.${key}`);
    if (button.tagName === 'BUTTON') button.setAttribute('aria-label', label);
    else button.querySelector('.ql-picker-label')?.setAttribute('aria-label', label);
  }
  const area = container.querySelector('.ql-editor');
  if (!area) return;
  area.setAttribute('id', props.id);
  area.setAttribute('role', 'textbox');
  area.setAttribute('aria-multiline', 'true');
  area.setAttribute('aria-labelledby', `${props.id}-label`);
  if (props.describedBy) area.setAttribute('aria-describedby', props.describedBy);
  else area.removeAttribute('aria-describedby');
  if (props.invalid) area.setAttribute('aria-invalid', 'true');
  else area.removeAttribute('aria-invalid');
}

export default function QuillEditor(props: RichTextEditorProps) {
  const { value, onChange, preset = 'essential' } = props;
  const { t } = useTranslation('rich_text');
  const container = useRef<HTMLDivElement>(null);
  const { toolbar, formats } = PRESETS[preset];
  // Quill reads its modules once: a new object on every render would rebuild the toolbar.
  const modules = useMemo(() => ({ toolbar }), [toolbar]);
  // The editor's own HTML, last reported. The form keeps a cleaned copy (editorHtml); handing that
  // copy back would differ from what the editor holds, and ReactQuill would reload it on every
  // key (losing the caret and what is typed meanwhile). So while the form's value is the cleaned
  // copy of the editor's HTML, the editor is given its own HTML back.
  const [raw, setRaw] = useState<string | null>(null);
  const shown = raw !== null && editorHtml(raw) === value ? raw : value;

  useEffect(() => {
    if (container.current) nameControls(container.current, t, props);
  });

  return (
    <div ref={container} className={['rich-text-editor', props.invalid ? 'rich-text-invalid' : ''].filter(Boolean).join(' ')}>
      <ReactQuill
        theme="snow"
        value={shown}
        // Only what the person typed reaches the form: Quill also reports its own rewrite of the
        // loaded text, which would change a description nobody touched.
        onChange={(html, _delta, source) => {
          setRaw(html);
          if (source === 'user') onChange(editorHtml(html));
        }}
        modules={modules}
        formats={formats}
      />
    </div>
  );
}
