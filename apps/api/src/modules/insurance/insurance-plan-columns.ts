import { slugFrom, type TCreateInsurancePlanData, type TInsurancePriceBand, type TUpdateInsurancePlanData } from '@safar/contracts';
import { insurancePlans, type TStoredBenefit, type TStoredPriceBand, type Tx } from '@safar/db';
import { and, like, ne, sql } from 'drizzle-orm';
import type { TInsurancePlanRow } from './insurance-plans.presenter';

/* From a request's fields to the table's columns, with the slug made when none is given. */

type TInsert = typeof insurancePlans.$inferInsert;

const toStoredBand = (b: TInsurancePriceBand): TStoredPriceBand => ({
  minAge: b.min_age,
  maxAge: b.max_age,
  minDays: b.min_days,
  maxDays: b.max_days,
  priceMinor: b.price_minor,
  agentPriceMinor: b.agent_price_minor,
});

const toStoredBenefit = (b: TCreateInsurancePlanData['benefits'][number]): TStoredBenefit => ({
  labelEn: b.label_en,
  labelAr: b.label_ar,
  coveredMinor: b.covered_minor,
});

/**
 * A slug from the English name that no other plan has: the name's own, or with -2, -3… after it.
 * Two admins saving the same name at once may still meet at the unique index, which answers 422
 * on the slug; the one who gets it types another.
 */
async function freeSlug(tx: Tx, name: string, exceptId?: string): Promise<string> {
  const base = slugFrom(name) || 'travel-insurance';
  const taken = new Set(
    (
      await tx
        .select({ slug: insurancePlans.slug })
        .from(insurancePlans)
        .where(and(like(insurancePlans.slug, `${base}%`), exceptId ? ne(insurancePlans.id, exceptId) : undefined))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The columns a create writes. */
export async function insertColumns(tx: Tx, data: TCreateInsurancePlanData, userId: string): Promise<TInsert> {
  return {
    slug: data.slug ?? (await freeSlug(tx, data.name_en)),
    nameEn: data.name_en,
    nameAr: data.name_ar,
    summaryEn: data.summary_en,
    summaryAr: data.summary_ar,
    insurerName: data.insurer_name,
    regions: data.regions,
    maxTripDays: data.max_trip_days,
    currency: data.currency,
    status: data.status,
    benefits: data.benefits.map(toStoredBenefit),
    priceBands: data.price_bands.map(toStoredBand),
    createdBy: userId,
  };
}

/**
 * The columns an update sets: only the fields sent. A slug sent blank is made again from the
 * (new or kept) English name; a name changed without a slug keeps the old address, so links
 * already shared keep working.
 */
export async function updateColumns(tx: Tx, current: TInsurancePlanRow, data: TUpdateInsurancePlanData) {
  const slug =
    data.slug === undefined ? undefined : data.slug === null ? await freeSlug(tx, data.name_en ?? current.nameEn, current.id) : data.slug;
  return {
    ...(slug !== undefined && { slug }),
    ...(data.name_en !== undefined && { nameEn: data.name_en }),
    ...(data.name_ar !== undefined && { nameAr: data.name_ar }),
    ...(data.summary_en !== undefined && { summaryEn: data.summary_en }),
    ...(data.summary_ar !== undefined && { summaryAr: data.summary_ar }),
    ...(data.insurer_name !== undefined && { insurerName: data.insurer_name }),
    ...(data.regions !== undefined && { regions: data.regions }),
    ...(data.max_trip_days !== undefined && { maxTripDays: data.max_trip_days }),
    ...(data.currency !== undefined && { currency: data.currency }),
    ...(data.status !== undefined && { status: data.status }),
    ...(data.benefits !== undefined && { benefits: data.benefits.map(toStoredBenefit) }),
    ...(data.price_bands !== undefined && { priceBands: data.price_bands.map(toStoredBand) }),
    updatedAt: sql`now()`,
  };
}
