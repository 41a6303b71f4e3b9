import { z } from 'zod';
import { V, zOptionalLineOf, zUuid } from './common';
import { ZImage } from './images';
import { zListQuery } from './list-query';

/** The product pages that show header images as their hero: /visa-header-images and its siblings. */
export const HEADER_IMAGE_KINDS = ['visa', 'holiday', 'umrah'] as const;
export type THeaderImageKind = (typeof HEADER_IMAGE_KINDS)[number];

/** Where a page's header images are kept, by kind (a contract of the API). */
export const headerImagesPath = (kind: THeaderImageKind) => `/${kind}-header-images`;

/** An order among a page's images: the hero shows the lowest first. */
export const zPosition = z.preprocess(
  // A form's empty box is no position (the item goes last), not position 0.
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: V.invalid }).int({ error: V.invalid }).min(0, { error: V.invalid }).max(9999, { error: V.invalid }).optional(),
);

const headerImageFields = {
  image_id: zUuid,
  position: zPosition,
  /** What the image shows, for screen readers; blank when it is decoration only. */
  alt_en: zOptionalLineOf(200),
  alt_ar: zOptionalLineOf(200),
};

/** POST /{kind}-header-images: without a position the image goes after the page's others. */
export const ZCreateHeaderImage = z.object(headerImageFields);
export type TCreateHeaderImage = z.input<typeof ZCreateHeaderImage>;

/** PUT /{kind}-header-images?id=…: a subset (a new position to reorder, new alt texts). */
export const ZUpdateHeaderImage = z
  .object(headerImageFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: V.required, path: ['_'] });
export type TUpdateHeaderImage = z.input<typeof ZUpdateHeaderImage>;

export const HEADER_IMAGE_SORTS = ['position', 'created_at'] as const;
export const ZHeaderImageListQuery = zListQuery(HEADER_IMAGE_SORTS);
export type THeaderImageListQuery = z.infer<typeof ZHeaderImageListQuery>;

export const ZHeaderImage = z.strictObject({
  id: z.uuid(),
  kind: z.enum(HEADER_IMAGE_KINDS),
  image_id: z.uuid(),
  image: ZImage,
  position: z.number().int(),
  alt_en: z.string().nullable(),
  alt_ar: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type THeaderImage = z.infer<typeof ZHeaderImage>;
