import { z } from 'zod';
import { V, zUuid } from './common';

/**
 * Images the public site shows (catalogue photos, page heroes, promo banners). Unlike private
 * uploads they are re-encoded at upload: auto-rotated, stripped of metadata and resized into
 * WebP variants, served to anyone under a stable address.
 */
export const IMAGE_SOURCE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The input's `accept` for an image picker. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
/** 15 MB: a full-size phone photo fits; larger answers 413. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** 50 megapixels: beyond any camera a catalogue photo comes from; refuses decompression bombs. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The widths variants are made in, each no wider than the original. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/**
 * A variant's public file name: the image's id, the variant's width, and `webp`, or `jpg` for its
 * JPEG copy (what link previews show: some of the apps that draw them show no WebP).
 */
export const IMAGE_VARIANT_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{2,4})\.(webp|jpg)$/;
export const zImageVariantParams = z.object({ variant: z.string().regex(IMAGE_VARIANT_NAME, { error: V.invalid }) });

/**
 * An image as the web renders it: `url` is a mid-size variant for `src`, `srcset` lists every
 * variant ("url 320w, url 640w"), and width/height are the original's (after rotation), so the
 * browser reserves the box before the bytes arrive.
 */
export const ZImage = z.strictObject({
  id: z.uuid(),
  url: z.string(),
  srcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TImage = z.infer<typeof ZImage>;

/** An image reference in a form or request body. */
export const zImageId = zUuid;
