import type { PUBLIC_PAGES } from '@safar/contracts';
import {
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LOCALES,
  PRODUCT_PAGES,
  translate,
  type TLocale,
  type TProductPageKind,
} from '@safar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '@/core/locale';
import type { TPageHead, TPageImage } from '@/core/page-head';
import { findFirstPicture, findPublishedProduct, previewImage } from './product-pages';

/*
 * What the head of each public page says, in the language its address names: the storefront's
 * pages get their own title and description (and the list pages of the catalogues the picture
 * their hero opens on); a published product's page gets the product's title, summary and
 * picture. Any other address (the signed-in areas, one-time links) gets none: the built
 * index.html goes out as it is. See docs/link-previews.md.
 */

type TPublicPage = (typeof PUBLIC_PAGES)[number];

/**
 * Each public page's texts (`site.<key>_title`, `site.<key>_description`; null: the site's own)
 * and the catalogue whose first header picture its previews show. Typed over the list, so a new
 * public page cannot be left without its texts.
 */
const PUBLIC_PAGE_HEADS: Record<TPublicPage, { key: string | null; picture?: TProductPageKind }> = {
  '/': { key: null },
  '/home': { key: null },
  '/about/us': { key: 'about' },
  '/flight/search': { key: 'flight_search' },
  '/travel-insurance': { key: 'travel_insurance' },
  '/holidays': { key: 'holidays', picture: 'holiday' },
  '/umra-packages': { key: 'umrah', picture: 'umrah' },
  '/visa': { key: 'visas', picture: 'visa' },
  '/auth/login': { key: 'login' },
  '/auth/register': { key: 'register' },
  '/auth/agent/register': { key: 'agent_register' },
  '/auth/forgot-password': { key: 'forgot_password' },
  '/privacy-policy': { key: 'privacy' },
  '/terms-condition': { key: 'terms' },
  '/cookie-policy': { key: 'cookies' },
  '/contact-us': { key: 'contact' },
  '/group-tickets-main': { key: 'group_travel' },
  '/cars': { key: 'cars' },
  '/tours': { key: 'tours' },
};

/** What a product's page says when its summary is empty. */
const PRODUCT_DESCRIPTION_KEYS: Record<TProductPageKind, string> = {
  visa: 'site.visa_description',
  holiday: 'site.holiday_description',
  umrah: 'site.umrah_package_description',
};

/** A slug as the catalogues make them; anything else names no product and is not looked up. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+){0,40}$/;

/** The language a reader chose with the web app's switch, in the cookie it keeps for the server. */
const LANGUAGE_CHOICE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * The language of the page a request asks for, and whether its address names it:
 * `?lang=ar` (the form the sitemap lists, which the web app honours too); else Facebook's
 * crawler's (`fb_locale`, `X-Facebook-Locale`, sent when it fetches a page for a language its
 * og:locale:alternate names); else the one the reader chose with the switch (a cookie); else
 * their Accept-Language, as the web app does on a first visit; else English.
 */
export function pageLocale(req: FastifyRequest, search: URLSearchParams): { locale: TLocale; named: boolean } {
  const named = search.get(LANGUAGE_PARAM);
  if (isLocale(named)) return { locale: named, named: true };
  const facebook = (search.get('fb_locale') ?? String(req.headers['x-facebook-locale'] ?? '')).slice(0, 2).toLowerCase();
  if (isLocale(facebook)) return { locale: facebook, named: false };
  const chosen = LANGUAGE_CHOICE.exec(req.headers.cookie ?? '')?.[1];
  if (isLocale(chosen)) return { locale: chosen, named: false };
  return { locale: requestLocale(req), named: false };
}

/** `/Visa/` → `/visa`: the web app's routes ignore case and a trailing slash. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();

const productPattern = new RegExp(`^(${Object.values(PRODUCT_PAGES).join('|')})/([^/]+)$`);
const productKindOf = (prefix: string) =>
  (Object.entries(PRODUCT_PAGES) as [TProductPageKind, string][]).find(([, path]) => path === prefix)![0];

interface THeadText {
  title: string;
  previewTitle: string;
  description: string;
  image: TPageImage | null;
  noindex: boolean;
}

/** The head of the page at `path` for `req`, or null when the path is no public page (served as built). */
export async function pageHeadFor(
  app: FastifyInstance,
  req: FastifyRequest,
  path: string,
  search: URLSearchParams,
): Promise<TPageHead | null> {
  const { appUrl } = app.config;
  const { locale, named } = pageLocale(req, search);
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  const generic: THeadText = {
    title: t('site.default_title'),
    previewTitle: t('site.default_title'),
    description: t('site.default_description'),
    image: null,
    noindex: false,
  };

  let canonicalPath = normalise(path);
  let text: THeadText;
  const product = productPattern.exec(canonicalPath);
  if (product) {
    const kind = productKindOf(product[1]!);
    const slug = product[2]!;
    const found = SLUG.test(slug) ? await findPublishedProduct(app.db, kind, slug) : null;
    if (found) {
      canonicalPath = `${PRODUCT_PAGES[kind]}/${found.slug}`;
      const title = (locale === 'ar' ? found.titleAr : found.titleEn).trim() || found.titleEn;
      text = {
        title: t('site.page_title', { title }),
        previewTitle: title,
        description: (locale === 'ar' ? found.summaryAr : found.summaryEn).trim() || t(PRODUCT_DESCRIPTION_KEYS[kind]),
        image: previewImage(appUrl, found.picture, locale, title),
        noindex: false,
      };
    } else {
      // A draft, an archived or an unknown product: the site's head, nothing of the row; the
      // web app shows its not-found page (or, to staff, the draft), which search engines skip.
      text = { ...generic, noindex: true };
    }
  } else if (Object.hasOwn(PUBLIC_PAGE_HEADS, canonicalPath)) {
    const { key, picture } = PUBLIC_PAGE_HEADS[canonicalPath as TPublicPage];
    const title = key ? t(`site.${key}_title`) : null;
    text = title
      ? {
          title: t('site.page_title', { title }),
          previewTitle: title,
          description: t(`site.${key}_description`),
          image: picture ? previewImage(appUrl, await findFirstPicture(app.db, picture), locale, title) : null,
          noindex: false,
        }
      : generic;
  } else {
    return null;
  }

  const address = (language?: TLocale) => `${appUrl}${canonicalPath}${language ? `?${LANGUAGE_PARAM}=${language}` : ''}`;
  return {
    locale,
    ...text,
    siteName: t('site.site_name'),
    url: address(named ? locale : undefined),
    alternates: [
      ...LOCALES.map((language) => ({ hreflang: language, href: address(language) })),
      { hreflang: 'x-default', href: address() },
    ],
  };
}
