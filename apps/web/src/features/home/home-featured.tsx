import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
  /** What the picture's place shows while the item has no picture (a city, a route, a country). */
  placeholder: ReactNode;
  /** Short facts under the title (where, how long, when). */
  facts: string[];
  /** The lowest price the reader pays, formatted; null when nothing is on sale. */
  price: string | null;
  /** What the price is for ("per adult"), when it needs saying. */
  priceUnit?: string;
}

/** One item of a featured catalogue: its picture's place, its title (the link), a few facts and the price "from". */
export function FeaturedCard({ to, title, placeholder, facts, price, priceUnit }: FeaturedCardProps) {
  const { t } = useTranslation('home');
  return (
    <li className="featured-card">
      <div className="featured-card__picture" aria-hidden="true">
        {placeholder}
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
