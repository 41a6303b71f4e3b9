import './rich-text-view.css';

export interface RichTextViewProps {
  /** HTML as the server stored it: sanitised with an allow-list before it was saved. */
  html: string;
  className?: string;
}

/**
 * Shows a rich-text field. Only HTML that came from the API is given here: the server keeps
 * nothing but allow-listed markup (no scripts, handlers, styles or foreign links), so inserting
 * it is safe; never pass text typed in the browser.
 */
export function RichTextView({ html, className }: RichTextViewProps) {
  if (!html) return null;
  return <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
