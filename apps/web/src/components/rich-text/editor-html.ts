/**
 * What the form keeps of the editor's HTML. Quill 2.0's semantic HTML writes every space as
 * `&nbsp;`, which would stop the text from wrapping wherever it is shown: they are spaces again
 * here. Its empty document (`<p><br></p>`) is '', as the server stores it.
 */
export function editorHtml(html: string): string {
  return html === '<p><br></p>' ? '' : html.replaceAll('&nbsp;', ' ');
}
