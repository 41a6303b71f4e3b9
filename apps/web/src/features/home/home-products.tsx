import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { PUBLIC_RESULTS_PATH } from '@/features/flights/paths';

/**
 * Every product the agency sells, each tile opening the product's page; a product without one
 * yet (hotels) says it is coming soon.
 */
const PRODUCTS = [
  { id: 'flights', to: PUBLIC_RESULTS_PATH },
  { id: 'hotels', to: null },
  { id: 'visas', to: '/visa' },
  { id: 'holidays', to: '/holidays' },
  { id: 'umrah', to: '/umra-packages' },
  { id: 'group_tickets', to: '/group-tickets-main' },
  { id: 'insurance', to: '/travel-insurance' },
  { id: 'cars', to: '/cars' },
  { id: 'tours', to: '/tours' },
] as const;

export function HomeProducts() {
  const { t } = useTranslation('home');
  return (
    <section id="products" className="home-section" aria-labelledby="products-title">
      <div className="container">
        <h2 id="products-title">{t('home:products.title')}</h2>
        <p className="muted">{t('home:products.intro')}</p>
        <ul className="product-grid">
          {PRODUCTS.map((p) => {
            const title = t(`home:products.items.${p.id}.title`);
            return (
              <li key={p.id} className={p.to ? 'product-tile product-tile--link' : 'product-tile'}>
                <h3>{p.to ? <Link to={p.to}>{title}</Link> : title}</h3>
                <p>{t(`home:products.items.${p.id}.body`)}</p>
                {!p.to && <Badge tone="info">{t('common:coming_soon')}</Badge>}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
