import type { TInsuranceUnavailableReason } from '@safar/contracts';
import type { TStoredPriceBand } from '@safar/db';

/** What pricing needs of a plan: its trip limit and its price table. */
export interface TPricingPlan {
  maxTripDays: number;
  priceBands: readonly TStoredPriceBand[];
}

/** What pricing needs of a trip: its length in days (both ends counted) and each traveller's age. */
export interface TPricingTrip {
  tripDays: number;
  ages: readonly number[];
}

export interface TTravellerPrice {
  age: number;
  priceMinor: number;
  agentPriceMinor: number;
}

export type TPlanPrice =
  | { available: true; travellers: TTravellerPrice[]; totalPriceMinor: number; agentTotalPriceMinor: number }
  | { available: false; reason: TInsuranceUnavailableReason; ages: number[] };

const coversDays = (band: TStoredPriceBand, days: number) => band.minDays <= days && days <= band.maxDays;
const coversAge = (band: TStoredPriceBand, age: number) => band.minAge <= age && age <= band.maxAge;

/**
 * A plan's price for a trip: each traveller pays the row of the table that holds both their age
 * and the trip's length (rows never overlap, so there is at most one), and the total is the sum.
 * Prices are whole minor units per traveller, so nothing is ever rounded. The plan cannot insure
 * the trip when the trip is longer than the plan allows, when no row prices a trip of this length
 * at all, or when some traveller's age has no row (those ages are named, for the reader to see why).
 */
export function pricePlan(plan: TPricingPlan, trip: TPricingTrip): TPlanPrice {
  if (trip.tripDays > plan.maxTripDays) return { available: false, reason: 'trip_too_long', ages: [] };
  const rows = plan.priceBands.filter((band) => coversDays(band, trip.tripDays));
  if (rows.length === 0) return { available: false, reason: 'trip_length_not_priced', ages: [] };
  const travellers: TTravellerPrice[] = [];
  const uncovered = new Set<number>();
  for (const age of trip.ages) {
    const row = rows.find((band) => coversAge(band, age));
    if (row) travellers.push({ age, priceMinor: row.priceMinor, agentPriceMinor: row.agentPriceMinor });
    else uncovered.add(age);
  }
  if (uncovered.size) return { available: false, reason: 'age_not_covered', ages: [...uncovered].sort((a, b) => a - b) };
  return {
    available: true,
    travellers,
    totalPriceMinor: travellers.reduce((sum, t) => sum + t.priceMinor, 0),
    agentTotalPriceMinor: travellers.reduce((sum, t) => sum + t.agentPriceMinor, 0),
  };
}
