import type { TBookingDetails, TBookingExtra } from '@safar/contracts';
import type { TFunction } from 'i18next';
import { extraLabel, type TExtraItem } from '@/features/flights/extra-label';
import { bookedSlices } from './booking-slices';

export interface TBookedExtraLine {
  extra: TBookingExtra;
  /** What one of it is ("Extra checked bag, 23 kg", "Seat 12A on KHI → DXB, EK 601"). */
  name: string;
  /** The same with its quantity when more than one ("Extra checked bag, 23 kg × 2"). */
  label: string;
  /** The passenger it is for, as booked (given and family names). */
  passenger: string;
}

/** The bags and seats booked with the flight, each named with its passenger, for a price table's lines. */
export function bookedExtraLines(booking: TBookingDetails, t: TFunction): TBookedExtraLine[] {
  const segments = bookedSlices(booking.slices).flat();
  const names = new Map(booking.passenger_list.map((p) => [p.ref, `${p.given_name} ${p.family_name}`]));
  return booking.extras.map((extra) => {
    const segment = extra.kind === 'seat' ? segments[extra.segment_index] : undefined;
    const item: TExtraItem =
      extra.kind === 'bag'
        ? { kind: 'bag', bag_kind: extra.bag_kind, kg: extra.kg, quantity: extra.quantity }
        : {
            kind: 'seat',
            designator: extra.designator,
            quantity: extra.quantity,
            segment: segment
              ? { from: segment.origin, to: segment.destination, flight: `${segment.marketingCarrier} ${segment.flightNumber}` }
              : null,
          };
    return {
      extra,
      name: extraLabel(t, { ...item, quantity: 1 }),
      label: extraLabel(t, item),
      passenger: names.get(extra.passenger_ref) ?? extra.passenger_ref,
    };
  });
}
