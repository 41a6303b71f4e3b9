import { createHash } from 'node:crypto';
import { minorToDecimalString } from './duffel-money';
import { newId } from './duffel-mock-catalogue';
import { fromUsdCents } from './duffel-mock-fares';
import type { TMockOffer } from './duffel-mock-offers';

/*
 * Seat maps for the mock: one economy cabin per segment, rows 10–17 laid out ABC | DEF, a galley
 * row in front and an exit row before row 15. About a third of the seats are taken (decided by a
 * hash, so the same seat is taken on every read); the others are sold per passenger (infants sit
 * on a lap and get none): extra legroom in rows 10–11 and 15, free seats at the back. As at
 * Duffel, each passenger has a price of their own: a child pays three quarters of an adult's.
 */

const taken = (segmentId: string, designator: string) =>
  parseInt(
    createHash('sha1')
      .update(segmentId + designator)
      .digest('hex')
      .slice(0, 2),
    16,
  ) %
    3 ===
  0;

function seatCents(row: number, passengerType: string): number {
  const adult = row >= 16 ? 0 : row <= 11 ? 2500 : row === 15 ? 3000 : 800;
  return passengerType === 'child' ? Math.round(adult * 0.75) : adult;
}

export function seatMapsFor(offer: TMockOffer) {
  const seated = offer.passengers.filter((p) => p.type !== 'infant_without_seat');
  const currency = offer.total_currency;
  return offer.slices.flatMap((slice) =>
    slice.segments.map((segment) => {
      const seatRow = (row: number) => ({
        sections: [
          ['A', 'B', 'C'],
          ['D', 'E', 'F'],
        ].map((letters) => ({
          elements: letters.map((letter) => {
            const designator = `${row}${letter}`;
            return {
              type: 'seat',
              designator,
              name: row === 15 ? 'Exit row seat' : null,
              disclosures: row === 15 ? ['Passengers in exit rows must be able to help in an evacuation'] : [],
              available_services: taken(segment.id, designator)
                ? []
                : seated.map((p) => ({
                    id: newId('ase'),
                    passenger_id: p.id,
                    total_amount: minorToDecimalString(fromUsdCents(seatCents(row, p.type), currency), currency),
                    total_currency: currency,
                  })),
            };
          }),
        })),
      });
      const rows = [
        { sections: [{ elements: [{ type: 'galley' }] }, { elements: [{ type: 'lavatory' }] }] },
        ...[10, 11, 12, 13, 14].map(seatRow),
        { sections: [{ elements: [{ type: 'exit_row' }] }, { elements: [{ type: 'exit_row' }] }] },
        ...[15, 16, 17].map(seatRow),
      ];
      return {
        id: newId('sea'),
        slice_id: slice.id,
        segment_id: segment.id,
        cabins: [{ deck: 0, cabin_class: 'economy', aisles: 1, wings: { first_row_index: 3, last_row_index: 6 }, rows }],
      };
    }),
  );
}

export type TMockSeatMap = ReturnType<typeof seatMapsFor>[number];
