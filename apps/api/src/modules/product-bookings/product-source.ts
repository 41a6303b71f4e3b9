import type { TBookableProduct, TBookingPassenger, TCreateProductBooking, TCurrency, TPassengerType, TRoomSharing } from '@safar/contracts';
import type { Tx } from '@safar/db';

/** Who is buying: an agency (its agent, or staff for it) pays the agent price; the storefront the public price. */
export type TProductBuyer = { kind: 'agency'; agencyId: string } | { kind: 'storefront' };

/** One kind of traveller on a sale: how many, and the price of one for the public and for agents. */
export interface TProductLine {
  type: TPassengerType;
  /** A package's adults pay by how they share a room. */
  sharing: TRoomSharing | null;
  count: number;
  publicMinor: number;
  agentMinor: number;
}

/** An item as it is sold now: what the booking copies in, priced for the travellers. */
export interface TProductSale {
  title: { en: string; ar: string };
  slug: string | null;
  currency: TCurrency;
  lines: TProductLine[];
  /** The trip's first and last days (a visa: the day of travel and the end of the stay allowed). */
  startsOn: string;
  endsOn: string;
  /** Seats this sale takes on a departure (a package), taken in the booking's transaction. */
  seats: { departureId: string; count: number } | null;
  /** The catalogue's facts as sold (nights, hotels, documents required…): kept on the booking. */
  soldAs: Record<string, unknown>;
  /** A visa application starts at its first step once paid. */
  visa: boolean;
}

/**
 * A catalogue that sells through bookings. Each product's module implements it; the booking
 * service never reads a catalogue's tables itself. `sell` runs inside the booking's
 * transaction, reads the item as it may be sold now (published, the departure open and ahead…)
 * and refuses with an AppError (422 on the field, 409 when it cannot be sold); the seats are
 * taken and given back with atomic conditional updates, never read-then-write.
 */
export interface TProductSource {
  product: TBookableProduct;
  sell(tx: Tx, request: TCreateProductBooking, buyer: TProductBuyer, travellers: TBookingPassenger[]): Promise<TProductSale>;
  takeSeats?(tx: Tx, departureId: string, count: number): Promise<boolean>;
  releaseSeats?(tx: Tx, departureId: string, count: number): Promise<boolean>;
}

export type TProductSources = ReadonlyMap<TBookableProduct, TProductSource>;
