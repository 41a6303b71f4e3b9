import type { TPromoBanner } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { liveBannerHooks } from './promo-banners-queries';
import { LIVE_BANNERS_QUERY } from './promo-banners-reads';
import { ResponsiveImage } from './responsive-image';
import './images.css';

export interface PromoBannersProps {
  /** The first banner is the largest thing on first paint (top of the home page): fetch it first. */
  priorityFirst?: boolean;
}

/** A banner's link: a path of this site through the router, an https address as a plain link. */
function BannerLink({ link, children }: { link: string | null; children: ReactNode }) {
  if (!link) return <div className="promo-card__body">{children}</div>;
  if (link.startsWith('/'))
    return (
      <Link to={link} className="promo-card__body">
        {children}
      </Link>
    );
  return (
    <a href={link} className="promo-card__body" rel="noopener">
      {children}
    </a>
  );
}

/**
 * The home page's promo banners: the live ones (active, within their days) in order, as a strip
 * that scrolls sideways on a phone, each with its title over the image and its link. Nothing is
 * shown when there is none; while they load the strip keeps its height.
 */
export function PromoBanners({ priorityFirst = false }: PromoBannersProps) {
  const { t, i18n } = useTranslation('images');
  const list = liveBannerHooks.useList(LIVE_BANNERS_QUERY);
  const ar = i18n.language === 'ar';
  if (list.isPending) return <div className="promo-strip promo-strip--loading" aria-hidden="true" />;
  const banners: TPromoBanner[] = list.data?.items ?? [];
  if (banners.length === 0) return null;
  return (
    <section className="promo-strip" aria-label={t('images:banners.region')}>
      <ul className="promo-strip__list">
        {banners.map((b, index) => {
          const title = ar ? b.title_ar : b.title_en;
          const subtitle = ar ? b.subtitle_ar : b.subtitle_en;
          return (
            <li key={b.id} className="promo-card">
              <BannerLink link={b.link}>
                <ResponsiveImage
                  image={b.image}
                  alt=""
                  // Each banner's column: 92% of the container (the screen less its 1rem padding each side), 60rem on a wide one.
                  sizes="(min-width: 64rem) 60rem, calc(92vw - 1.84rem)"
                  priority={priorityFirst && index === 0}
                  className="promo-card__image"
                />
                <span className="promo-card__text">
                  <strong className="promo-card__title">{title}</strong>
                  {subtitle && <span className="promo-card__subtitle">{subtitle}</span>}
                </span>
              </BannerLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
