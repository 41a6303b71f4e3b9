import { insuranceProductSource } from '@/modules/insurance/insurance-product-source';
import type { TProductSource, TProductSources } from './product-source';

/**
 * The catalogues that sell through bookings. A product missing here answers "cannot be booked
 * online yet" (409) rather than being sold without its catalogue's rules.
 */
const CATALOGUE_SOURCES: readonly TProductSource[] = [insuranceProductSource];

export const productSources = (): TProductSources => new Map(CATALOGUE_SOURCES.map((s) => [s.product, s]));
