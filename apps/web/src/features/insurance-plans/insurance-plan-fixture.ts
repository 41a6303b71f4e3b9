import type { TInsurancePlan } from '@safar/contracts';

/** A published plan as staff read it: two age groups on short trips, adults on long ones, in PKR. */
export function insurancePlanFixture(overrides: Partial<TInsurancePlan> = {}): TInsurancePlan {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000a1',
    slug: 'schengen-basic',
    name_en: 'Schengen Basic',
    name_ar: 'شنغن الأساسية',
    summary_en: 'Medical cover for Schengen visas.',
    summary_ar: 'تغطية طبية لتأشيرات شنغن.',
    insurer_name: 'Takaful Test',
    regions: ['schengen'],
    max_trip_days: 90,
    currency: 'PKR',
    benefits: [{ label_en: 'Medical expenses', label_ar: 'النفقات الطبية', covered_minor: 500_000_000 }],
    status: 'published',
    price_bands: [
      { min_age: 0, max_age: 17, min_days: 1, max_days: 30, price_minor: 150_000, agent_price_minor: 120_000 },
      { min_age: 18, max_age: 64, min_days: 1, max_days: 30, price_minor: 300_000, agent_price_minor: 250_000 },
      { min_age: 0, max_age: 64, min_days: 31, max_days: 90, price_minor: 500_000, agent_price_minor: 420_000 },
    ],
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
