/*
 * What the site tells crawlers: the server answers /robots.txt and /sitemap.xml from these lists,
 * and the web app's tests check them against its router (a public page that stops being one, or
 * a new signed-in area, fails there).
 */

/**
 * The pages a visitor opens without signing in and that stand on their own (no token, no offer,
 * no search in the address): what the sitemap lists, in each language.
 */
export const PUBLIC_PAGES = [
  '/',
  '/home',
  '/about/us',
  '/flight/search',
  '/travel-insurance',
  '/holidays',
  '/umra-packages',
  '/visa',
  '/auth/login',
  '/auth/register',
  '/auth/agent/register',
  '/auth/forgot-password',
  '/privacy-policy',
  '/terms-condition',
  '/cookie-policy',
  '/contact-us',
  '/group-tickets-main',
  '/cars',
  '/tours',
] as const;

/**
 * The storefront's page of one catalogue product, at `${path}/${slug}`: the server lists every
 * published product's page in the sitemap and gives it a link preview (title, summary, picture).
 * The agent portal's copies are signed in and have none.
 */
export const PRODUCT_PAGES = {
  visa: '/visa-details',
  holiday: '/holiday-details',
  umrah: '/umrah-package-details',
} as const;
export type TProductPageKind = keyof typeof PRODUCT_PAGES;

/** The signed-in areas of the web app, each under its own path prefix. */
export const SIGNED_IN_AREAS = ['/admin', '/agent', '/salesman', '/reservation'] as const;

/**
 * Path prefixes crawlers are asked to stay out of: the signed-in areas and the waiting page of
 * an agent awaiting approval; pages that only work with a one-time token from a mail; an offer's
 * details (an offer expires within the hour, so an indexed one is a dead page); the development
 * mailbox; and the API.
 */
export const CRAWLERS_KEEP_OUT = [
  ...SIGNED_IN_AREAS,
  '/verify-message',
  '/auth/verify-email',
  '/auth/password-reset/',
  '/email-success-message',
  '/flight/details',
  // A checkout names an offer; a booking's page opens by its link or the traveller's account.
  '/flight/checkout',
  '/flights-checkout',
  '/bookings-details',
  // A newsletter mail's confirm and unsubscribe links carry a one-time token.
  '/newsletter/',
  '/dev/',
  '/api/',
] as const;

/** The query parameter that opens any page in a given language: `/home?lang=ar`. */
export const LANGUAGE_PARAM = 'lang';

/**
 * The cookie that tells the server the language a reader chose with the switch (kept in the
 * browser's storage too), so that the pages it writes, painted before the app runs, are in it.
 */
export const LANGUAGE_COOKIE = 'safar_locale';
