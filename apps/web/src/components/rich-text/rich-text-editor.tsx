import type { TRichTextPreset } from '@safar/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  preset?: TRichTextPreset;
  /** The editing area's id; its label is the element `${id}-label` (FieldShell gives it). */
  id: string;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
}

// The editor and its styles are a large download: only the back office's forms load them.
const QuillEditor = lazy(() => import('./quill-editor'));

/** A rich-text editor (Quill, snow theme) whose toolbar is one of the presets. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="rich-text-loading" aria-busy="true">
          {t('common:loading')}
        </div>
      }
    >
      <QuillEditor {...props} />
    </Suspense>
  );
}
