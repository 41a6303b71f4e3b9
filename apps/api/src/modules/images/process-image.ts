import { IMAGE_MAX_PIXELS, IMAGE_WIDTHS } from '@safar/contracts';
import type { Metadata } from 'sharp';
import type sharpFunction from 'sharp';
import { AppError } from '@/core/app-error';

export interface TProcessedImage {
  /** The original's size once turned upright. */
  width: number;
  height: number;
  /** WebP variants, narrowest first. */
  variants: { width: number; data: Buffer }[];
}

/** The widest variant; a tall image is bounded by its height too, so its decoded pixels stay few. */
const MAX_WIDTH = Math.max(...IMAGE_WIDTHS);
const MAX_HEIGHT = MAX_WIDTH * 3;
/** A width this close to the next narrower one adds bytes and no sharpness. */
const DISTINCT = 1.15;
/** Quality 78 and effort 4: a 12-megapixel photo's five variants in under a second on two cores. */
const WEBP = { quality: 78, effort: 4 } as const;
/**
 * A JPEG copy for link previews: mozjpeg at quality 75 keeps a detailed 1280-pixel picture under the
 * 300 KB WhatsApp's previews take (187 KB measured; plain libjpeg 257 KB, in about half the time).
 */
const JPEG = { quality: 75, progressive: true, mozjpeg: true } as const;

const tooManyPixels = () =>
  new AppError('validation_failed', {
    key: 'messages.image_too_many_pixels',
    errors: { file: ['messages.image_too_many_pixels'] },
    params: { max: IMAGE_MAX_PIXELS / 1_000_000 },
  });
const unreadable = () =>
  new AppError('validation_failed', { key: 'messages.image_unreadable', errors: { file: ['messages.image_unreadable'] } });

/** The widths to make for an image `width` wide (after its first resize): the steps below it, and its own. */
export function variantWidths(width: number): number[] {
  const steps: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  const widest = steps[steps.length - 1];
  if (widest === undefined || width > widest * DISTINCT) steps.push(width);
  return steps;
}

// sharp (libvips) is loaded on the first image, not at start: most processes never resize one.
let sharpModule: Promise<{ default: typeof sharpFunction }> | null = null;
export const loadSharp = () => (sharpModule ??= import('sharp'));

/**
 * The JPEG copy of a WebP variant (already upright and without metadata), transparency flattened
 * onto white since JPEG has none.
 */
export async function jpegFromWebp(webp: Buffer): Promise<Buffer> {
  const sharp = (await loadSharp()).default;
  return sharp(webp, { failOn: 'error' }).flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer();
}

/**
 * Decodes an uploaded JPEG, PNG or WebP (its first frame), turns it upright by its EXIF
 * orientation and encodes WebP variants without any metadata (no camera, place or time). The
 * pixel count is read from the header and refused before anything is decoded: a small file can
 * declare a huge image (a decompression bomb). It is decoded once, shrunk to the widest variant,
 * and each variant is made from that.
 */
export async function processImage(data: Buffer): Promise<TProcessedImage> {
  const sharp = (await loadSharp()).default;
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // The header only: nothing is decoded, so the limit is checked here with its own message.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  // EXIF orientations 5–8 turn the image a quarter: its upright width is its stored height.
  const upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };

  let base: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    base = await sharp(data, options)
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels();
    throw unreadable();
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const variants = [];
  for (const width of variantWidths(base.info.width)) {
    const pipeline = sharp(base.data, raw);
    if (width !== base.info.width) pipeline.resize({ width });
    variants.push({ width, data: await pipeline.webp(WEBP).toBuffer() });
  }
  return { ...upright, variants };
}
