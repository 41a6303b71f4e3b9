import type { TPackageKind } from '@safar/contracts';
import { Outlet, type RouteObject } from 'react-router';
import type { TRouteHandle } from '@/app/element-routes';
import { Guard } from '@/app/guard';
import { readHeaderImagesAhead } from '@/components/images/header-images-reads';
import { RouteError } from '@/components/route-error';
import { HOME_READS } from '@/features/home/first-reads';
import type * as TProductCheckoutScreens from '@/features/product-checkout/area-screens';
import type * as TPackageScreens from '@/features/travel-packages/area-screens';
import { readPackageAhead } from '@/features/travel-packages/first-reads';
import { startGet } from '@/lib/api';
import { tookFirstPaintData } from '@/lib/first-paint-data';
import { withTranslations } from './with-translations';

/**
 * Reads started ahead of a page's code are the browser's: on the server, which paints the page,
 * the handles' awaited prefetches read what the paint needs.
 */
const inBrowser = () => typeof document !== 'undefined';

/**
 * Starts a read ahead of a page's code (its first picture's address, the hero's images), in the
 * browser, unless the server painted the page and handed its reads on: they are in the query
 * cache, and the picture in the page's HTML.
 */
const readAhead = (read: () => Promise<unknown>) => {
  if (inBrowser() && !tookFirstPaintData()) void read();
};

/** The home page's namespaces: its own, the header and footer's, the flight search box's (form checks, airport picker) and the offers'. */
const HOME_NAMESPACES = ['home', 'layout', 'flights', 'validation', 'air', 'users', 'images'];
/**
 * The home page's offers and catalogues are read beside its code when it is the first page
 * opened, and not waited for: they are below the first screen, and fill in when they arrive.
 */
const homeHandle: TRouteHandle = {
  prefetch: async () => {
    // Not on the server: its first paint, like the browser's, shows these sections loading.
    if (!inBrowser()) return;
    for (const [path, query] of HOME_READS) void startGet(path, query);
  },
};
const legalPage = (name: 'PrivacyPolicy' | 'TermsCondition' | 'CookiePolicy') =>
  withTranslations(['legal'], async () => ({ Component: (await import('@/features/legal/legal-pages'))[name] }));

/** The storefront's checkout and a traveller's booking: the checkout's words, the flights' and the booking's. */
const STOREFRONT_NAMESPACES = ['checkout', 'flights', 'validation', 'storefront', 'bookings', 'agent_bookings'];
const storefrontCheckout = withTranslations(STOREFRONT_NAMESPACES, async () => ({
  Component: (await import('@/features/storefront-bookings/storefront-checkout-screen')).StorefrontCheckoutScreen,
}));
// A travel product's booking (a visa, a package, a policy) shows its own words beside the flights'.
const customerBooking = withTranslations([...STOREFRONT_NAMESPACES, 'product_bookings'], async () => ({
  Component: (await import('@/features/storefront-bookings/customer-booking-screen')).CustomerBookingScreen,
}));

/** Booking a visa, a package departure or an insurance plan: the checkout's forms and words, and the product's own. */
const PRODUCT_CHECKOUT_NAMESPACES = ['product_bookings', 'checkout', 'flights', 'travellers', 'validation', 'users'];
const productCheckout = (name: keyof typeof TProductCheckoutScreens, own: string) =>
  withTranslations([...PRODUCT_CHECKOUT_NAMESPACES, own], async () => ({
    Component: (await import('@/features/product-checkout/area-screens'))[name],
  }));

/** Holidays and Umrah packages: the lists (under their header images) and one package's page, with their words. */
const packageScreens = () => import('@/features/travel-packages/area-screens');
const packages = (name: Exclude<keyof typeof TPackageScreens, `prefetch${string}`>, namespaces = ['packages']) =>
  withTranslations(namespaces, async () => ({ Component: (await packageScreens())[name] }));
/**
 * What a package page shows first, read beside its code when it is the first page opened (its
 * hero's images, the first one downloading as soon as it is known; the package), and put where the
 * page's queries find it, so that the first paint shows it.
 */
const packageList = (kind: TPackageKind): TRouteHandle => ({
  prefetch: async () => {
    readAhead(() => readHeaderImagesAhead(kind));
    await (await packageScreens()).prefetchPackageList(kind);
  },
});
const packageDetails = (kind: TPackageKind): TRouteHandle => ({
  prefetch: async ({ slug = '' }) => {
    readAhead(() => readPackageAhead(kind, slug));
    await (await packageScreens()).prefetchPackageDetails(kind, slug);
  },
});
const enquiries = () => import('@/features/enquiries/area-screens');
const listedPage = (name: 'PublicCarsScreen' | 'PublicToursScreen') =>
  withTranslations(['listed_items', 'enquiries', 'validation'], async () => ({
    Component: (await import('@/features/listed-items/area-screens'))[name],
  }));
const newsletterLink = (name: 'NewsletterConfirmScreen' | 'NewsletterUnsubscribeScreen') =>
  withTranslations(['newsletter'], async () => ({ Component: (await import('@/features/newsletter/newsletter-link-screen'))[name] }));
/** The visas catalogue's pages (list, under its header images, and details), in one file for both. */
const visaScreens = () => import('@/features/visa-catalogue/visa-screens');
const VISA_NAMESPACES = ['visas'];

