import { z } from 'zod';
import { V, zDayInput, zNameOf, zOptionalLineOf, zUuid } from './common';
import { zPosition } from './header-images';
import { ZImage } from './images';
import { zListQuery } from './list-query';

const CONTROL = /[\p{Cc}\s\\]/u;

/**
 * Where a banner may send its reader: a path of this site ("/umrah-packages?month=3") or an
 * https address. Anything else (javascript:, data:, http:, "//other.site", a path with a
 * backslash or a space) is refused: the link is rendered as an anchor on the public home page.
 */
export function isSafeBannerLink(value: string): boolean {
  if (CONTROL.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An optional banner link (blank is none). */
export const zBannerLink = z
  .string({ error: V.invalid })
  .trim()
  .max(500, { error: V.tooLong })
  .refine((v) => v === '' || isSafeBannerLink(v), { error: 'validation.banner_link' })
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** An optional day (YYYY-MM-DD); blank is none. */
const zOptionalDay = z.preprocess((v) => (v === '' ? null : v), zDayInput.nullable().optional());

const bannerFields = {
  image_id: zUuid,
  title_en: zNameOf(120),
  title_ar: zNameOf(120),
  subtitle_en: zOptionalLineOf(250),
  subtitle_ar: zOptionalLineOf(250),
  link: zBannerLink,
  position: zPosition,
  active: z.boolean({ error: V.invalid }),
  /** The first and last day (agency time) a visitor sees the banner; open when blank. */
  starts_on: zOptionalDay,
  ends_on: zOptionalDay,
};

/** The last day may not come before the first (checked again against the saved row on update). */
const datesInOrder = (v: { starts_on?: string | null | undefined; ends_on?: string | null | undefined }) =>
  !v.starts_on || !v.ends_on || v.ends_on >= v.starts_on;
const DATES_ERROR = { error: 'validation.banner_dates', path: ['ends_on'] };

/** POST /save-promo-image. */
export const ZCreatePromoBanner = z
  .object({ ...bannerFields, active: bannerFields.active.default(true) })
  .refine(datesInOrder, DATES_ERROR);
export type TCreatePromoBanner = z.input<typeof ZCreatePromoBanner>;

/** POST /update-promo-image?id=…: a subset (`{ active: false }`, a new position). */
export const ZUpdatePromoBanner = z
  .object(bannerFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: V.required, path: ['_'] })
  .refine(datesInOrder, DATES_ERROR);
export type TUpdatePromoBanner = z.input<typeof ZUpdatePromoBanner>;

export const PROMO_BANNER_SORTS = ['position', 'created_at', 'starts_on'] as const;

/**
 * GET /get-promo-images: live banners (active, within their days) in order, for everyone.
 * `all=1` lists every banner to staff who keep catalogues (`active` narrows it); to anyone else
 * it is the live list.
 */
export const ZPromoBannerListQuery = zListQuery(PROMO_BANNER_SORTS).extend({
  all: z.enum(['1'], { error: V.oneOf }).optional(),
  active: z.enum(['0', '1'], { error: V.oneOf }).optional(),
});
export type TPromoBannerListQuery = z.infer<typeof ZPromoBannerListQuery>;

export const ZPromoBanner = z.strictObject({
  id: z.uuid(),
  image_id: z.uuid(),
  image: ZImage,
  title_en: z.string(),
  title_ar: z.string(),
  subtitle_en: z.string().nullable(),
  subtitle_ar: z.string().nullable(),
  link: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  starts_on: z.iso.date().nullable(),
  ends_on: z.iso.date().nullable(),
  /** Whether a visitor sees it today (active and within its days, in the agency's time zone). */
  live: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TPromoBanner = z.infer<typeof ZPromoBanner>;
