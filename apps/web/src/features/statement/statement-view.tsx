import type { TStatementLine, TStatementView } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { TextField } from '@/components/text-field';
import { Amount } from '@/features/money/amount';
import { formatDate } from '@/lib/i18n';
import { notifyError } from '@/lib/toast';
import {
  buildStatementQuery,
  paramsWithStatementFilters,
  presetRange,
  rangeIsReversed,
  statementFiltersFromParams,
  type TPreset,
  type TStatementFilters,
} from './statement-filters';
import { downloadStatement, useStatement } from './statement-queries';
import './statement.css';

export interface StatementViewProps {
  /** Finance staff name the agent; an agent's own statement has no target. */
  target: { user_id: string } | null;
}

const PRESETS: TPreset[] = ['this_month', 'last_month'];
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An agency statement (GET /agent-statment): a period of calendar days in the agency time zone,
 * its opening and closing balances and totals, every entry with its running balance, page by
 * page, and the whole period as CSV or PDF. The period and page live in the address bar.
 */
export function StatementView({ target }: StatementViewProps) {
  const { t } = useTranslation(['statement', 'ledger', 'validation']);
  const [params, setParams] = useSearchParams();
  const filters = statementFiltersFromParams(params);
  const reversed = rangeIsReversed(filters);
  const query = buildStatementQuery(filters, target);
  const result = useStatement(query, !reversed);
  const statement = result.data?.statement;
  const timezone = statement?.period.timezone ?? browserZone();
  const setFilters = (patch: Partial<TStatementFilters>) => setParams((p) => paramsWithStatementFilters(p, patch));

  return (
    <div className="statement">
      <div className="statement-period">
        <TextField
          name="from"
          type="date"
          label={t('statement:from')}
          value={filters.from || statement?.period.from || ''}
          onChange={(e) => setFilters({ from: e.target.value })}
        />
        <TextField
          name="to"
          type="date"
          label={t('statement:to')}
          value={filters.to || statement?.period.to || ''}
          error={reversed ? t('validation:date_range') : null}
          onChange={(e) => setFilters({ to: e.target.value })}
        />
        <div className="statement-presets" role="group" aria-label={t('statement:presets')}>
          {PRESETS.map((preset) => (
            <Button key={preset} variant="secondary" onClick={() => setFilters(presetRange(preset, timezone))}>
              {t(`statement:preset_${preset}`)}
            </Button>
          ))}
        </div>
      </div>
      <p className="muted statement-zone">{t('statement:zone_hint', { timezone })}</p>
      {statement && !reversed && <StatementSummary statement={statement} />}
      <DownloadButtons query={query} disabled={reversed} />
      <DataTable
        caption={t('statement:entries_caption')}
        columns={useColumns(timezone, statement?.currency ?? 'PKR')}
        rows={reversed ? [] : statement?.entries}
        rowKey={(e) => e.id}
        loading={result.isFetching}
        error={result.error}
        onRetry={() => void result.refetch()}
        emptyMessageKey="statement:no_entries"
      />
      {result.data && !reversed && (
        <Pagination
          page={filters.page}
          perPage={result.data.pagination.per_page}
          total={result.data.pagination.total}
          onPageChange={(page) => setFilters({ page })}
        />
      )}
    </div>
  );
}

function StatementSummary({ statement }: { statement: TStatementView }) {
  const { t } = useTranslation('statement');
  const { currency } = statement;
  const figures = [
    ['opening_balance', statement.opening_balance_minor],
    ['total_debits', statement.totals.debit_minor],
    ['total_credits', statement.totals.credit_minor],
    ['closing_balance', statement.closing_balance_minor],
  ] as const;
  return (
    <section className="statement-summary" aria-label={t('statement:summary')}>
      <p className="statement-heading">
        <strong>{statement.agency.name}</strong>{' '}
        <span className="muted">
          {t('statement:period_range', { from: formatDay(statement.period.from), to: formatDay(statement.period.to) })}
        </span>
      </p>
      <dl className="statement-figures">
        {figures.map(([key, minor]) => (
          <div key={key}>
            <dt>{t(`statement:${key}`)}</dt>
            <dd>
              <Amount minor={minor} currency={currency} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A calendar day (YYYY-MM-DD) as the reader's language writes it; UTC so no zone moves it to another day. */
const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

function useColumns(timezone: string, currency: string): DataTableColumn<TStatementLine>[] {
  const { t } = useTranslation(['statement', 'ledger']);
  const money = (minor: number) => (minor ? <Amount minor={minor} currency={currency} /> : null);
  return [
    { key: 'date', header: t('statement:column_date'), cell: (e) => formatDate(e.date, { dateStyle: 'medium', timeZone: timezone }) },
    {
      key: 'reference',
      header: t('statement:column_reference'),
      cell: (e) => (
        <span className="statement-reference">
          <bdi>{e.reference}</bdi>
          {e.document_reference && <bdi className="muted">{e.document_reference}</bdi>}
        </span>
      ),
    },
    {
      key: 'description',
      header: t('statement:column_description'),
      cell: (e) => (
        <span className="statement-description">
          <span className="statement-kind">{t(`ledger:kinds.${e.kind}`)}</span>
          <bdi>{e.description}</bdi>
        </span>
      ),
    },
    { key: 'debit', header: t('statement:column_debit'), align: 'end', cell: (e) => money(e.debit_minor) },
    { key: 'credit', header: t('statement:column_credit'), align: 'end', cell: (e) => money(e.credit_minor) },
    {
      key: 'balance',
      header: t('statement:column_balance'),
      align: 'end',
      cell: (e) => <Amount minor={e.running_balance_minor} currency={currency} />,
    },
  ];
}

function DownloadButtons({ query, disabled }: { query: ReturnType<typeof buildStatementQuery>; disabled: boolean }) {
  const { t } = useTranslation('statement');
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const download = (format: 'csv' | 'pdf') => {
    setBusy(format);
    downloadStatement(query, format)
      .catch((err: unknown) => notifyError(err, 'statement:download_failed'))
      .finally(() => setBusy(null));
  };
  return (
    <div className="statement-downloads">
      {(['csv', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          busy={busy === format}
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => download(format)}
        >
          {t(`statement:download_${format}`)}
        </Button>
      ))}
    </div>
  );
}
