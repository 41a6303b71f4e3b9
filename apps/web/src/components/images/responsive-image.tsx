import type { TImage } from '@safar/contracts';

export interface ResponsiveImageProps {
  image: TImage;
  /** What the image shows; '' for decoration (a screen reader skips it). */
  alt: string;
  /** How wide the image is drawn, for the browser to pick a variant ("(min-width: 60rem) 50vw, 100vw"). */
  sizes?: string;
  /** The page's main image (the first hero): fetched first and at once instead of when scrolled near. */
  priority?: boolean;
  className?: string;
}

/**
 * A public image from its variants. width and height are the original's, so the browser reserves
 * the box (by its ratio, with `height: auto` in CSS) before any byte arrives and nothing moves.
 * Lazy by default; `priority` for the one image that is the largest thing on first paint.
 */
export function ResponsiveImage({ image, alt, sizes = '100vw', priority = false, className }: ResponsiveImageProps) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={['responsive-image', className].filter(Boolean).join(' ')}
    />
  );
}
