import { expect } from 'vitest';
import type { TestApp } from '@/test/test-app';

/** A price table row as the API takes it. */
export const band = (
  min_age: number,
  max_age: number,
  min_days: number,
  max_days: number,
  price_minor: number,
  agent_price_minor: number,
) => ({
  min_age,
  max_age,
  min_days,
  max_days,
  price_minor,
  agent_price_minor,
});

let planCounter = 0;

/**
 * A valid POST /insurance-plans body: a published worldwide-without-US plan in PKR for trips up to
 * 90 days, children, adults and seniors on short trips, children and adults on long ones.
 * Overrides replace top-level fields; each call gets its own English name (and so its own slug).
 */
export function buildInsurancePlan(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  planCounter += 1;
  return {
    name_en: `Test Travel Cover ${planCounter} ${Math.random().toString(36).slice(2, 7)}`,
    name_ar: 'تغطية السفر',
    summary_en: 'Medical cover abroad with delays and lost baggage.',
    summary_ar: 'تغطية طبية في الخارج مع التأخير وفقدان الأمتعة.',
    insurer_name: 'Takaful Test Insurance',
    regions: ['worldwide_excl_us_ca'],
    max_trip_days: 90,
    currency: 'PKR',
    status: 'published',
    benefits: [
      { label_en: 'Emergency medical expenses', label_ar: 'النفقات الطبية الطارئة', covered_minor: 5_000_000_00 },
      { label_en: 'Trip delay', label_ar: 'تأخير الرحلة', covered_minor: null },
    ],
    price_bands: [
      band(0, 17, 1, 30, 1_500_00, 1_200_00),
      band(18, 64, 1, 30, 3_000_00, 2_500_00),
      band(65, 75, 1, 30, 7_000_00, 6_000_00),
      band(0, 17, 31, 90, 2_500_00, 2_000_00),
      band(18, 64, 31, 90, 5_000_00, 4_200_00),
    ],
    ...overrides,
  };
}

export interface TPlanAnswer {
  id: string;
  slug: string;
  status: string;
  [key: string]: unknown;
}

/** Creates a plan as admin and returns the staff view of it. */
export async function createPlan(t: TestApp, admin: string, overrides: Record<string, unknown> = {}): Promise<TPlanAnswer> {
  const res = await t.request({ method: 'POST', url: '/api/insurance-plans', token: admin, payload: buildInsurancePlan(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.insurance_plan;
}
