import sanitizeHtml from 'sanitize-html';

/*
 * Rich text (catalogue descriptions, itinerary days) arrives as HTML from the editor, but any
 * caller can send anything: it is cut down to an allow-list here, before it is stored, and pages
 * render only the stored result. Whatever is not on the list goes — scripts and their contents,
 * event handlers, inline styles (no positioning tricks or hidden text), classes other than the
 * editor's alignment and indent, and links other than http(s), mail and phone.
 */

const TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
];

/** The editor's own layout classes: alignment, writing direction and list indent. */
const CLASSES = [
  'ql-align-center',
  'ql-align-right',
  'ql-align-justify',
  'ql-direction-rtl',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `ql-indent-${n}`),
];
const LAYOUT_TAGS = ['p', 'h2', 'h3', 'h4', 'li', 'blockquote', 'pre'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedClasses: Object.fromEntries(LAYOUT_TAGS.map((tag) => [tag, CLASSES])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Scripts, styles and the like go with what they contain; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // The editor's top heading is the page's: a description starts at the second level.
    h1: 'h2',
    // A link leaves the site in a new tab, never with the opener or the referrer.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

/** What is left once nothing but markup is taken away: empty paragraphs and line breaks. */
const EMPTY = /^(?:\s|&nbsp;|<br\s*\/?>|<p>|<\/p>)*$/i;

/**
 * The stored form of a rich-text field: the allow-listed HTML, or '' when nothing readable is
 * left (the editor's empty document is `<p><br></p>`), so a required field can refuse it.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return EMPTY.test(clean) ? '' : clean;
}
