import type { TSystemStatus } from '@safar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { ApiError, apiGet } from '@/lib/api';
import { formatDateTime, formatNumber } from '@/lib/i18n';

/** GET /system-status (admin), refreshed every minute while the dashboard is open. */
export function useSystemStatus() {
  return useQuery({
    queryKey: ['system', 'status'],
    queryFn: async () => (await apiGet<{ status: TSystemStatus }>('/system-status')).data.status,
    refetchInterval: 60_000,
  });
}

/**
 * Background work for the admin: jobs waiting and failed for good, and mails not delivered yet.
 * A failure is shown in red, so a mail server that has been down for hours is noticed.
 */
export function SystemStatusCard() {
  const { t } = useTranslation('admin');
  const status = useSystemStatus();
  if (status.isPending) return <PageState state="loading" />;
  if (status.isError)
    return (
      <PageState
        state="error"
        message={status.error instanceof ApiError ? status.error.description : undefined}
        onRetry={() => void status.refetch()}
      />
    );
  const { jobs, mails } = status.data;
  const tiles = [
    { key: 'failed_jobs', label: t('admin:dashboard.system.failed_jobs'), value: jobs.totals.failed, alarm: jobs.totals.failed > 0 },
    { key: 'queued_jobs', label: t('admin:dashboard.system.queued_jobs'), value: jobs.totals.queued, alarm: false },
    { key: 'mails_waiting', label: t('admin:dashboard.system.mails_waiting'), value: mails.waiting, alarm: false },
    { key: 'mails_failed', label: t('admin:dashboard.system.mails_failed'), value: mails.failed, alarm: mails.failed > 0 },
  ];
  return (
    <Card title={t('admin:dashboard.system.title')}>
      {!jobs.running && <Badge tone="danger">{t('admin:dashboard.system.stopped')}</Badge>}
      <ul className="stat-tiles">
        {tiles.map((tile) => (
          <li key={tile.key} className={tile.alarm ? 'stat-tile stat-tile--alarm' : 'stat-tile'}>
            <span className="stat-tile__value">{formatNumber(tile.value)}</span>
            <span className="stat-tile__label">{tile.label}</span>
          </li>
        ))}
      </ul>
      {mails.oldest_waiting_at && (
        <p className="muted">{t('admin:dashboard.system.oldest_waiting', { at: formatDateTime(mails.oldest_waiting_at) })}</p>
      )}
    </Card>
  );
}
