import { regionsCovering, tripDays, type TInsuranceQuoteRequest } from '@safar/contracts';
import { insurancePlans, insuranceQuotes, type DbOrTx, type TStoredQuotedPlan, type TStoredUnavailablePlan } from '@safar/db';
import { and, arrayOverlaps, eq, sql } from 'drizzle-orm';
import { dayEnd } from '@/core/agency-days';
import type { TOfferReader } from '@/modules/flights/flights.viewer';
import { pricePlan } from '../insurance-pricing';
import type { TInsurancePlanRow } from '../insurance-plans.presenter';

/** How long a quote's prices are honoured: long enough to fill in the travellers and pay. */
export const INSURANCE_QUOTE_MINUTES = 60;

export type TInsuranceQuoteRow = typeof insuranceQuotes.$inferSelect;
/** A quote as answered: a stored one, or one with nothing to buy that was not kept (no id, no expiry). */
export type TInsuranceQuoteRecord = Omit<TInsuranceQuoteRow, 'id' | 'expiresAt' | 'createdAt'> & {
  id: string | null;
  expiresAt: Date | null;
};

const quotedPlan = (plan: TInsurancePlanRow, price: Extract<ReturnType<typeof pricePlan>, { available: true }>): TStoredQuotedPlan => ({
  planId: plan.id,
  slug: plan.slug,
  nameEn: plan.nameEn,
  nameAr: plan.nameAr,
  summaryEn: plan.summaryEn,
  summaryAr: plan.summaryAr,
  insurerName: plan.insurerName,
  regions: plan.regions,
  maxTripDays: plan.maxTripDays,
  benefits: plan.benefits,
  currency: plan.currency,
  travellers: price.travellers,
  totalPriceMinor: price.totalPriceMinor,
  agentTotalPriceMinor: price.agentTotalPriceMinor,
});

/**
 * Prices a trip against every published plan that covers its destination and keeps the answer
 * for its reader: the plans that insure the trip, cheapest first for the price the reader pays,
 * and those that cannot, with why. The quote is stored only when there is something to buy; it
 * lapses after INSURANCE_QUOTE_MINUTES, and at the latest when the trip's first day is over in the
 * agency's time zone (a trip already under way is not insured), so a purchase never needs to ask.
 */
export async function createInsuranceQuote(
  db: DbOrTx,
  request: TInsuranceQuoteRequest,
  reader: TOfferReader,
  timeZone: string,
): Promise<TInsuranceQuoteRecord> {
  const days = tripDays(request.start_date, request.end_date);
  const ages = request.travellers.map((t) => t.age);
  const candidates = await db
    .select()
    .from(insurancePlans)
    .where(and(eq(insurancePlans.status, 'published'), arrayOverlaps(insurancePlans.regions, regionsCovering(request.region))));

  const plans: TStoredQuotedPlan[] = [];
  const unavailable: TStoredUnavailablePlan[] = [];
  for (const plan of candidates) {
    const price = pricePlan(plan, { tripDays: days, ages });
    if (price.available) plans.push(quotedPlan(plan, price));
    else
      unavailable.push({
        planId: plan.id,
        nameEn: plan.nameEn,
        nameAr: plan.nameAr,
        insurerName: plan.insurerName,
        reason: price.reason,
        ages: price.ages,
        maxTripDays: plan.maxTripDays,
      });
  }
  const paid = (p: TStoredQuotedPlan) => (reader.viewer.kind === 'agent' ? p.agentTotalPriceMinor : p.totalPriceMinor);
  plans.sort((a, b) => paid(a) - paid(b) || a.nameEn.localeCompare(b.nameEn));
  unavailable.sort((a, b) => a.nameEn.localeCompare(b.nameEn));

  const record = {
    viewerKind: reader.viewer.kind,
    agencyId: reader.viewer.agencyId,
    userId: reader.viewer.userId,
    visitorId: reader.viewer.visitorId,
    region: request.region,
    startDate: request.start_date,
    endDate: request.end_date,
    tripDays: days,
    travellerAges: ages,
    plans,
    unavailable,
  };
  if (plans.length === 0) return { ...record, id: null, expiresAt: null };
  const [row] = await db
    .insert(insuranceQuotes)
    .values({
      ...record,
      expiresAt: sql`least(now() + make_interval(mins => ${INSURANCE_QUOTE_MINUTES}), ${dayEnd(request.start_date, timeZone)})`,
    })
    .returning();
  return row!;
}
