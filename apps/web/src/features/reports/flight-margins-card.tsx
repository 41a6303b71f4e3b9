import type { TFlightMarginRow } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { Amount } from '@/features/money/amount';
import { formatNumber } from '@/lib/i18n';

/**
 * The report's flight revenue split by margin kind (airline margins, booking fees, other), for
 * the same period, agency and currency as the lines above; nothing shows when there is none.
 */
export function FlightMarginsCard({ rows }: { rows: readonly TFlightMarginRow[] }) {
  const { t } = useTranslation('reports');
  if (rows.length === 0) return null;
  return (
    <Card title={t('reports:profit_loss.flight_margins')}>
      <p className="muted">{t('reports:profit_loss.flight_margins_note')}</p>
      <DataTable<TFlightMarginRow>
        caption={t('reports:profit_loss.flight_margins')}
        rows={rows}
        rowKey={(r) => `${r.kind}|${r.currency}`}
        columns={[
          { key: 'kind', header: t('reports:profit_loss.columns.kind'), cell: (r) => t(`reports:margin_kinds.${r.kind}`) },
          { key: 'currency', header: t('reports:profit_loss.columns.currency'), cell: (r) => r.currency },
          {
            key: 'transactions',
            header: t('reports:profit_loss.columns.transactions'),
            align: 'end',
            cell: (r) => formatNumber(r.transactions),
          },
          {
            key: 'income',
            header: t('reports:profit_loss.columns.income'),
            align: 'end',
            cell: (r) => <Amount minor={r.income_minor} currency={r.currency} />,
          },
          {
            key: 'costs',
            header: t('reports:profit_loss.columns.costs'),
            align: 'end',
            cell: (r) => <Amount minor={r.costs_minor} currency={r.currency} />,
          },
          {
            key: 'net',
            header: t('reports:profit_loss.columns.net'),
            align: 'end',
            cell: (r) => <Amount minor={r.net_minor} currency={r.currency} signed />,
          },
        ]}
      />
    </Card>
  );
}
