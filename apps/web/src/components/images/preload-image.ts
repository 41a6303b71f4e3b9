import type { TImage } from '@safar/contracts';

/**
 * Starts downloading `image` at once and first, the variant an <img> with the same srcset and
 * `sizes` would pick (the <img> then takes it): for a page's largest picture, as soon as its
 * address is known, before the page renders.
 */
export function preloadImage(image: TImage, sizes: string): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({
    rel: 'preload',
    as: 'image',
    href: image.url,
    imagesrcset: image.srcset,
    imagesizes: sizes,
    fetchpriority: 'high',
  }))
    link.setAttribute(name, value);
  document.head.append(link);
}
