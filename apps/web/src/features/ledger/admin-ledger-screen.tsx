import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StaffStatementPanel } from '@/features/statement/staff-statement-panel';
import { AdjustmentForm } from './adjustment-form';
import { AdjustmentsList } from './adjustments-list';
import { AllowanceRequestsList } from './allowance-requests-list';
import { TransactionsPanel } from './transactions-panel';
import '@/styles/page.css';
import './ledger.css';

const TABS = ['transactions', 'adjustments', 'allowances', 'statement'] as const;
type TTab = (typeof TABS)[number];

/**
 * /admin/admin-ledger (finance): every transaction with filters and reversal, the manual
 * adjustments (maker-checker) on ?tab=adjustments, credit allowance changes awaiting their second
 * approver on ?tab=allowances, and an agency's statement on
 * ?tab=statement&user_id=… (links, so Back works).
 */
export function AdminLedgerScreen() {
  const { t } = useTranslation(['ledger', 'users']);
  const [params] = useSearchParams();
  const tab: TTab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TTab) : 'transactions';
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('ledger:title')}</h1>
      </div>
      <nav className="ledger-tabs" aria-label={t('ledger:tabs.label')}>
        {TABS.map((name) => (
          <Link
            key={name}
            to={{ search: name === 'transactions' ? '' : `?tab=${name}` }}
            aria-current={tab === name ? 'page' : undefined}
            className="ledger-tab"
          >
            {t(`ledger:tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'transactions' && <TransactionsPanel />}
      {tab === 'adjustments' && (
        <>
          <AdjustmentForm />
          <AdjustmentsList />
        </>
      )}
      {tab === 'allowances' && <AllowanceRequestsList />}
      {tab === 'statement' && <StaffStatementPanel />}
    </div>
  );
}
