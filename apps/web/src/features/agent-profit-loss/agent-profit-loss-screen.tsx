import { todayIn, type TAgentProfitLossFigures, type TAgentProfitLossRow } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Amount } from '@/features/money/amount';
import { formatDate, formatNumber } from '@/lib/i18n';
import {
  agentProfitLossFiltersFromParams,
  buildAgentProfitLossQuery,
  PERIOD_PRESETS,
  presetPeriod,
  type TPeriodPreset,
} from './agent-profit-loss-filters';
import { useAgentProfitLoss } from './agent-profit-loss-queries';
import './agent-profit-loss.css';

/** The agency time zone until the first answer names it (the API's default). */
const DEFAULT_TIMEZONE = 'Asia/Karachi';
/** A calendar day or month as written, whatever the browser's own zone. */
const dayLabel = (day: string) => formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
const monthLabel = (month: string) => formatDate(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * /agent/agent-profit-loss-report (an approved agent): its agency's sales to its customers, what
 * the bookings cost its wallet, and its margin, month by month for a period of days in the
 * agency time zone (the year so far by default).
 */
export function AgentProfitLossScreen() {
  const { t } = useTranslation('agent_profit_loss');
  const { filters, setFilters, resetFilters } = useUrlFilters(agentProfitLossFiltersFromParams);
  const report = useAgentProfitLoss(buildAgentProfitLossQuery(filters));
  const timezone = report.data?.period.timezone ?? DEFAULT_TIMEZONE;
  // The year so far is the API's default, so it leaves the address bare.
  const applyPreset = (preset: TPeriodPreset) =>
    setFilters(preset === 'this_year' ? { from: '', to: '' } : presetPeriod(preset, todayIn(timezone)));

  return (
    <div className="agent-pl">
      <h1>{t('agent_profit_loss:title')}</h1>
      <p className="muted">{t('agent_profit_loss:intro', { timezone })}</p>

      <FilterBar
        label={t('agent_profit_loss:filters')}
        values={filters}
        onChange={setFilters}
        onReset={resetFilters}
        dates={{ fromLabel: t('agent_profit_loss:from'), toLabel: t('agent_profit_loss:to') }}
      />
      <div className="agent-pl__presets" role="group" aria-label={t('agent_profit_loss:presets')}>
        {PERIOD_PRESETS.map((preset) => (
          <Button key={preset} variant="secondary" onClick={() => applyPreset(preset)}>
            {t(`agent_profit_loss:${preset}`)}
          </Button>
        ))}
      </div>

      {report.data && (
        <p className="agent-pl__period">
          {t('agent_profit_loss:period', { from: dayLabel(report.data.period.from), to: dayLabel(report.data.period.to) })}
        </p>
      )}

      <Card>
        <DataTable<TAgentProfitLossRow>
          caption={t('agent_profit_loss:caption')}
          rows={report.data?.rows}
          rowKey={(r) => `${r.month}|${r.currency}`}
          loading={report.isFetching}
          error={report.error}
          onRetry={() => void report.refetch()}
          columns={[{ key: 'month', header: t('agent_profit_loss:columns.month'), cell: (r) => monthLabel(r.month) }, ...figureColumns(t)]}
        />
      </Card>

      {report.data && report.data.totals.length > 0 && (
        <Card title={t('agent_profit_loss:totals')}>
          <DataTable<TAgentProfitLossFigures>
            caption={t('agent_profit_loss:totals')}
            rows={report.data.totals}
            rowKey={(r) => r.currency}
            columns={figureColumns(t)}
          />
        </Card>
      )}
    </div>
  );
}

/** The figures of a month and of the totals: counts, sales, costs, fees and margin. */
function figureColumns(t: (key: string) => string): DataTableColumn<TAgentProfitLossFigures>[] {
  const money = (key: string, pick: (r: TAgentProfitLossFigures) => number, signed = false) => ({
    key,
    header: t(`agent_profit_loss:columns.${key}`),
    align: 'end' as const,
    cell: (r: TAgentProfitLossFigures) => <Amount minor={pick(r)} currency={r.currency} signed={signed} />,
  });
  return [
    { key: 'currency', header: t('agent_profit_loss:columns.currency'), cell: (r) => r.currency },
    { key: 'sold', header: t('agent_profit_loss:columns.sold'), align: 'end', cell: (r) => formatNumber(r.sold) },
    { key: 'refunded', header: t('agent_profit_loss:columns.refunded'), align: 'end', cell: (r) => formatNumber(r.refunded) },
    money('sales', (r) => r.sales_minor),
    money('costs', (r) => r.costs_minor),
    money('fees', (r) => r.fees_minor),
    money('margin', (r) => r.margin_minor, true),
  ];
}
