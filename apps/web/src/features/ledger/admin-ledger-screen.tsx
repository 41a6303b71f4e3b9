import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdjustmentForm } from './adjustment-form';
import { AdjustmentsList } from './adjustments-list';
import { TransactionsPanel } from './transactions-panel';
import './ledger.css';

const TABS = ['transactions', 'adjustments'] as const;

/**
 * /admin/admin-ledger (finance): every transaction with filters and reversal, and the manual
 * adjustments (maker-checker) on a second view, ?tab=adjustments (links, so Back works).
 */
export function AdminLedgerScreen() {
  const { t } = useTranslation(['ledger', 'users']);
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'adjustments' ? 'adjustments' : 'transactions';
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('ledger:title')}</h1>
      </div>
      <nav className="ledger-tabs" aria-label={t('ledger:tabs.label')}>
        {TABS.map((name) => (
          <Link key={name} to={{ search: name === 'transactions' ? '' : `?tab=${name}` }} aria-current={tab === name ? 'page' : undefined} className="ledger-tab">
            {t(`ledger:tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'transactions' ? (
        <TransactionsPanel />
      ) : (
        <>
          <AdjustmentForm />
          <AdjustmentsList />
        </>
      )}
    </div>
  );
}
