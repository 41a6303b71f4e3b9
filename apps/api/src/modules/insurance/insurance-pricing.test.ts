import type { TStoredPriceBand } from '@safar/db';
import { describe, expect, it } from 'vitest';
import { pricePlan, type TPricingPlan } from './insurance-pricing';

const band = (
  minAge: number,
  maxAge: number,
  minDays: number,
  maxDays: number,
  priceMinor: number,
  agentPriceMinor: number,
): TStoredPriceBand => ({
  minAge,
  maxAge,
  minDays,
  maxDays,
  priceMinor,
  agentPriceMinor,
});

/** Two age groups, short and long trips; over 70s only on short trips. */
const plan: TPricingPlan = {
  maxTripDays: 90,
  priceBands: [
    band(0, 17, 1, 30, 1000, 800),
    band(18, 64, 1, 30, 2500, 2000),
    band(65, 70, 1, 30, 6000, 5000),
    band(0, 17, 31, 90, 1800, 1500),
    band(18, 64, 31, 90, 4500, 3900),
  ],
};

describe('pricePlan', () => {
  it('prices each traveller from the row holding their age and the trip length, and sums them', () => {
    const price = pricePlan(plan, { tripDays: 10, ages: [40, 38, 7] });
    expect(price).toEqual({
      available: true,
      travellers: [
        { age: 40, priceMinor: 2500, agentPriceMinor: 2000 },
        { age: 38, priceMinor: 2500, agentPriceMinor: 2000 },
        { age: 7, priceMinor: 1000, agentPriceMinor: 800 },
      ],
      totalPriceMinor: 6000,
      agentTotalPriceMinor: 4800,
    });
  });

  it('takes the band boundaries as inclusive on both ends', () => {
    const at = (age: number, tripDays: number) => pricePlan(plan, { tripDays, ages: [age] });
    expect(at(17, 30)).toMatchObject({ available: true, totalPriceMinor: 1000 });
    expect(at(18, 30)).toMatchObject({ available: true, totalPriceMinor: 2500 });
    expect(at(18, 31)).toMatchObject({ available: true, totalPriceMinor: 4500 });
    expect(at(0, 1)).toMatchObject({ available: true, totalPriceMinor: 1000 });
    expect(at(64, 90)).toMatchObject({ available: true, totalPriceMinor: 4500 });
  });

  it('makes the plan unavailable when a traveller’s age has no row, naming each such age once', () => {
    expect(pricePlan(plan, { tripDays: 10, ages: [40, 80, 75, 80] })).toEqual({
      available: false,
      reason: 'age_not_covered',
      ages: [75, 80],
    });
    // 65–70 is priced on short trips only.
    expect(pricePlan(plan, { tripDays: 45, ages: [66] })).toEqual({ available: false, reason: 'age_not_covered', ages: [66] });
  });

  it('refuses a trip longer than the plan allows before looking at the table', () => {
    expect(pricePlan(plan, { tripDays: 91, ages: [30] })).toEqual({ available: false, reason: 'trip_too_long', ages: [] });
  });

  it('says so when no row prices a trip of this length at all', () => {
    const gap: TPricingPlan = { maxTripDays: 60, priceBands: [band(0, 99, 1, 15, 500, 400), band(0, 99, 31, 60, 900, 700)] };
    expect(pricePlan(gap, { tripDays: 20, ages: [30] })).toEqual({ available: false, reason: 'trip_length_not_priced', ages: [] });
  });

  it('keeps free rows (price zero) as a price, not as "not covered"', () => {
    const free: TPricingPlan = { maxTripDays: 30, priceBands: [band(0, 1, 1, 30, 0, 0), band(2, 99, 1, 30, 1200, 1000)] };
    expect(pricePlan(free, { tripDays: 5, ages: [0, 30] })).toMatchObject({
      available: true,
      totalPriceMinor: 1200,
      agentTotalPriceMinor: 1000,
    });
  });
});
