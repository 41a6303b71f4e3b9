import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n';

/** The marketing facts, figures formatted for the current language. */
export function HomeFacts() {
  const { t } = useTranslation('home');
  const facts = [
    { figure: formatNumber(0.4, { style: 'percent' }), text: t('home:facts.savings') },
    { figure: `${formatNumber(500)}+`, text: t('home:facts.airlines') },
    { figure: formatNumber(2010, { useGrouping: false }), text: t('home:facts.established') },
    { figure: t('home:facts.hours_figure'), text: t('home:facts.hours') },
  ];
  return (
    <section className="facts" aria-label={t('home:facts.label')}>
      <ul className="container facts-list">
        {facts.map((f) => (
          <li key={f.text}>
            <span className="fact-figure">{f.figure}</span>
            <span className="fact-text">{f.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
