import type { TCurrency } from '@safar/contracts';
import type { TSupplierBag, TSupplierSeat, TSupplierServices } from '@/modules/flights/suppliers/supplier';
import type { TSoldCabin } from './brands';
import { usdToMinor } from './fares';
import { unit } from './prng';
import type { TRebuilt } from './rebuild';
import { legId, type TLeg } from './schedule';

/**
 * Extras for an offer: extra checked bags for the whole trip (priced by distance flown, a cabin
 * bag on low-cost carriers) and a seat map per segment for the offer's cabin, laid out by
 * aircraft, with seats taken deterministically and prices by row and position.
 */

interface TCabinLayout {
  rows: [number, number];
  /** Seat letters, with a space where an aisle runs. */
  letters: string;
  exitRows?: number[];
}

const TURBOPROP: Partial<Record<TSoldCabin, TCabinLayout>> = { economy: { rows: [1, 18], letters: 'AC DF' } };
const NARROW = (lastRow: number): Partial<Record<TSoldCabin, TCabinLayout>> => ({
  business: { rows: [1, 3], letters: 'AC DF' },
  economy: { rows: [4, lastRow], letters: 'ABC DEF', exitRows: [12, 13] },
});
const WIDE = (economy: string, lastRow: number): Partial<Record<TSoldCabin, TCabinLayout>> => ({
  first: { rows: [1, 2], letters: 'A E K' },
  business: { rows: [5, 12], letters: 'A DG K' },
  premium_economy: { rows: [20, 25], letters: 'AC DEF HK' },
  economy: { rows: [30, lastRow], letters: economy, exitRows: [30, 44] },
});

const LAYOUTS: Record<string, Partial<Record<TSoldCabin, TCabinLayout>>> = {
  AT7: TURBOPROP,
  DH4: { economy: { rows: [1, 20], letters: 'AC DF' } },
  '320': NARROW(30),
  '32N': NARROW(31),
  '321': NARROW(38),
  '738': NARROW(32),
  '7M8': NARROW(33),
  '332': WIDE('AC DEF HK', 52),
  '333': WIDE('AC DEF HK', 56),
  '359': WIDE('ABC DEF HJK', 58),
  '351': WIDE('ABC DEF HJK', 62),
  '788': WIDE('ABC DEF HJK', 54),
  '789': WIDE('ABC DEF HJK', 58),
  '77W': WIDE('ABC DEFG HJK', 64),
  '77L': WIDE('ABC DEFG HJK', 60),
  '388': WIDE('ABC DEFG HJK', 88),
};

function seatFeatures(letters: string, letter: string, row: number, layout: TCabinLayout): string[] {
  const groups = letters.split(' ');
  const group = groups.find((g) => g.includes(letter))!;
  const index = group.indexOf(letter);
  const features: string[] = [];
  const outer = (group === groups[0] && index === 0) || (group === groups[groups.length - 1] && index === group.length - 1);
  if (outer) features.push('window');
  if ((index === 0 && group !== groups[0]) || (index === group.length - 1 && group !== groups[groups.length - 1])) features.push('aisle');
  if (features.length === 0) features.push('middle');
  if (row === layout.rows[0]) features.push('bulkhead');
  if (layout.exitRows?.includes(row)) features.push('exit_row');
  if (row === layout.rows[0] || layout.exitRows?.includes(row)) features.push('extra_legroom');
  return features;
}

function seatMap(
  seed: string,
  leg: TLeg,
  segmentIndex: number,
  cabin: TSoldCabin,
  freeSeats: boolean,
  currency: TCurrency,
): TSupplierSeat[] {
  const layout = LAYOUTS[leg.aircraft]?.[cabin] ?? LAYOUTS[leg.aircraft]?.economy;
  if (!layout) return [];
  const id = legId(leg);
  // How full the cabin is: a seeded 40–85 % of seats already taken.
  const occupancy = 0.4 + 0.45 * unit(seed, 'load', id, cabin);
  const standardUsd = Math.min(45, 5 + 0.004 * leg.km);
  const seats: TSupplierSeat[] = [];
  const letters = layout.letters.replace(/ /g, '');
  for (let row = layout.rows[0]; row <= layout.rows[1]; row++) {
    for (const letter of letters) {
      const designator = `${row}${letter}`;
      const features = seatFeatures(layout.letters, letter, row, layout);
      const premium = cabin !== 'economy' || freeSeats;
      const usd = premium ? 0 : features.includes('extra_legroom') ? standardUsd * 2.5 : features.includes('middle') ? 0 : standardUsd;
      seats.push({
        key: `seat:${segmentIndex}:${designator}`,
        segmentIndex,
        designator,
        available: unit(seed, 'seat', id, designator) >= occupancy && !(features.includes('exit_row') && unit(seed, 'crew', id, row) < 0.2),
        priceMinor: usdToMinor(usd, currency),
        features,
      });
    }
  }
  return seats;
}

export function servicesFor(seed: string, rebuilt: TRebuilt, lowCost: boolean, currency: TCurrency): TSupplierServices {
  const legs = rebuilt.slices.flatMap((s) => s.legs);
  const flownKm = legs.reduce((sum, l) => sum + l.km, 0);
  const bag23Usd = (20 + 0.01 * flownKm) * (lowCost ? 0.8 : 1);
  const bags: TSupplierBag[] = [
    {
      key: 'bag:checked:23',
      kind: 'checked',
      kg: 23,
      passengerTypes: ['adult', 'child'],
      priceMinor: usdToMinor(bag23Usd, currency),
      maxQuantity: 3,
    },
    {
      key: 'bag:checked:32',
      kind: 'checked',
      kg: 32,
      passengerTypes: ['adult', 'child'],
      priceMinor: usdToMinor(bag23Usd * 1.4, currency),
      maxQuantity: 2,
    },
  ];
  if (lowCost)
    bags.push({
      key: 'bag:carry_on:10',
      kind: 'carry_on',
      kg: 10,
      passengerTypes: ['adult', 'child'],
      priceMinor: usdToMinor(12 + 0.003 * flownKm, currency),
      maxQuantity: 1,
    });
  const seats = legs.flatMap((leg, i) => seatMap(seed, leg, i, rebuilt.cabin, rebuilt.brand.freeSeats, currency));
  return { currency, bags, seats };
}

/** Price of the chosen services, or null when one of them is not on offer (unknown key, too many, taken). */
export function servicesTotal(services: TSupplierServices, chosen: { key: string; quantity: number }[]): number | null {
  let total = 0;
  const seatsTaken = new Set<string>();
  for (const c of chosen) {
    if (!Number.isInteger(c.quantity) || c.quantity < 0) return null;
    const bag = services.bags.find((b) => b.key === c.key);
    if (bag) {
      if (c.quantity > bag.maxQuantity) return null;
      total += bag.priceMinor * c.quantity;
      continue;
    }
    const seat = services.seats.find((s) => s.key === c.key);
    if (!seat || !seat.available || c.quantity > 1 || seatsTaken.has(seat.key)) return null;
    seatsTaken.add(seat.key);
    total += seat.priceMinor * c.quantity;
  }
  return total;
}
