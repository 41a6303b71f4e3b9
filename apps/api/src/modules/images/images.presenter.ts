import type { TImage } from '@safar/contracts';
import type { images } from '@safar/db';

export type TImageRow = typeof images.$inferSelect;
/** What presenting an image needs of its row. */
export type TImageFacts = Pick<TImageRow, 'id' | 'width' | 'height' | 'widths'>;

/** The variant's name in the file storage and in its public address. */
export const variantFileName = (id: string, width: number) => `${id}-${width}.webp`;
/** Where anyone fetches a variant (GET /api/images/{variant}); the address never changes, so it is cached for a year. */
export const imageVariantUrl = (id: string, width: number) => `/api/images/${variantFileName(id, width)}`;
/**
 * The JPEG copy of a variant, for link previews: WhatsApp, among the apps that draw them, shows
 * no WebP. Made from the WebP variant when first asked for, then kept beside it (images.service.ts).
 */
export const jpegCopyFileName = (id: string, width: number) => `${id}-${width}.jpg`;
export const imageJpegCopyUrl = (id: string, width: number) => `/api/images/${jpegCopyFileName(id, width)}`;

/** The variant `src` names: the widest up to 960 pixels (a phone's hero, a card), else the narrowest. */
const SRC_WIDTH = 960;

export function toImageView(row: TImageFacts): TImage {
  const widths = [...row.widths].sort((a, b) => a - b);
  const src = widths.filter((w) => w <= SRC_WIDTH).at(-1) ?? widths[0]!;
  return {
    id: row.id,
    url: imageVariantUrl(row.id, src),
    srcset: widths.map((w) => `${imageVariantUrl(row.id, w)} ${w}w`).join(', '),
    width: row.width,
    height: row.height,
  };
}
