import {
  CURRENCIES,
  PROFIT_LOSS_GROUPS,
  PROFIT_LOSS_PRODUCTS,
  type TProfitLossFigures,
  type TProfitLossGroup,
  type TProfitLossRow,
  todayIn,
} from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { useUrlFilters } from '@/components/filter-bar/use-url-filters';
import { Pagination } from '@/components/pagination';
import { SelectField } from '@/components/select-field';
import { AgencyFilter } from '@/features/ledger/agency-filter';
import { Amount } from '@/features/money/amount';
import { formatDate, formatNumber } from '@/lib/i18n';
import { FlightMarginsCard } from './flight-margins-card';
import {
  buildProfitLossQuery,
  PERIOD_PRESETS,
  paramsWithProfitLossFilters,
  presetPeriod,
  PROFIT_LOSS_PER_PAGE,
  profitLossFiltersFromParams,
  type TPeriodPreset,
  type TProfitLossFilters,
} from './profit-loss-filters';
import { useProfitLoss } from './reports-queries';
import './reports.css';

/** The agency time zone until the first answer names it (the API's default). */
const DEFAULT_TIMEZONE = 'Asia/Karachi';
/** A calendar day or month as written, whatever the browser's own zone. */
const dayLabel = (day: string) => formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
const monthLabel = (month: string) => formatDate(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * /admin/profit-loss-report (finance): income, costs and net from the ledger's revenue
 * accounts, by product, agency or month, for a period of days in the agency time zone, and the
 * flight revenue of the same period by margin kind.
 */
export function ProfitLossScreen() {
  const { t } = useTranslation(['reports', 'ledger']);
  const { filters, setFilters, resetFilters } = useUrlFilters(profitLossFiltersFromParams, paramsWithProfitLossFilters);
  const report = useProfitLoss(buildProfitLossQuery(filters));
  const timezone = report.data?.period.timezone ?? DEFAULT_TIMEZONE;

  const applyPreset = (preset: TPeriodPreset) =>
    setFilters(preset === 'this_month' ? { from: '', to: '' } : presetPeriod(preset, todayIn(timezone)));
  const groupBy = report.data?.group_by ?? filters.group_by;
  const rows = report.data?.rows;
  const pageRows = rows?.slice((filters.page - 1) * PROFIT_LOSS_PER_PAGE, filters.page * PROFIT_LOSS_PER_PAGE);

  return (
    <div className="report-screen">
      <h1>{t('reports:profit_loss.title')}</h1>
      <p className="muted">{t('reports:profit_loss.intro', { timezone })}</p>

      <FilterBar
        label={t('reports:profit_loss.filters')}
        values={filters}
        onChange={setFilters}
        onReset={resetFilters}
        dates={{ fromLabel: t('reports:profit_loss.from'), toLabel: t('reports:profit_loss.to') }}
      >
        <SelectField
          name="group_by"
          label={t('reports:profit_loss.group_by')}
          options={PROFIT_LOSS_GROUPS.map((g) => ({ value: g, label: t(`reports:profit_loss.groups.${g}`) }))}
          value={filters.group_by}
          onChange={(e) => setFilters({ group_by: e.target.value as TProfitLossGroup })}
        />
        <SelectField
          name="product"
          label={t('reports:profit_loss.product')}
          placeholder={t('reports:profit_loss.all_products')}
          options={PROFIT_LOSS_PRODUCTS.map((p) => ({ value: p, label: t(`reports:products.${p}`) }))}
          value={filters.product}
          onChange={(e) => setFilters({ product: e.target.value as TProfitLossFilters['product'] })}
        />
        <AgencyFilter filters={filters} onChange={setFilters} />
        <SelectField
          name="currency"
          label={t('reports:profit_loss.currency')}
          placeholder={t('reports:profit_loss.all_currencies')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          value={filters.currency}
          onChange={(e) => setFilters({ currency: e.target.value as TProfitLossFilters['currency'] })}
        />
      </FilterBar>
      <div className="report-presets" role="group" aria-label={t('reports:profit_loss.presets')}>
        {PERIOD_PRESETS.map((preset) => (
          <Button key={preset} variant="secondary" onClick={() => applyPreset(preset)}>
            {t(`reports:profit_loss.${preset}`)}
          </Button>
        ))}
      </div>

      {report.data && (
        <p className="report-period">
          {t('reports:profit_loss.period', { from: dayLabel(report.data.period.from), to: dayLabel(report.data.period.to) })}
        </p>
      )}

      <Card>
        <DataTable<TProfitLossRow>
          caption={t('reports:profit_loss.caption')}
          rows={pageRows}
          rowKey={(r) => `${r.group ?? ''}|${r.currency}`}
          loading={report.isFetching}
          error={report.error}
          onRetry={() => void report.refetch()}
          columns={[
            { key: 'group', header: t(`reports:profit_loss.groups.${groupBy}`), cell: (r) => <GroupLabel row={r} groupBy={groupBy} /> },
            { key: 'currency', header: t('reports:profit_loss.columns.currency'), cell: (r) => r.currency },
            {
              key: 'transactions',
              header: t('reports:profit_loss.columns.transactions'),
              align: 'end',
              cell: (r) => formatNumber(r.transactions),
            },
            ...figureColumns(t),
          ]}
        />
        {rows && (
          <Pagination
            page={filters.page}
            perPage={PROFIT_LOSS_PER_PAGE}
            total={rows.length}
            onPageChange={(page) => setFilters({ page })}
          />
        )}
      </Card>

      {report.data && report.data.totals.length > 0 && (
        <Card title={t('reports:profit_loss.totals')}>
          <DataTable<TProfitLossFigures>
            caption={t('reports:profit_loss.totals')}
            rows={report.data.totals}
            rowKey={(r) => r.currency}
            columns={[{ key: 'currency', header: t('reports:profit_loss.columns.currency'), cell: (r) => r.currency }, ...figureColumns(t)]}
          />
        </Card>
      )}

      {report.data && <FlightMarginsCard rows={report.data.flight_margins} />}
    </div>
  );
}

/** Income, costs and net, shared by the lines and the totals. */
function figureColumns(t: (key: string) => string) {
  return [
    {
      key: 'income',
      header: t('reports:profit_loss.columns.income'),
      align: 'end' as const,
      cell: (r: TProfitLossFigures) => <Amount minor={r.income_minor} currency={r.currency} />,
    },
    {
      key: 'costs',
      header: t('reports:profit_loss.columns.costs'),
      align: 'end' as const,
      cell: (r: TProfitLossFigures) => <Amount minor={r.costs_minor} currency={r.currency} />,
    },
    {
      key: 'net',
      header: t('reports:profit_loss.columns.net'),
      align: 'end' as const,
      cell: (r: TProfitLossFigures) => <Amount minor={r.net_minor} currency={r.currency} signed />,
    },
  ];
}

function GroupLabel({ row, groupBy }: { row: TProfitLossRow; groupBy: TProfitLossGroup }) {
  const { t } = useTranslation('reports');
  if (groupBy === 'product') return <>{t(`reports:products.${row.group ?? 'other'}`)}</>;
  if (groupBy === 'month') return <>{row.group ? monthLabel(row.group) : '—'}</>;
  return <>{row.group ? (row.label ?? row.group) : t('reports:profit_loss.no_agency')}</>;
}
