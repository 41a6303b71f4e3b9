import type { TPackageImageView } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/images/responsive-image';
import { currentLocale } from '@/lib/i18n';
import { GALLERY_LEAD_SIZES } from './first-reads';
import { inLocale } from './package-text';

export interface PackageGalleryProps {
  pictures: readonly TPackageImageView[];
  /** The package's title in the reader's language: a picture without a description is named by it. */
  title: string;
}

/**
 * The package's pictures on its page: the first large, the others as tiles below. Every box has
 * its shape from CSS before any byte arrives (the images fill it), so nothing moves as they load;
 * the first is fetched at once (it is the page's largest picture), the others when scrolled near.
 */
export function PackageGallery({ pictures, title }: PackageGalleryProps) {
  const { t } = useTranslation('packages');
  const locale = currentLocale();
  if (pictures.length === 0) return null;
  const altOf = (p: TPackageImageView, n: number) =>
    inLocale(locale, p.alt_en ?? '', p.alt_ar ?? '') || t('details.picture', { title, n, count: pictures.length });
  return (
    <section aria-label={t('details.gallery')} className="package-gallery">
      <ul className={pictures.length === 1 ? 'package-gallery__list package-gallery__list--one' : 'package-gallery__list'}>
        {pictures.map((p, i) => (
          <li key={p.image_id} className={i === 0 ? 'package-gallery__item package-gallery__item--first' : 'package-gallery__item'}>
            <ResponsiveImage
              image={p.image}
              alt={altOf(p, i + 1)}
              sizes={i === 0 ? GALLERY_LEAD_SIZES : '(min-width: 48rem) 17rem, 50vw'}
              priority={i === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
