import type { TSearchFigures, TSearchStats } from '@safar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { ApiError, apiGet } from '@/lib/api';
import { formatNumber } from '@/lib/i18n';

/** GET /search-stats (admin), refreshed every five minutes while the dashboard is open. */
export function useSearchStats() {
  return useQuery({
    queryKey: ['flights', 'search-stats'],
    queryFn: async () => (await apiGet<{ stats: TSearchStats }>('/search-stats')).data.stats,
    refetchInterval: 5 * 60_000,
  });
}

/**
 * The share of supplier asks the search cache answered, as a whole percentage; null when no
 * supplier was asked (no search, or none enabled). Shares between 0 and 1 % show as "<1%" rather
 * than "0%", and those just short of all as "99%", so a rounded figure never claims none or all.
 */
export function cacheShare(figures: Pick<TSearchFigures, 'supplier_asks' | 'cache_hits'>): string | null {
  if (figures.supplier_asks <= 0) return null;
  const share = figures.cache_hits / figures.supplier_asks;
  if (share > 0 && share < 0.01) return `<${formatNumber(0.01, { style: 'percent' })}`;
  if (share < 1 && share > 0.99) return formatNumber(0.99, { style: 'percent' });
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
}

/**
 * Flight searches for the admin: how many today and in the last seven days, and the share of
 * supplier asks the search cache answered (each search asks every enabled supplier; a supplier
 * bills the asks it answers, so a higher share is fewer billed searches).
 */
export function SearchStatsCard() {
  const { t } = useTranslation('admin');
  const stats = useSearchStats();
  if (stats.isPending) return <PageState state="loading" />;
  if (stats.isError)
    return (
      <PageState
        state="error"
        message={stats.error instanceof ApiError ? stats.error.description : undefined}
        onRetry={() => void stats.refetch()}
      />
    );
  const { today, last_7_days: week } = stats.data;
  const none = t('admin:dashboard.searches.no_share');
  const tiles = [
    { key: 'today', label: t('admin:dashboard.searches.today'), value: formatNumber(today.searches) },
    { key: 'week', label: t('admin:dashboard.searches.week'), value: formatNumber(week.searches) },
    { key: 'cache_today', label: t('admin:dashboard.searches.cache_today'), value: cacheShare(today) ?? none },
    { key: 'cache_week', label: t('admin:dashboard.searches.cache_week'), value: cacheShare(week) ?? none },
  ];
  return (
    <Card title={t('admin:dashboard.searches.title')}>
      <ul className="stat-tiles">
        {tiles.map((tile) => (
          <li key={tile.key} className="stat-tile">
            <span className="stat-tile__value">{tile.value}</span>
            <span className="stat-tile__label">{tile.label}</span>
          </li>
        ))}
      </ul>
      <p className="muted">
        {t('admin:dashboard.searches.hint', {
          asks: formatNumber(week.supplier_asks),
          hits: formatNumber(week.cache_hits),
        })}
      </p>
    </Card>
  );
}