const verifyMessage = async () => ({ Component: (await import('@/features/auth/verify-message')).VerifyMessage });

/** The storefront (with flight search and an offer's details), the footer pages, the awaiting-approval page and the development mailbox. */
export const publicRoutes: RouteObject[] = [
  {
    lazy: withTranslations(['layout'], async () => ({ Component: (await import('@/layouts/public-layout')).PublicLayout })),
    errorElement: <RouteError />,
    children: [
      {
        path: '/home',
        handle: homeHandle,
        lazy: withTranslations(HOME_NAMESPACES, async () => ({ Component: (await import('@/features/home/home')).Home })),
      },
      {
        path: '/about/us',
        lazy: withTranslations(['about'], async () => ({ Component: (await import('@/features/about/about-screen')).AboutScreen })),
      },
      {
        path: '/flight/search',
        lazy: async () => ({ Component: (await import('@/features/flights/flight-search-screen')).FlightSearchScreen }),
      },
      { path: '/flight/checkout', lazy: storefrontCheckout },
      { path: '/flights-checkout', lazy: storefrontCheckout },
      { path: '/bookings-details', lazy: customerBooking },
      {
        path: '/travel-insurance',
        lazy: withTranslations(['travel_insurance', 'validation'], async () => ({
          Component: (await import('@/features/travel-insurance/travel-insurance-screen')).TravelInsuranceScreen,
        })),
      },
      { path: '/travel-insurance/buy', lazy: productCheckout('PublicInsuranceBuyScreen', 'travel_insurance') },
      { path: '/holidays', handle: packageList('holiday'), lazy: packages('HolidaysPage', ['packages', 'images']) },
      { path: '/umra-packages', handle: packageList('umrah'), lazy: packages('UmrahPackagesPage', ['packages', 'images']) },
      { path: '/holiday-details/:slug', handle: packageDetails('holiday'), lazy: packages('HolidayDetailsPage') },
      { path: '/umrah-package-details/:slug', handle: packageDetails('umrah'), lazy: packages('UmrahPackageDetailsPage') },
      { path: '/holiday-details/:slug/book', lazy: productCheckout('PublicHolidayBookScreen', 'packages') },
      { path: '/umrah-package-details/:slug/book', lazy: productCheckout('PublicUmrahBookScreen', 'packages') },
      // Contact, the group travel page with its newsletter, cars and tours to enquire about.
      {
        path: '/contact-us',
        lazy: withTranslations(['enquiries', 'validation'], async () => ({ Component: (await enquiries()).ContactScreen })),
      },
      {
        path: '/group-tickets-main',
        lazy: withTranslations(['group_travel', 'newsletter', 'enquiries', 'validation'], async () => ({
          Component: (await import('@/features/group-travel/group-travel-screen')).GroupTravelScreen,
        })),
      },
      { path: '/cars', lazy: listedPage('PublicCarsScreen') },
      { path: '/tours', lazy: listedPage('PublicToursScreen') },
      { path: '/newsletter/confirm', lazy: newsletterLink('NewsletterConfirmScreen') },
      { path: '/newsletter/unsubscribe', lazy: newsletterLink('NewsletterUnsubscribeScreen') },
      {
        path: '/visa',
        handle: {
          prefetch: async () => {
            readAhead(() => readHeaderImagesAhead('visa'));
            await (await visaScreens()).prefetchVisaList();
          },
        } satisfies TRouteHandle,
        lazy: withTranslations([...VISA_NAMESPACES, 'images'], async () => ({ Component: (await visaScreens()).PublicVisasScreen })),
      },
      {
        path: '/visa-details/:slug',
        lazy: withTranslations(VISA_NAMESPACES, async () => ({ Component: (await visaScreens()).PublicVisaDetailsScreen })),
      },
      { path: '/visa-details/:slug/apply', lazy: productCheckout('PublicVisaApplyScreen', 'visas') },
      { path: '/privacy-policy', lazy: legalPage('PrivacyPolicy') },
      { path: '/terms-condition', lazy: legalPage('TermsCondition') },
      { path: '/cookie-policy', lazy: legalPage('CookiePolicy') },
      // Development only: the API answers 404 in production and the page says so.
      { path: '/dev/mail', lazy: async () => ({ Component: (await import('@/features/dev/dev-mail')).DevMail }) },
      { path: '*', lazy: async () => ({ Component: (await import('@/features/home/not-found')).NotFound }) },
    ],
  },
  {
    // One address for every reader of an offer: an approved agent sees it in the agent portal,
    // anyone else in the storefront (the shell picks the layout).
    path: '/flight/details',
    lazy: async () => ({ Component: (await import('@/features/flights/details/flight-details-shell')).FlightDetailsShell }),
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/features/flights/details/flight-details-screen')).FlightDetailsScreen }),
      },
    ],
  },
  {
    lazy: async () => ({ Component: (await import('@/layouts/auth-layout')).AuthLayout }),
    errorElement: <RouteError />,
    children: [
      {
        // An agent with a filled form waits for approval here.
        element: (
          <Guard access="agentSelf">
            <Outlet />
          </Guard>
        ),
        children: [
          { path: '/verify-message', lazy: verifyMessage },
          { path: '/agent/verify-message', lazy: verifyMessage },
        ],
      },
    ],
  },
];
