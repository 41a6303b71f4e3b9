import type { TLedgerEntry, TLedgerTransaction } from '@safar/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { PageState } from '@/components/page-state';
import { ApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/i18n';
import { Amount } from '@/features/money/amount';

export interface TransactionsTableProps {
  rows: readonly TLedgerTransaction[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** References by transaction id, to say which one reversed (or is reversed by) a row. */
  referenceOf: (id: string) => string | undefined;
  onReverse: (transaction: TLedgerTransaction) => void;
}

/**
 * Only a manual adjustment is reversed here, once: a deposit or a charge is undone from its own
 * screen so that its status follows, and a reversal is never reversed (as the API insists).
 */
export const canReverse = (t: TLedgerTransaction) => t.kind === 'adjustment' && !t.reversed_by_transaction_id;

/** The ledger's transactions, each with its entries inline and a row that expands to the details. */
export function TransactionsTable({ rows, loading, error, onRetry, referenceOf, onReverse }: TransactionsTableProps) {
  const { t } = useTranslation('ledger');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (error) return <PageState state="error" message={error instanceof ApiError ? error.description : undefined} onRetry={onRetry} />;
  if (!rows || rows.length === 0) return loading ? <PageState state="loading" /> : <PageState state="empty" />;

  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="table-scroll" role="region" aria-label={t('ledger:transactions.caption')} tabIndex={0}>
      <table className="data-table ledger-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{t('ledger:transactions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ledger:fields.reference')}</th>
            <th scope="col">{t('ledger:fields.date')}</th>
            <th scope="col">{t('ledger:fields.kind')}</th>
            <th scope="col">{t('ledger:fields.description')}</th>
            <th scope="col">{t('ledger:fields.entries')}</th>
            <th scope="col">{t('ledger:fields.flags')}</th>
            <th scope="col" className="align-end">
              {t('common:table.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const expanded = open.has(row.id);
            const detailsId = `txn-${row.id}`;
            return (
              <Fragment key={row.id}>
                <tr>
                  <th scope="row">
                    <button
                      type="button"
                      className="ledger-disclosure"
                      aria-expanded={expanded}
                      aria-controls={detailsId}
                      onClick={() => toggle(row.id)}
                    >
                      <span aria-hidden="true" className="ledger-disclosure__icon" />
                      <bdi>{row.reference}</bdi>
                      <span className="visually-hidden">
                        {' '}
                        {t(expanded ? 'ledger:transactions.hide_entries' : 'ledger:transactions.show_entries')}
                      </span>
                    </button>
                  </th>
                  <td>{formatDateTime(row.created_at)}</td>
                  <td>{t(`ledger:kinds.${row.kind}`)}</td>
                  <td className="ledger-description">{row.description}</td>
                  <td>
                    <ul className="ledger-entries">
                      {row.entries.map((e) => (
                        <li key={e.id}>
                          <bdi className="ledger-account">{e.account_code}</bdi>{' '}
                          <Amount minor={e.amount_minor} currency={e.currency} signed />
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <Flags row={row} referenceOf={referenceOf} />
                  </td>
                  <td className="align-end">
                    {canReverse(row) && (
                      <Button
                        variant="secondary"
                        onClick={() => onReverse(row)}
                        aria-label={t('ledger:reverse.action_of', { reference: row.reference })}
                      >
                        {t('ledger:reverse.action')}
                      </Button>
                    )}
                  </td>
                </tr>
                <tr id={detailsId} hidden={!expanded} className="ledger-details-row">
                  <td colSpan={7}>{expanded && <EntriesDetails entries={row.entries} />}</td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Flags({ row, referenceOf }: { row: TLedgerTransaction; referenceOf: (id: string) => string | undefined }) {
  const { t } = useTranslation('ledger');
  const reversedBy = row.reversed_by_transaction_id;
  const reverses = row.reverses_transaction_id;
  return (
    <div className="ledger-flags">
      {row.negative && <Badge tone="danger">{t('ledger:flags.negative')}</Badge>}
      {reversedBy && (
        <Badge tone="warning">{t('ledger:flags.reversed_by', { reference: referenceOf(reversedBy) ?? t('ledger:flags.another') })}</Badge>
      )}
      {reverses && (
        <Badge tone="info">{t('ledger:flags.reverses', { reference: referenceOf(reverses) ?? t('ledger:flags.another') })}</Badge>
      )}
    </div>
  );
}

function EntriesDetails({ entries }: { entries: readonly TLedgerEntry[] }) {
  const { t } = useTranslation('ledger');
  return (
    <table className="ledger-subtable">
      <caption className="visually-hidden">{t('ledger:fields.entries')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ledger:fields.account')}</th>
          <th scope="col">{t('ledger:fields.account_kind')}</th>
          <th scope="col" className="align-end">
            {t('ledger:fields.amount')}
          </th>
          <th scope="col" className="align-end">
            {t('ledger:fields.balance_after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <td>
              <bdi>{e.account_code}</bdi>
            </td>
            <td>{t(`ledger:account_kinds.${e.account_kind}`, { defaultValue: e.account_kind })}</td>
            <td className="align-end">
              <Amount minor={e.amount_minor} currency={e.currency} signed />
            </td>
            <td className="align-end">
              <Amount minor={e.balance_after_minor} currency={e.currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
