import { insuranceProductSource } from '@/modules/insurance/insurance-product-source';
import { packageProductSource } from '@/modules/travel-packages/package-product-source';
import { visaProductSource } from '@/modules/visas/visa-product-source';
import type { TProductSources } from './product-source';

/**
 * The catalogues that sell through bookings, in the agency's time zone (which day is today, for
 * departures on sale and visa travel dates). A product missing here answers "cannot be booked
 * online yet" (409) rather than being sold without its catalogue's rules.
 */
export const productSources = (timeZone: string): TProductSources =>
  new Map(
    [
      insuranceProductSource,
      visaProductSource(timeZone),
      packageProductSource('holiday', timeZone),
      packageProductSource('umrah', timeZone),
    ].map((s) => [s.product, s]),
  );
