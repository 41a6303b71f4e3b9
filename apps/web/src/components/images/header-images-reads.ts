import type { THeaderImage, THeaderImageKind } from '@safar/contracts';
import { startGet } from '@/lib/api';
import { preloadImage } from './preload-image';

/*
 * A product page's header images, read ahead: the route of /visa, /holidays or /umra-packages
 * starts this read beside the page's code on a first visit, and starts downloading the first
 * image as soon as the list answers, before the page renders. Only constants and the API client
 * here: the route table that calls it is part of every page's first download.
 */

/** A page shows a handful of header images: one request holds them all. */
export const HEADER_IMAGES_QUERY = { per_page: 20 } as const;
export const headerImagesAddress = (kind: THeaderImageKind) => `/${kind}-header-images`;

/** The hero's width: the page's container (72rem less its padding), the screen less the padding below that. */
export const HERO_SIZES = '(min-width: 72rem) 70rem, calc(100vw - 2rem)';

/** Starts reading a page's header images and, once they are known, downloading the first (the hero's largest paint). */
export async function readHeaderImagesAhead(kind: THeaderImageKind): Promise<void> {
  try {
    const { data } = await startGet<{ items: THeaderImage[] }>(headerImagesAddress(kind), HEADER_IMAGES_QUERY);
    const first = data.items[0];
    if (first) preloadImage(first.image, HERO_SIZES);
  } catch {
    // The hero's own query shows nothing for a list it cannot read.
  }
}
