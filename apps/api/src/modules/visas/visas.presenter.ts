import type { TVisa, TVisaForAgent, TVisaPublic, TVisaView } from '@safar/contracts';
import { countries, type DbOrTx, type visas } from '@safar/db';
import { inArray } from 'drizzle-orm';
import type { PresentContext } from '@/core/crud-routes';
import { visaReaderOf } from './visas.policy';

export type TVisaRow = typeof visas.$inferSelect;

/** The countries a page of visas names, loaded once for the page. */
export type TVisaRelated = Map<string, { code: string; name: string; flag: string }>;

export async function loadVisaRelated(db: DbOrTx, rows: TVisaRow[]): Promise<TVisaRelated> {
  const codes = [...new Set(rows.map((r) => r.countryCode))];
  const found = codes.length
    ? await db
        .select({ code: countries.code, name: countries.name, flag: countries.flag })
        .from(countries)
        .where(inArray(countries.code, codes))
    : [];
  return new Map(found.map((c) => [c.code, c]));
}

/** What every reader sees. */
function commonView(row: TVisaRow, related: TVisaRelated) {
  const country = related.get(row.countryCode);
  return {
    id: row.id,
    slug: row.slug,
    country: { code: row.countryCode, name: country?.name ?? row.countryCode, flag: country?.flag ?? '' },
    visa_type: row.visaType,
    entries: row.entries,
    processing_days_min: row.processingDaysMin,
    processing_days_max: row.processingDaysMax,
    validity_days: row.validityDays,
    max_stay_days: row.maxStayDays,
    documents: row.documents.map((d) => ({ id: d.id, label_en: d.labelEn, label_ar: d.labelAr, upload: d.upload })),
    currency: row.currency,
    title_en: row.titleEn,
    title_ar: row.titleAr,
    summary_en: row.summaryEn,
    summary_ar: row.summaryAr,
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Staff see both prices, the status and who made it. */
export function toVisaView(row: TVisaRow, related: TVisaRelated): TVisa {
  return {
    ...commonView(row, related),
    adult_price_minor: row.adultPriceMinor,
    child_price_minor: row.childPriceMinor,
    agent_adult_price_minor: row.agentAdultPriceMinor,
    agent_child_price_minor: row.agentChildPriceMinor,
    status: row.status,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** An approved agent sees what it pays from its wallet, never the public price (nor so the margin between them). */
export function toVisaAgentView(row: TVisaRow, related: TVisaRelated): TVisaForAgent {
  return {
    ...commonView(row, related),
    agent_adult_price_minor: row.agentAdultPriceMinor,
    agent_child_price_minor: row.agentChildPriceMinor,
  };
}

/** Visitors and customers see the public price only. */
export function toVisaPublicView(row: TVisaRow, related: TVisaRelated): TVisaPublic {
  return { ...commonView(row, related), adult_price_minor: row.adultPriceMinor, child_price_minor: row.childPriceMinor };
}

/** The view for the reader. */
export function presentVisa(row: TVisaRow, { user, related }: PresentContext<TVisaRelated>): TVisaView {
  const reader = visaReaderOf(user);
  if (reader === 'staff') return toVisaView(row, related);
  if (reader === 'agent') return toVisaAgentView(row, related);
  return toVisaPublicView(row, related);
}
