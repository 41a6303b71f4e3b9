import type { TListedItem, TListedItemKind } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { PageState } from '@/components/page-state';
import { EnquireButton } from '@/features/enquiries/enquire-dialog';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { listedItemHooks } from './listed-items-queries';
import '@/features/group-travel/group-travel.css';

/** A card's key facts: a car's seats and gearbox, a tour's length (whole days when it is days). */
function Facts({ item }: { item: TListedItem }) {
  const { t } = useTranslation('listed_items');
  const facts = [
    item.seats !== null ? t('listed_items:facts.seats', { count: item.seats }) : null,
    item.transmission ? t(`listed_items:transmissions.${item.transmission}`) : null,
    item.duration_hours !== null
      ? item.duration_hours % 24 === 0
        ? t('listed_items:facts.days', { count: item.duration_hours / 24 })
        : t('listed_items:facts.hours', { count: item.duration_hours })
      : null,
  ].filter(Boolean);
  return facts.length ? <p className="muted">{facts.join(' · ')}</p> : null;
}

function ItemCard({ item, kind }: { item: TListedItem; kind: TListedItemKind }) {
  const { t } = useTranslation('listed_items');
  const ar = currentLocale() === 'ar';
  const title = ar ? item.title_ar : item.title_en;
  return (
    <li className="card listed-card">
      <h2>{title}</h2>
      <p className="muted">
        {item.city}, {item.country}
      </p>
      <Facts item={item} />
      <p className="listed-card-text">{ar ? item.description_ar : item.description_en}</p>
      <p>
        <strong>
          {item.price_from_minor !== null && item.currency
            ? t('listed_items:facts.from', { price: formatMoney(item.price_from_minor, item.currency, currentLocale()) })
            : t('listed_items:facts.on_request')}
        </strong>
      </p>
      <EnquireButton kind={kind} id={item.id} title={title} />
    </li>
  );
}

/** /cars and /tours: the active items in their order, each with its Enquire button. */
export function ListedItemsPublicScreen({ kind }: { kind: TListedItemKind }) {
  const { t } = useTranslation('listed_items');
  const list = listedItemHooks[kind].useList({ per_page: 100 });
  return (
    <article className="container group-travel">
      <header>
        <h1>{t(`listed_items:${kind}s.public_title`)}</h1>
        <p>{t(`listed_items:${kind}s.intro`)}</p>
      </header>
      {list.isPending ? (
        <PageState state="loading" />
      ) : list.isError ? (
        <PageState state="error" onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <PageState state="empty" />
      ) : (
        <ul className="listed-cards">
          {list.data.items.map((item) => (
            <ItemCard key={item.id} item={item} kind={kind} />
          ))}
        </ul>
      )}
    </article>
  );
}
