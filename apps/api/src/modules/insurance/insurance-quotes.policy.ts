import type { TInsurancePriceView } from '@safar/contracts';
import type { AuthUser } from '@/core/types';
import { mayReadOffer, readerOf, type TOfferReader } from '@/modules/flights/flights.viewer';
import type { TOfferViewer } from '@/modules/flights/offers/offer-store';

/*
 * Who sees which insurance price, and whose a stored quote is. The rules are the flight offers':
 * an approved agent gets its agency's price, staff get every price, everyone else (visitors,
 * customers, agents not yet approved) the storefront's; a quote belongs to the agency, customer
 * or visitor's browser it was priced for, and staff may read any.
 */

/** Whom a caller's quotes are priced for and kept under. */
export const insuranceReaderOf = (user: AuthUser | null, visitorId: string | null): TOfferReader => readerOf(user, visitorId);

/** Which prices a caller sees (of plans, and of the quotes it asks for). */
export const insurancePriceViewOf = (user: AuthUser | null): TInsurancePriceView => insuranceReaderOf(user, null).viewer.kind;

/** A stored quote's owner as the offers' rule knows it; anyone else reads a 404. */
export const mayReadInsuranceQuote = (reader: TOfferReader, stored: TOfferViewer): boolean => mayReadOffer(reader, stored);
