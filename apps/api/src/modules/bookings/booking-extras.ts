import type { TBookingExtra, TPassengerType } from '@safar/contracts';
import { AppError } from '@/core/app-error';
import { passengerTypes, type TChosenExtra, type TChosenExtraKind } from '@/modules/flights/services/ancillaries';
import type { TSupplierBookRequest } from '@/modules/flights/suppliers/supplier';

/**
 * The bags and seats a booking carries (its `extras` column): taken from the offer's kept choice
 * when the booking is made, each for one of the booking's passengers, with its price in the
 * supplier's currency (what the supplier is paid) and in the agency's (what the wallet pays).
 */
export type TBookedExtra = TChosenExtraKind & {
  /** The supplier's key for it. */
  key: string;
  /** The booking passenger's ref (p1, p2…), as sent to the supplier. */
  passenger_ref: string;
  quantity: number;
  supplier_unit_minor: number;
  unit_minor: number;
};

/** 409: the offer's kept choice cannot be booked as it is (kept before its supplier prices were). */
const extrasStale = () => new AppError('conflict', { key: 'messages.booking_extras_stale' });

/**
 * The offer's chosen extras for the booking's passengers. A choice names its passenger by place
 * in the search's party (adults, then children, then infants); the booking's passengers come in
 * the order typed, each of the type its age makes it (`passengers`, with the refs the booking
 * gives them): the n-th adult of the search is the booking's n-th adult, and so on per type.
 */
export function bookExtras(
  chosen: TChosenExtra[],
  party: { adults: number; children: number; infants: number },
  passengers: readonly { ref: string; type: TPassengerType }[],
): TBookedExtra[] {
  if (chosen.length === 0) return [];
  const searched = passengerTypes(party);
  const refOf = (index: number): string | null => {
    const type = searched[index];
    if (!type) return null;
    const nth = searched.slice(0, index).filter((t) => t === type).length;
    return passengers.filter((p) => p.type === type)[nth]?.ref ?? null;
  };
  return chosen.map((c) => {
    const ref = refOf(c.passengerIndex);
    if (ref === null || c.supplierUnitMinor === null) throw extrasStale();
    const kind: TChosenExtraKind =
      c.kind === 'bag'
        ? { kind: 'bag', bag_kind: c.bag_kind, kg: c.kg }
        : { kind: 'seat', segment_index: c.segment_index, designator: c.designator };
    return {
      ...kind,
      key: c.key,
      passenger_ref: ref,
      quantity: c.quantity,
      supplier_unit_minor: c.supplierUnitMinor,
      unit_minor: c.unitMinor,
    };
  });
}

/** The extras can only be paid in the currency they were priced in: an offer re-checked in another one cannot carry them. */
export function assertExtrasCurrency(extras: readonly TBookedExtra[], offerCurrency: string, pricedIn: string): void {
  if (extras.length > 0 && offerCurrency !== pricedIn) throw extrasStale();
}

/** What the extras cost the agency (its currency). */
export const extrasMinor = (extras: readonly TBookedExtra[]) => extras.reduce((sum, e) => sum + e.unit_minor * e.quantity, 0);

/** What the extras cost at the supplier (its currency), part of the total it is told to expect. */
export const extrasSupplierMinor = (extras: readonly TBookedExtra[]) =>
  extras.reduce((sum, e) => sum + e.supplier_unit_minor * e.quantity, 0);

/** The extras as a supplier's book request names them. */
export const supplierServices = (extras: readonly TBookedExtra[]): TSupplierBookRequest['services'] =>
  extras.map((e) => ({ key: e.key, quantity: e.quantity, travellerRef: e.passenger_ref }));

/** The extras as a booking's details show them (never the supplier's key or price). */
export function presentExtras(extras: readonly TBookedExtra[]): TBookingExtra[] {
  return extras.map((e) => {
    const price = {
      passenger_ref: e.passenger_ref,
      quantity: e.quantity,
      unit_minor: e.unit_minor,
      total_minor: e.unit_minor * e.quantity,
    };
    return e.kind === 'bag'
      ? { kind: 'bag', bag_kind: e.bag_kind, kg: e.kg, ...price }
      : { kind: 'seat', segment_index: e.segment_index, designator: e.designator, ...price };
  });
}
