import type { TInsurancePlan, TInsurancePlanForAgent, TInsurancePlanPublic, TInsurancePlanView, TInsuranceRegion } from '@safar/contracts';
import type { insurancePlans, TStoredBenefit } from '@safar/db';
import type { PresentContext } from '@/core/crud-routes';
import type { AuthUser } from '@/core/types';
import { insurancePriceViewOf } from './insurance-quotes.policy';

export type TInsurancePlanRow = typeof insurancePlans.$inferSelect;

export const benefitView = (b: TStoredBenefit) => ({ label_en: b.labelEn, label_ar: b.labelAr, covered_minor: b.coveredMinor });

/** What every reader sees of a plan. */
function commonView(row: TInsurancePlanRow) {
  return {
    id: row.id,
    slug: row.slug,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    summary_en: row.summaryEn,
    summary_ar: row.summaryAr,
    insurer_name: row.insurerName,
    regions: row.regions as TInsuranceRegion[],
    max_trip_days: row.maxTripDays,
    currency: row.currency,
    benefits: row.benefits.map(benefitView),
  };
}

const range = (b: TInsurancePlanRow['priceBands'][number]) => ({
  min_age: b.minAge,
  max_age: b.maxAge,
  min_days: b.minDays,
  max_days: b.maxDays,
});

/** Staff: the whole plan, both prices of every row. */
export const toInsurancePlanView = (row: TInsurancePlanRow): TInsurancePlan => ({
  ...commonView(row),
  status: row.status,
  price_bands: row.priceBands.map((b) => ({ ...range(b), price_minor: b.priceMinor, agent_price_minor: b.agentPriceMinor })),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** An approved agent: what its wallet pays per traveller. */
const toAgentView = (row: TInsurancePlanRow): TInsurancePlanForAgent => ({
  ...commonView(row),
  price_bands: row.priceBands.map((b) => ({ ...range(b), agent_price_minor: b.agentPriceMinor })),
});

/** Visitors and customers (and agents not yet approved): the public price. */
const toPublicView = (row: TInsurancePlanRow): TInsurancePlanPublic => ({
  ...commonView(row),
  price_bands: row.priceBands.map((b) => ({ ...range(b), price_minor: b.priceMinor })),
});

export function presentInsurancePlanFor(row: TInsurancePlanRow, user: AuthUser | null): TInsurancePlanView {
  const view = insurancePriceViewOf(user);
  if (view === 'staff') return toInsurancePlanView(row);
  return view === 'agent' ? toAgentView(row) : toPublicView(row);
}

export const presentInsurancePlan = (row: TInsurancePlanRow, { user }: PresentContext<undefined>) => presentInsurancePlanFor(row, user);
