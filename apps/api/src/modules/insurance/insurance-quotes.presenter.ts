import type { TInsurancePriceView, TInsuranceQuote, TInsuranceQuotedPlan, TInsuranceRegion } from '@safar/contracts';
import type { TStoredQuotedPlan } from '@safar/db';
import { benefitView } from './insurance-plans.presenter';
import type { TInsuranceQuoteRecord } from './services/create-insurance-quote';

/** A quoted plan with the prices the reader may see: the public price, the agent's, or both for staff. */
function quotedPlanView(plan: TStoredQuotedPlan, view: TInsurancePriceView): TInsuranceQuotedPlan {
  const showPublic = view !== 'agent';
  const showAgent = view !== 'public';
  return {
    plan: {
      id: plan.planId,
      slug: plan.slug,
      name_en: plan.nameEn,
      name_ar: plan.nameAr,
      summary_en: plan.summaryEn,
      summary_ar: plan.summaryAr,
      insurer_name: plan.insurerName,
      regions: plan.regions as TInsuranceRegion[],
      max_trip_days: plan.maxTripDays,
      benefits: plan.benefits.map(benefitView),
    },
    currency: plan.currency,
    travellers: plan.travellers.map((t) => ({
      age: t.age,
      ...(showPublic && { price_minor: t.priceMinor }),
      ...(showAgent && { agent_price_minor: t.agentPriceMinor }),
    })),
    ...(showPublic && { total_price_minor: plan.totalPriceMinor }),
    ...(showAgent && { agent_total_price_minor: plan.agentTotalPriceMinor }),
  };
}

export function presentInsuranceQuote(quote: TInsuranceQuoteRecord, view: TInsurancePriceView): TInsuranceQuote {
  return {
    id: quote.id,
    expires_at: quote.expiresAt?.toISOString() ?? null,
    price_view: view,
    region: quote.region as TInsuranceRegion,
    start_date: quote.startDate,
    end_date: quote.endDate,
    trip_days: quote.tripDays,
    travellers: quote.travellerAges.map((age) => ({ age })),
    plans: quote.plans.map((plan) => quotedPlanView(plan, view)),
    unavailable: quote.unavailable.map((u) => ({
      plan: { id: u.planId, name_en: u.nameEn, name_ar: u.nameAr, insurer_name: u.insurerName },
      reason: u.reason,
      ages: u.ages,
      max_trip_days: u.maxTripDays,
    })),
  };
}
