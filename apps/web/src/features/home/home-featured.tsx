import type { TImage } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/images/responsive-image';

export interface FeaturedSectionProps {
  /** Names the heading's id (`featured-${id}`) and the section's class. */
  id: string;
  title: string;
  intro: string;
  /** The catalogue's own page, and the link's text (names the catalogue: several "see all" links share the page). */
  allTo: string;
  allLabel: string;
  children: ReactNode;
}

/** A catalogue's few items on the home page: its title and intro, the cards, and a link to all of them. */
export function FeaturedSection({ id, title, intro, allTo, allLabel, children }: FeaturedSectionProps) {
  const headingId = `featured-${id}`;
  return (
    <section className={`home-section featured featured--${id}`} aria-labelledby={headingId}>
      <div className="container">
        <div className="featured__head">
          <h2 id={headingId}>{title}</h2>
          <Link to={allTo} className="featured__all">
            {allLabel}
          </Link>
        </div>
        <p className="muted featured__intro">{intro}</p>
        <ul className="featured__list">{children}</ul>
      </div>
    </section>
  );
}

export interface FeaturedCardProps {
  /** The item's page: the whole card opens it. */
  to: string;
  title: string;
  /** The item's picture (decoration: the title names the card), when it has one. */
  picture?: TImage | null;
  /** What the picture's place says (a city, a route, a country), over the picture or alone. */
  placeholder: ReactNode;
  /** Short facts under the title (where, how long, when). */
  facts: string[];
  /** The lowest price the reader pays, formatted; null when nothing is on sale. */
  price: string | null;
  /** What the price is for ("per adult"), when it needs saying. */
  priceUnit?: string;
}

/** How wide a card's picture is drawn: most of a phone's width (the row scrolls), a quarter of the page from 48rem. */
const CARD_SIZES = '(min-width: 72rem) 17rem, (min-width: 48rem) 23vw, 80vw';

/**
 * One item of a featured catalogue: its picture (lazy: the sections are below the first screen)
 * or its place, its title (the link), a few facts and the price "from". The picture's box has its
 * size (16:9) from CSS, picture or not.
 */
export function FeaturedCard({ to, title, picture, placeholder, facts, price, priceUnit }: FeaturedCardProps) {
  const { t } = useTranslation('home');
  return (
    <li className="featured-card">
      <div className={picture ? 'featured-card__picture featured-card__picture--photo' : 'featured-card__picture'} aria-hidden="true">
        {picture && <ResponsiveImage image={picture} alt="" sizes={CARD_SIZES} />}
        <span>{placeholder}</span>
      </div>
      <div className="featured-card__body">
        <h3 className="featured-card__title">
          <Link to={to}>{title}</Link>
        </h3>
        {facts.map((fact) => (
          <p key={fact} className="featured-card__fact">
            {fact}
          </p>
        ))}
        <p className="featured-card__price">
          {price === null ? (
            t('home:featured.no_price')
          ) : (
            <>
              {t('home:featured.from')} <strong>{price}</strong>
              {priceUnit && <span className="muted"> {priceUnit}</span>}
            </>
          )}
        </p>
      </div>
    </li>
  );
}
