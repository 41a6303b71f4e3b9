import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';

/** Every product the agency sells; none can be booked online yet, and the tiles say so. */
const PRODUCTS = ['flights', 'hotels', 'visas', 'holidays', 'umrah', 'group_tickets', 'insurance', 'cars', 'tours'] as const;

export function HomeProducts() {
  const { t } = useTranslation('home');
  return (
    <section id="products" className="home-section" aria-labelledby="products-title">
      <div className="container">
        <h2 id="products-title">{t('home:products.title')}</h2>
        <p className="muted">{t('home:products.intro')}</p>
        <ul className="product-grid">
          {PRODUCTS.map((p) => (
            <li key={p} className="product-tile">
              <h3>{t(`home:products.items.${p}.title`)}</h3>
              <p>{t(`home:products.items.${p}.body`)}</p>
              <Badge tone="info">{t('common:coming_soon')}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
