import {
  slugify,
  VISA_SLUG_MAX,
  visaProblems,
  type TCreateVisaData,
  type TUpdateVisaData,
  type TVisaDocumentInput,
} from '@safar/contracts';
import { newId, visas, type TStoredVisaDocument, type Tx } from '@safar/db';
import { and, ne, or, eq, like, sql } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import { sanitizeRichText } from '@/core/rich-text';
import type { AuthUser } from '@/core/types';
import { assertKnownCountry } from '@/modules/air/air.policy';
import type { TVisaRow } from './visas.presenter';

/** The documents as stored: each keeps the id it was sent with, a new one gets its own. */
const storedDocuments = (docs: TVisaDocumentInput[]): TStoredVisaDocument[] =>
  docs.map((d) => ({ id: d.id ?? newId(), labelEn: d.label_en, labelAr: d.label_ar, upload: d.upload ?? false }));

/**
 * A slug made from the English title that no other visa has: the title's own, else with -2, -3…
 * A slug staff typed is taken as typed (a duplicate is a 422 on `slug`); one made for them must
 * not refuse the save for a name they never chose. A title without a Latin letter names the
 * country, type and entries instead.
 */
async function freeSlug(tx: Tx, v: { title_en: string; country_code: string; visa_type: string; entries: string }, self?: string) {
  const base = slugify(v.title_en, VISA_SLUG_MAX) || slugify(`${v.country_code} ${v.visa_type} ${v.entries} visa`, VISA_SLUG_MAX);
  // `base` holds only a-z, 0-9 and hyphens, so it is no LIKE pattern of its own.
  const taken = await tx
    .select({ slug: visas.slug })
    .from(visas)
    .where(and(or(eq(visas.slug, base), like(visas.slug, `${base}-%`)), self ? ne(visas.id, self) : undefined));
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 100 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** POST /visas: the row, with its country checked and its slug made when none was typed. */
export async function insertColumns(tx: Tx, input: TCreateVisaData, user: AuthUser): Promise<typeof visas.$inferInsert> {
  await assertKnownCountry(tx, input.country_code);
  return {
    countryCode: input.country_code,
    visaType: input.visa_type,
    entries: input.entries,
    processingDaysMin: input.processing_days_min,
    processingDaysMax: input.processing_days_max,
    validityDays: input.validity_days,
    maxStayDays: input.max_stay_days,
    documents: storedDocuments(input.documents),
    currency: input.currency,
    adultPriceMinor: input.adult_price_minor,
    childPriceMinor: input.child_price_minor,
    agentAdultPriceMinor: input.agent_adult_price_minor,
    agentChildPriceMinor: input.agent_child_price_minor,
    titleEn: input.title_en,
    titleAr: input.title_ar,
    summaryEn: input.summary_en,
    summaryAr: input.summary_ar,
    descriptionEn: sanitizeRichText(input.description_en),
    descriptionAr: sanitizeRichText(input.description_ar),
    slug: input.slug || (await freeSlug(tx, input)),
    status: input.status,
    createdBy: user.id,
    updatedBy: user.id,
  };
}

/**
 * PUT /visas?id=…: the columns named, after checking the rules between fields on the visa as it
 * will be (an update naming only the agent's price is still held to the public one). A slug
 * cleared is made again from the title; the slug is otherwise kept when the title changes, so
 * shared links keep working.
 */
export async function updateColumns(tx: Tx, current: TVisaRow, input: TUpdateVisaData, user: AuthUser) {
  const merged = {
    processing_days_min: input.processing_days_min ?? current.processingDaysMin,
    processing_days_max: input.processing_days_max ?? current.processingDaysMax,
    adult_price_minor: input.adult_price_minor ?? current.adultPriceMinor,
    child_price_minor: input.child_price_minor ?? current.childPriceMinor,
    agent_adult_price_minor: input.agent_adult_price_minor ?? current.agentAdultPriceMinor,
    agent_child_price_minor: input.agent_child_price_minor ?? current.agentChildPriceMinor,
  };
  const problems = visaProblems(merged);
  if (problems.length)
    throw new AppError('validation_failed', { errors: Object.fromEntries(problems.map((p) => [p.path.join('.'), [p.message]])) });
  await assertKnownCountry(tx, input.country_code);
  const slug =
    input.slug === ''
      ? await freeSlug(
          tx,
          {
            title_en: input.title_en ?? current.titleEn,
            country_code: input.country_code ?? current.countryCode,
            visa_type: input.visa_type ?? current.visaType,
            entries: input.entries ?? current.entries,
          },
          current.id,
        )
      : input.slug;
  return {
    countryCode: input.country_code,
    visaType: input.visa_type,
    entries: input.entries,
    processingDaysMin: input.processing_days_min,
    processingDaysMax: input.processing_days_max,
    validityDays: input.validity_days,
    maxStayDays: input.max_stay_days,
    documents: input.documents && storedDocuments(input.documents),
    currency: input.currency,
    adultPriceMinor: input.adult_price_minor,
    childPriceMinor: input.child_price_minor,
    agentAdultPriceMinor: input.agent_adult_price_minor,
    agentChildPriceMinor: input.agent_child_price_minor,
    titleEn: input.title_en,
    titleAr: input.title_ar,
    summaryEn: input.summary_en,
    summaryAr: input.summary_ar,
    descriptionEn: input.description_en === undefined ? undefined : sanitizeRichText(input.description_en),
    descriptionAr: input.description_ar === undefined ? undefined : sanitizeRichText(input.description_ar),
    slug,
    status: input.status,
    updatedBy: user.id,
    updatedAt: sql`now()`,
  };
}
