import { useTranslation } from 'react-i18next';

const QUESTIONS = ['sign_in', 'agent', 'booking', 'languages', 'hours', 'privacy'] as const;

/** Frequently asked questions as native disclosures (keyboard and screen-reader friendly). */
export function HomeFaq() {
  const { t } = useTranslation('home');
  return (
    <section id="faq" className="home-section" aria-labelledby="faq-title">
      <div className="container">
        <h2 id="faq-title">{t('home:faq.title')}</h2>
        <div className="faq">
          {QUESTIONS.map((q) => (
            <details key={q}>
              <summary>{t(`home:faq.items.${q}.q`)}</summary>
              <p>{t(`home:faq.items.${q}.a`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
