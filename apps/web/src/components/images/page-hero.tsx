import type { THeaderImage, THeaderImageKind } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_IMAGES_QUERY, headerImageHooks } from './header-images-queries';
import { HERO_SIZES } from './header-images-reads';
import { ResponsiveImage } from './responsive-image';
import './images.css';

export interface PageHeroProps {
  kind: THeaderImageKind;
  /** The page's heading (already translated): the hero holds the page's h1. */
  title: string;
  intro?: string;
}

/**
 * The public hero of a product page: its first header image behind the title, and buttons to
 * step through the others when there are several (no autoplay; only the image shown is
 * fetched). The box has its size before the images are known, with or without one, so the
 * page never moves when they arrive.
 */
export function PageHero({ kind, title, intro }: PageHeroProps) {
  const { t, i18n } = useTranslation('images');
  const list = headerImageHooks(kind).useList(HEADER_IMAGES_QUERY);
  const images: THeaderImage[] = list.data?.items ?? [];
  const [shown, setShown] = useState(0);
  const current = images[shown % Math.max(images.length, 1)];
  const alt = (h: THeaderImage) => (i18n.language === 'ar' ? h.alt_ar : h.alt_en) ?? '';
  const step = (by: number) => setShown((i) => (i + by + images.length) % images.length);

  return (
    <section className={['page-hero', current ? 'page-hero--image' : ''].filter(Boolean).join(' ')}>
      {current && (
        <ResponsiveImage
          key={current.id}
          image={current.image}
          alt={alt(current)}
          sizes={HERO_SIZES}
          priority={shown === 0}
          className="page-hero__image"
        />
      )}
      <div className="page-hero__text">
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
      {images.length > 1 && (
        <div className="page-hero__controls">
          <button type="button" className="page-hero__button" aria-label={t('images:hero.previous')} onClick={() => step(-1)}>
            <span aria-hidden="true" className="page-hero__arrow page-hero__arrow--back" />
          </button>
          <span aria-live="polite" className="page-hero__counter">
            {t('images:hero.counter', { current: shown + 1, total: images.length })}
          </span>
          <button type="button" className="page-hero__button" aria-label={t('images:hero.next')} onClick={() => step(1)}>
            <span aria-hidden="true" className="page-hero__arrow" />
          </button>
        </div>
      )}
    </section>
  );
}
