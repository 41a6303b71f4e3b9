import type { TRichTextPreset } from '@safar/contracts';
import { FieldShell } from '@/components/field-shell';
import { RichTextEditor } from './rich-text-editor';

export interface RichTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  preset?: TRichTextPreset;
  error?: string | null | undefined;
  hint?: string;
  required?: boolean | undefined;
}

/** A labelled rich-text editor with its hint and error, like the other form fields. */
export function RichTextField({ name, label, value, onChange, preset, error, hint, required }: RichTextFieldProps) {
  return (
    <FieldShell name={name} label={label} hint={hint} error={error} required={required} className="field-wide">
      {({ inputId, describedBy, invalid }) => (
        <RichTextEditor id={inputId} value={value} onChange={onChange} preset={preset} invalid={invalid} describedBy={describedBy} />
      )}
    </FieldShell>
  );
}
