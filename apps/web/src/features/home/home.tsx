import { homeOf } from '@safar/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/button';
import { PromoBanners } from '@/components/images/promo-banners';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { FeaturedGroupTickets, FeaturedPackages, FeaturedVisas } from './home-catalogues';
import { HomeFacts } from './home-facts';
import { HomeFaq } from './home-faq';
import { HomeProducts } from './home-products';
import { HomeSearch } from './home-search';
import './home.css';

/**
 * /home: the storefront landing page (and the customer's home): the flight search box, the
 * offers, a few of each catalogue's products, every product, the agents' steps and the FAQ.
 */
export function Home() {
  const { t } = useTranslation(['home', 'layout']);
  const { data: user } = useCurrentUser();
  const { hash } = useLocation();

  // The header links to sections (#products, #faq); the router does not scroll to them.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{t('home:hero.title')}</h1>
          <p className="hero-lead">{t('home:hero.lead')}</p>
          <div className="form-actions">
            {user ? (
              <Link to={homeOf(user)} className={buttonClass('primary')}>
                {t('home:hero.dashboard', { name: user.name })}
              </Link>
            ) : (
              <>
                <Link to="/auth/register" className={buttonClass('primary')}>
                  {t('home:hero.register')}
                </Link>
                <Link to="/auth/agent/register" className={buttonClass('secondary')}>
                  {t('home:hero.agent')}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
      <HomeSearch />
      <HomeFacts />
      <div className="container home-promos">
        <PromoBanners />
      </div>
      <FeaturedGroupTickets />
      <FeaturedPackages kind="holiday" />
      <FeaturedPackages kind="umrah" />
      <FeaturedVisas />
      <HomeProducts />
      <section className="home-section" aria-labelledby="agents-title">
        <div className="container agents-band">
          <h2 id="agents-title">{t('home:agents.title')}</h2>
          <ol className="steps">
            <li>{t('home:agents.step_register')}</li>
            <li>{t('home:agents.step_details')}</li>
            <li>{t('home:agents.step_approval')}</li>
          </ol>
          {!user && (
            <Link to="/auth/agent/register" className={buttonClass('primary')}>
              {t('home:hero.agent')}
            </Link>
          )}
        </div>
      </section>
      <HomeFaq />
      <section id="contact" className="home-section" aria-labelledby="contact-title">
        <div className="container">
          <h2 id="contact-title">{t('home:contact.title')}</h2>
          <p>{t('home:contact.body')}</p>
          <p>
            <strong>{t('layout:footer.hours_title')}:</strong> {t('layout:footer.hours')}
          </p>
        </div>
      </section>
    </>
  );
}
