import { z } from 'zod';
import { zAmountMinor, zAmountMinorOrZero, zCurrency } from '../money';
import { V, zId, zInstant, zNameOf, zUuid } from './common';
import { zListQuery } from './list-query';
import { zRichText } from './rich-text';

/*
 * Visas: a catalogue of the visas the agency sells, one per country, type and entries. Prices
 * are per applicant (adult, child), with the agent's price beside the public one; visitors and
 * customers never see the agent's, agents never see the public one.
 */

export const VISA_TYPES = ['tourist', 'visit', 'business', 'transit', 'umrah', 'student', 'work', 'family', 'medical'] as const;
export type TVisaType = (typeof VISA_TYPES)[number];

export const VISA_ENTRIES = ['single', 'double', 'multiple'] as const;
export type TVisaEntries = (typeof VISA_ENTRIES)[number];

/** Only `published` is shown to visitors and agents; `archived` keeps the row for what refers to it. */
export const VISA_STATUSES = ['draft', 'published', 'archived'] as const;
export type TVisaStatus = (typeof VISA_STATUSES)[number];

/** Documents one visa asks for: more is a form nobody fills. */
export const MAX_VISA_DOCUMENTS = 30;
/** Summaries are what link previews show. */
export const VISA_SUMMARY_MAX = 200;
export const VISA_SLUG_MAX = 100;

const requiredOr = (key: string) => (issue: { input: unknown }) => (issue.input === undefined || issue.input === '' ? V.required : key);

/** lowercase a-z, 0-9 and single hyphens between them. */
export const VISA_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An address name as typed; blank means "make it from the English title". Lower-cased first, so
 * "Dubai-Tourist" is taken as dubai-tourist rather than refused.
 */
export const zSlugInput = z
  .string({ error: V.invalid })
  .trim()
  .toLowerCase()
  .max(VISA_SLUG_MAX, { error: V.tooLong })
  .refine((v) => v === '' || VISA_SLUG_PATTERN.test(v), { error: 'validation.slug' });

const zDays = (min: number, max: number, key: string) =>
  z
    .number({ error: requiredOr(key) })
    .int({ error: key })
    .min(min, { error: key })
    .max(max, { error: key });

/** One document as the form sends it: an existing one keeps its id, a new one gets one from the API. */
export const ZVisaDocumentInput = z.object({
  id: zUuid.optional(),
  label_en: zNameOf(150),
  label_ar: zNameOf(150),
  upload: z.boolean({ error: V.invalid }).default(false),
});
export type TVisaDocumentInput = z.input<typeof ZVisaDocumentInput>;

const fields = {
  country_code: z
    .string({ error: V.required })
    .trim()
    .toUpperCase()
    .min(1, { error: V.required })
    .regex(/^[A-Z]{2}$/, { error: 'validation.country_code' }),
  visa_type: z.enum(VISA_TYPES, { error: requiredOr(V.oneOf) }),
  entries: z.enum(VISA_ENTRIES, { error: requiredOr(V.oneOf) }),
  processing_days_min: zDays(0, 365, 'validation.processing_days'),
  processing_days_max: zDays(0, 365, 'validation.processing_days'),
  validity_days: zDays(1, 3650, 'validation.visa_days'),
  max_stay_days: zDays(1, 3650, 'validation.visa_days'),
  documents: z
    .array(ZVisaDocumentInput, { error: V.invalid })
    .max(MAX_VISA_DOCUMENTS, { error: 'validation.visa_documents_too_many' })
    .refine((docs) => new Set(docs.map((d) => d.id).filter(Boolean)).size === docs.filter((d) => d.id).length, {
      error: 'validation.visa_documents_duplicate',
    }),
  currency: zCurrency,
  adult_price_minor: zAmountMinor,
  child_price_minor: zAmountMinorOrZero,
  agent_adult_price_minor: zAmountMinor,
  agent_child_price_minor: zAmountMinorOrZero,
  title_en: zNameOf(150),
  title_ar: zNameOf(150),
  summary_en: zNameOf(VISA_SUMMARY_MAX),
  summary_ar: zNameOf(VISA_SUMMARY_MAX),
  /** Rich text (HTML), sanitised by the API before it is stored. */
  description_en: zRichText,
  description_ar: zRichText,
  slug: zSlugInput.optional(),
  status: z.enum(VISA_STATUSES, { error: requiredOr(V.oneOf) }),
};

type TFields = { [K in keyof typeof fields]: z.infer<(typeof fields)[K]> };
type TIssue = { path: string[]; message: string };

/**
 * The rules between fields, on whichever are present (an update may name only some; the API
 * checks them again on the visa as it will be): processing days in order, and an agent never
 * paying more than the public price (the agent's markup comes on top of its own price).
 */
