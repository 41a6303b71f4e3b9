import type { TStatementLine } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { WalletFigures } from '@/features/money/agency-wallet-card';
import { Amount } from '@/features/money/amount';
import { useOwnWallet } from '@/features/money/money-queries';
import { ApiError } from '@/lib/api';
import { formatDate } from '@/lib/i18n';

/** The agent home's wallet: balance, credit allowance, available, and the last transactions. */
export function AgentWalletCard() {
  const { t } = useTranslation(['agent', 'ledger']);
  const wallet = useOwnWallet();
  return (
    <Card
      title={t('agent:home.wallet')}
      actions={
        <Link to="/agent/agent-ledger" className={buttonClass('secondary')}>
          {t('agent:home.view_statement')}
        </Link>
      }
    >
      {wallet.isPending ? (
        <PageState state="loading" />
      ) : wallet.isError ? (
        <PageState
          state="error"
          message={wallet.error instanceof ApiError ? wallet.error.description : undefined}
          onRetry={() => void wallet.refetch()}
        />
      ) : (
        <>
          <WalletFigures balance={wallet.data.balance} />
          <h3 className="agent-home__subheading">{t('agent:home.last_transactions')}</h3>
          {wallet.data.recent_entries.length === 0 ? (
            <p className="muted">{t('agent:home.no_transactions')}</p>
          ) : (
            <ul className="agent-home__entries">
              {wallet.data.recent_entries.map((e) => (
                <RecentEntry key={e.id} entry={e} currency={wallet.data.balance.currency} />
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

function RecentEntry({ entry, currency }: { entry: TStatementLine; currency: string }) {
  const { t } = useTranslation('ledger');
  const signed = entry.credit_minor - entry.debit_minor;
  return (
    <li className="agent-home__entry">
      <span className="agent-home__entry-main">
        <span>
          <bdi>{entry.description}</bdi>
        </span>
        <span className="muted">
          {formatDate(entry.date)} · {t(`ledger:kinds.${entry.kind}`)} · <bdi>{entry.document_reference ?? entry.reference}</bdi>
        </span>
      </span>
      <Amount minor={signed} currency={currency} signed />
    </li>
  );
}
