import type { TLocale } from '@safar/contracts';

/*
 * The head of a public page as the server sends it: the title, the description, the canonical
 * address and its language versions, and the Open Graph and Twitter card tags that link previews
 * (WhatsApp, Facebook, X) and search engines read. Their crawlers run no script, so what the web
 * app would set later is never seen: it has to be in the HTML. What a page shows is decided
 * elsewhere (modules/public-site); this file only writes it, escaped, into the built index.html.
 */

/** A picture of the page, at an absolute address, with its type and size in pixels. */
export interface TPageImage {
  url: string;
  type: string;
  width: number;
  height: number;
  alt: string;
}

export interface TPageHead {
  locale: TLocale;
  /** The document's title (`Visas | Safar`). */
  title: string;
  /** The page's own title, for previews that show the site's name beside it (`Visas`). */
  previewTitle: string;
  description: string;
  siteName: string;
  /** The canonical address of this language version, also the preview's og:url. */
  url: string;
  /** Every language version of the page, and the address without a language as `x-default`. */
  alternates: { hreflang: string; href: string }[];
  image: TPageImage | null;
  /** Asks search engines not to index the page (an address that shows no product). */
  noindex: boolean;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a quoted attribute: what admins type is never markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Open Graph's names of the languages (`og:locale`), as Facebook knows them. */
const OG_LOCALES: Record<TLocale, string> = { en: 'en_US', ar: 'ar_AR' };

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/** The tags of `head`, one per line, every value escaped. */
export function headTags(head: TPageHead): string {
  const { image } = head;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    ...head.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    ),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.previewTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    ...Object.entries(OG_LOCALES)
      .filter(([locale]) => locale !== head.locale)
      .map(([, ogLocale]) => meta('property', 'og:locale:alternate', ogLocale)),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:type', image.type),
          meta('property', 'og:image:width', image.width),
          meta('property', 'og:image:height', image.height),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.previewTitle),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt)] : []),
  ];
  return tags.join('\n    ');
}

/**
 * The built index.html as a function of a page's head: its `<title>` and description give way to
 * the page's tags, and `<html>` takes the page's language and direction. Everything else (the
 * scripts, styles and preloads of the build) stays as built. Null when the file has no `</head>`
 * to write into; the file is then served as it is.
 */
export function indexWithHead(indexHtml: string): ((head: TPageHead) => string) | null {
  const withoutDescription = indexHtml.replace(/[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(withoutDescription);
  const at = title ? title.index : withoutDescription.search(/<\/head>/i);
  if (at < 0) return null;
  const before = withoutDescription.slice(0, at);
  const after = withoutDescription.slice(title ? at + title[0].length : at);
  const htmlTag = /<html\b[^>]*>/i.exec(before);
  return (head) => {
    const tags = headTags(head) + (title ? '' : '\n  ');
    const opening = `<html lang="${head.locale}" dir="${head.locale === 'ar' ? 'rtl' : 'ltr'}">`;
    const start = htmlTag ? before.slice(0, htmlTag.index) + opening + before.slice(htmlTag.index + htmlTag[0].length) : before;
    return start + tags + after;
  };
}