export function visaProblems(v: Partial<TFields>): TIssue[] {
  const problems: TIssue[] = [];
  if (v.processing_days_min !== undefined && v.processing_days_max !== undefined && v.processing_days_max < v.processing_days_min)
    problems.push({ path: ['processing_days_max'], message: 'validation.processing_days_order' });
  if (v.adult_price_minor !== undefined && v.agent_adult_price_minor !== undefined && v.agent_adult_price_minor > v.adult_price_minor)
    problems.push({ path: ['agent_adult_price_minor'], message: 'validation.agent_price_above_public' });
  if (v.child_price_minor !== undefined && v.agent_child_price_minor !== undefined && v.agent_child_price_minor > v.child_price_minor)
    problems.push({ path: ['agent_child_price_minor'], message: 'validation.agent_price_above_public' });
  return problems;
}

const addProblems = (v: Partial<TFields>, ctx: z.RefinementCtx) => {
  for (const problem of visaProblems(v)) ctx.addIssue({ code: 'custom', ...problem });
};

/** POST /visas. */
export const ZCreateVisa = z
  .object({
    ...fields,
    documents: fields.documents.default([]),
    description_en: fields.description_en.default(''),
    description_ar: fields.description_ar.default(''),
    status: fields.status.default('draft'),
  })
  .superRefine(addProblems);
export type TCreateVisa = z.input<typeof ZCreateVisa>;
export type TCreateVisaData = z.infer<typeof ZCreateVisa>;

/** PUT /visas?id=…: any of the fields (`{ status: 'published' }` publishes it). */
export const ZUpdateVisa = z
  .object(fields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: V.required, path: ['_'] })
  .superRefine(addProblems);
export type TUpdateVisa = z.input<typeof ZUpdateVisa>;
export type TUpdateVisaData = z.infer<typeof ZUpdateVisa>;

/** Columns the list can be sorted by (`price` is the adult public price). */
export const VISA_SORTS = ['created_at', 'title', 'country', 'price', 'processing'] as const;

/** GET /visas: a country, a type, entries, a status (staff), and the search over titles, slug and country. */
export const ZVisaListQuery = zListQuery(VISA_SORTS).extend({
  country: fields.country_code.optional(),
  type: z.enum(VISA_TYPES, { error: V.oneOf }).optional(),
  entries: z.enum(VISA_ENTRIES, { error: V.oneOf }).optional(),
  status: z.enum(VISA_STATUSES, { error: V.oneOf }).optional(),
});
export type TVisaListQuery = z.infer<typeof ZVisaListQuery>;

/** GET /visas/slug/{slug}. */
export const ZVisaSlugParams = z.object({
  slug: z.string().max(VISA_SLUG_MAX, { error: V.tooLong }).regex(VISA_SLUG_PATTERN, { error: 'validation.slug' }),
});

export const ZVisaDocument = z.strictObject({ id: zId, label_en: z.string(), label_ar: z.string(), upload: z.boolean() });
export type TVisaDocument = z.infer<typeof ZVisaDocument>;

const ZCountryRef = z.strictObject({ code: z.string(), name: z.string(), flag: z.string() });

/** What every reader sees. */
const commonView = {
  id: zId,
  slug: z.string(),
  country: ZCountryRef,
  visa_type: z.enum(VISA_TYPES),
  entries: z.enum(VISA_ENTRIES),
  processing_days_min: z.number().int(),
  processing_days_max: z.number().int(),
  validity_days: z.number().int(),
  max_stay_days: z.number().int(),
  documents: z.array(ZVisaDocument),
  currency: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  summary_en: z.string(),
  summary_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  updated_at: zInstant,
};

/** A visa as staff see it: both prices, its status and who made it. */
export const ZVisa = z.strictObject({
  ...commonView,
  adult_price_minor: z.number().int(),
  child_price_minor: z.number().int(),
  agent_adult_price_minor: z.number().int(),
  agent_child_price_minor: z.number().int(),
  status: z.enum(VISA_STATUSES),
  created_by: zId.nullable(),
  created_at: zInstant,
});
export type TVisa = z.infer<typeof ZVisa>;

/** A visa as an approved agent sees it: what it pays, never the public price. */
export const ZVisaForAgent = z.strictObject({
  ...commonView,
  agent_adult_price_minor: z.number().int(),
  agent_child_price_minor: z.number().int(),
});
export type TVisaForAgent = z.infer<typeof ZVisaForAgent>;

/** A visa as visitors and customers see it: the public price only. */
export const ZVisaPublic = z.strictObject({
  ...commonView,
  adult_price_minor: z.number().int(),
  child_price_minor: z.number().int(),
});
export type TVisaPublic = z.infer<typeof ZVisaPublic>;

/** The answer's item: the staff view, the agent's or the public one. */
export const ZVisaView = z.union([ZVisa, ZVisaForAgent, ZVisaPublic]);
export type TVisaView = z.infer<typeof ZVisaView>;
