import type { RouteObject } from 'react-router';
import { withTranslations } from './with-translations';

type TInboxArea = 'Admin' | 'Reservation' | 'Salesman';

/** The booking made from an enquiry asks what the product booking pages ask (their forms and words). */
const BOOKING_NAMESPACES = ['enquiries', 'validation', 'product_bookings', 'checkout', 'flights', 'travellers', 'users'];

/**
 * The enquiries inbox of a staff area that works it (admin, reservation, salesman): the list, one
 * enquiry, and the booking made from it, each screen with its own words.
 */
export const enquiryRoutes = (area: TInboxArea): RouteObject[] => [
  {
    path: 'enquiries',
    lazy: withTranslations(['enquiries', 'validation'], async () => ({
      Component: (await import('@/features/enquiries/area-screens'))[`${area}EnquiriesScreen`],
    })),
  },
  {
    path: 'enquiries/:id',
    lazy: withTranslations(['enquiries', 'validation'], async () => ({
      Component: (await import('@/features/enquiries/area-screens'))[`${area}EnquiryScreen`],
    })),
  },
  {
    path: 'enquiries/:id/booking',
    lazy: withTranslations(BOOKING_NAMESPACES, async () => ({
      Component: (await import('@/features/enquiries/enquiry-booking-screen'))[`${area}EnquiryBookingScreen`],
    })),
  },
];
