import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { PUBLIC_RESULTS_PATH } from '@/features/flights/paths';
import './about.css';

const FACTS = ['established', 'airlines', 'savings', 'hours'] as const;
/** What the agency sells, each to its page. */
const OFFER = [
  { id: 'flights', to: PUBLIC_RESULTS_PATH },
  { id: 'group_tickets', to: '/group-tickets-main' },
  { id: 'holidays', to: '/holidays' },
  { id: 'umrah', to: '/umra-packages' },
  { id: 'visas', to: '/visa' },
  { id: 'insurance', to: '/travel-insurance' },
] as const;

/** /about/us: who the agency is, its facts, what it sells, what it offers agents, and how to reach it. */
export function AboutScreen() {
  const { t } = useTranslation('about');
  const { data: user } = useCurrentUser();
  return (
    <article className="container about-page">
      <header>
        <h1>{t('about:title')}</h1>
        <p className="about-page__lead">{t('about:lead')}</p>
      </header>
      <ul className="about-facts" aria-label={t('about:facts_label')}>
        {FACTS.map((fact) => (
          <li key={fact}>{t(`about:facts.${fact}`)}</li>
        ))}
      </ul>
      <section aria-labelledby="about-story">
        <h2 id="about-story">{t('about:story.title')}</h2>
        <p>{t('about:story.body')}</p>
      </section>
      <section aria-labelledby="about-offer">
        <h2 id="about-offer">{t('about:offer.title')}</h2>
        <p>{t('about:offer.intro')}</p>
        <ul className="about-offer">
          {OFFER.map((item) => (
            <li key={item.id}>
              <Link to={item.to}>{t(`about:offer.${item.id}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-agents">
        <h2 id="about-agents">{t('about:agents.title')}</h2>
        <p>{t('about:agents.body')}</p>
        {!user && (
          <Link to="/auth/agent/register" className={buttonClass('secondary')}>
            {t('about:agents.register')}
          </Link>
        )}
      </section>
      <section aria-labelledby="about-contact">
        <h2 id="about-contact">{t('about:contact.title')}</h2>
        <p>{t('about:contact.body')}</p>
        <Link to="/contact-us" className={buttonClass('primary')}>
          {t('about:contact.link')}
        </Link>
      </section>
    </article>
  );
}
