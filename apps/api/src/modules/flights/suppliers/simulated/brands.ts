import type { TCabinClass } from '@safar/contracts';

/**
 * Fare brands per cabin and what each includes. Prices are a multiple of the cabin's lowest
 * brand; fees are a share of the base fare with a floor in US dollars (converted like fares).
 */

export type TSoldCabin = 'economy' | 'premium_economy' | 'business' | 'first';

export interface TBrand {
  code: string;
  name: string;
  factor: number;
  /** Booking class letter the segment is sold in. */
  rbd: string;
  carryOn: { pieces: number; kg: number };
  checked: { pieces: number; kg: number | null };
  refund: 'none' | 'fee' | 'free';
  change: 'fee' | 'free';
  /** Share of the base fare charged for a refund or a change, and its floor in USD. */
  fee: { share: number; floorUsd: number };
  /** How many of the cabin's seats this brand's bucket may lack (cheaper buckets close first). */
  scarcity: number;
  /** Seat selection is included (price 0) with this brand. */
  freeSeats: boolean;
}

const brand = (b: TBrand): TBrand => b;

const ECONOMY: TBrand[] = [
  brand({
    code: 'LIGHT',
    name: 'Economy Light',
    factor: 1,
    rbd: 'Q',
    carryOn: { pieces: 1, kg: 7 },
    checked: { pieces: 0, kg: null },
    refund: 'none',
    change: 'fee',
    fee: { share: 0.25, floorUsd: 40 },
    scarcity: 4,
    freeSeats: false,
  }),
  brand({
    code: 'VALUE',
    name: 'Economy Value',
    factor: 1.2,
    rbd: 'M',
    carryOn: { pieces: 1, kg: 7 },
    checked: { pieces: 1, kg: 23 },
    refund: 'fee',
    change: 'fee',
    fee: { share: 0.15, floorUsd: 30 },
    scarcity: 2,
    freeSeats: false,
  }),
  brand({
    code: 'FLEX',
    name: 'Economy Flex',
    factor: 1.6,
    rbd: 'Y',
    carryOn: { pieces: 1, kg: 7 },
    checked: { pieces: 2, kg: 23 },
    refund: 'free',
    change: 'free',
    fee: { share: 0, floorUsd: 0 },
    scarcity: 0,
    freeSeats: true,
  }),
];

/** Low-cost carriers sell the same three steps with lighter bags. */
const LOW_COST: TBrand[] = [
  { ...ECONOMY[0]!, name: 'Basic', checked: { pieces: 0, kg: null } },
  { ...ECONOMY[1]!, name: 'Value', checked: { pieces: 1, kg: 20 } },
  { ...ECONOMY[2]!, name: 'Flex', checked: { pieces: 1, kg: 30 } },
];

const PREMIUM_ECONOMY: TBrand[] = [
  brand({
    code: 'PVALUE',
    name: 'Premium Value',
    factor: 1,
    rbd: 'E',
    carryOn: { pieces: 1, kg: 10 },
    checked: { pieces: 2, kg: 23 },
    refund: 'fee',
    change: 'fee',
    fee: { share: 0.12, floorUsd: 60 },
    scarcity: 2,
    freeSeats: true,
  }),
  brand({
    code: 'PFLEX',
    name: 'Premium Flex',
    factor: 1.35,
    rbd: 'W',
    carryOn: { pieces: 1, kg: 10 },
    checked: { pieces: 2, kg: 23 },
    refund: 'free',
    change: 'free',
    fee: { share: 0, floorUsd: 0 },
    scarcity: 0,
    freeSeats: true,
  }),
];

const BUSINESS: TBrand[] = [
  brand({
    code: 'BVALUE',
    name: 'Business Value',
    factor: 1,
    rbd: 'I',
    carryOn: { pieces: 2, kg: 7 },
    checked: { pieces: 2, kg: 32 },
    refund: 'fee',
    change: 'free',
    fee: { share: 0.1, floorUsd: 150 },
    scarcity: 2,
    freeSeats: true,
  }),
  brand({
    code: 'BFLEX',
    name: 'Business Flex',
    factor: 1.3,
    rbd: 'J',
    carryOn: { pieces: 2, kg: 7 },
    checked: { pieces: 3, kg: 32 },
    refund: 'free',
    change: 'free',
    fee: { share: 0, floorUsd: 0 },
    scarcity: 0,
    freeSeats: true,
  }),
];

const FIRST: TBrand[] = [
  brand({
    code: 'FIRST',
    name: 'First',
    factor: 1,
    rbd: 'F',
    carryOn: { pieces: 2, kg: 7 },
    checked: { pieces: 3, kg: 32 },
    refund: 'free',
    change: 'free',
    fee: { share: 0, floorUsd: 0 },
    scarcity: 0,
    freeSeats: true,
  }),
];

export function brandsFor(cabin: TSoldCabin, lowCost: boolean): TBrand[] {
  if (cabin === 'economy') return lowCost ? LOW_COST : ECONOMY;
  return cabin === 'premium_economy' ? PREMIUM_ECONOMY : cabin === 'business' ? BUSINESS : FIRST;
}

export function brandByCode(cabin: TSoldCabin, lowCost: boolean, code: string): TBrand | undefined {
  return brandsFor(cabin, lowCost).find((b) => b.code === code);
}

/** Price of a cabin against economy's lowest brand on the same flights. */
export const CABIN_FACTOR: Record<TSoldCabin, number> = { economy: 1, premium_economy: 1.7, business: 3.6, first: 6 };

/**
 * The cabins that answer a requested one, in order of preference. No airline in the simulator
 * sells a separate "premium business" or "premium first" product, so those ask for the nearest
 * cabin that exists: premium business is sold as business (first where the airline has no business
 * is not a thing), premium first as first, else business when the airline has no first.
 */
export function cabinsAnswering(requested: TCabinClass): TSoldCabin[] {
  switch (requested) {
    case 'premium_business':
      return ['business'];
    case 'premium_first':
      return ['first', 'business'];
    default:
      return [requested];
  }
}
