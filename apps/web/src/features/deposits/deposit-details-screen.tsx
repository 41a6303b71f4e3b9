import type { TDepositDetails } from '@safar/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { Amount } from '@/features/money/amount';
import { ReasonDialog } from '@/features/money/reason-dialog';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useReasonAction } from '@/features/money/use-reason-action';
import { ApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { ApproveDialog } from './approve-dialog';
import { BankInstructions } from './bank-instructions';
import { DepositStatusBadge, DuplicateBadge } from './deposit-badges';
import { formatDay } from './deposit-form-values';
import { useDeleteDeposit, useDepositDetails, useReviewDeposit } from './deposits-queries';
import { DuplicatesList } from './duplicates-list';
import { ReceiptPreview } from './receipt-preview';
import '@/styles/page.css';
import '@/styles/details.css';
import './deposits.css';

/**
 * /admin/deposit-details?id=… (finance): everything about one deposit, its receipt and the
 * deposits with the same bank reference. A pending one is approved (credits the wallet, or
 * proposes a changed amount that a second staff member confirms), rejected with a reason, or
 * deleted; an approved one can be reversed with a reason.
 */
export function DepositDetailsScreen() {
  const { t } = useTranslation('deposits');
  const [params] = useSearchParams();
  const id = params.get('id');
  const details = useDepositDetails(id);
  const back = (
    <Link to="/admin/topup-request" className="back-link">
      {t('deposits:details.back')}
    </Link>
  );
  if (!id || (details.error instanceof ApiError && details.error.status === 404))
    return (
      <>
        {back}
        <h1>{t('deposits:details.title_plain')}</h1>
        <PageState state="empty" />
      </>
    );
  if (details.isPending) return <PageState state="loading" />;
  if (details.isError)
    return (
      <PageState
        state="error"
        message={details.error instanceof ApiError ? details.error.description : undefined}
        onRetry={() => void details.refetch()}
      />
    );
  return <DepositDetails deposit={details.data} back={back} />;
}

function DepositDetails({ deposit, back }: { deposit: TDepositDetails; back: ReactNode }) {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  const review = useReviewDeposit();
  const remove = useDeleteDeposit();
  const reject = useReasonAction(review, (d: TDepositDetails, reason) => ({ id: d.id, status: 'rejected' as const, reason }));
  const reverse = useReasonAction(review, (d: TDepositDetails, reason) => ({ id: d.id, status: 'reversed' as const, reason }));
  const me = useCurrentUser().data;
  const approveKey = useIdempotencyKey();
  const [approving, setApproving] = useState(false);
  const [approveError, setApproveError] = useState<{ message: string | null; fields: Record<string, string> }>({
    message: null,
    fields: {},
  });
  const [deleting, setDeleting] = useState(false);
  const pending = deposit.status === 'pending';
  const awaiting = deposit.status === 'awaiting_confirmation';
  // The API refuses these people too (403); saying so up front spares them a failed try.
  const ownNote = !me
    ? null
    : deposit.submitted_by.id === me.id && (pending || awaiting)
      ? t('deposits:details.own')
      : awaiting && deposit.reviewer?.id === me.id
        ? t('deposits:details.own_proposal')
        : awaiting
          ? t('deposits:details.waiting', { name: deposit.reviewer?.name ?? '' })
          : null;

  const openApprove = () => {
    approveKey.reset();
    setApproveError({ message: null, fields: {} });
    setApproving(true);
  };
  const handleApprove = (decision: { approved_amount_minor: number; reason: string }) => {
    const body = {
      id: deposit.id,
      status: 'approved' as const,
      approved_amount_minor: decision.approved_amount_minor,
      ...(decision.reason ? { reason: decision.reason } : {}),
    };
    review.mutate(
      { ...body, key: approveKey.keyFor(body) },
      {
        onSuccess: (result) => {
          approveKey.reset();
          setApproving(false);
          notifySuccess(result);
        },
        onError: (err) => {
          setApproveError({
            message: err instanceof ApiError && err.description ? err.description : t('messages:unexpected'),
            fields: err instanceof ApiError ? err.fieldErrors() : {},
          });
          notifyError(err);
        },
      },
    );
  };
  const handleDelete = () =>
    remove.mutate(deposit.id, {
      onSuccess: (result) => {
        notifySuccess(result);
        setDeleting(false);
        void navigate('/admin/topup-request');
      },
      onError: (err) => {
        notifyError(err);
        setDeleting(false);
      },
    });

  return (
    <div className="people-stack">
      <div>
        {back}
        <div className="page-header">
          <div className="deposit-title">
            <h1>{t('deposits:details.title', { reference: deposit.reference })}</h1>
            <DepositStatusBadge status={deposit.status} />
            {deposit.duplicate_reference && <DuplicateBadge />}
          </div>
          {(pending || awaiting) && (
            <div className="row">
              <Button onClick={openApprove}>{t(awaiting ? 'deposits:confirm.action' : 'deposits:approve.action')}</Button>
              <Button variant="secondary" onClick={() => reject.open(deposit)}>
                {t('deposits:reject.action')}
              </Button>
              {pending && (
                <Button variant="danger" onClick={() => setDeleting(true)}>
                  {t('deposits:delete.action')}
                </Button>
              )}
            </div>
          )}
          {deposit.status === 'approved' && (
            <div className="row">
              <Button variant="danger" onClick={() => reverse.open(deposit)}>
                {t('deposits:reverse.action')}
              </Button>
            </div>
          )}
        </div>
        {ownNote && (
          <p className="form-notice" role="note">
            {ownNote}
          </p>
        )}
      </div>
      <Card title={t('deposits:details.summary')}>
        <DepositFacts deposit={deposit} />
      </Card>
      <Card title={t('deposits:details.bank')}>
        <BankInstructions bank={deposit.bank} title={t('deposits:details.paid_into')} />
      </Card>
      <Card title={t('deposits:details.receipt')}>
        <ReceiptPreview receipt={deposit.receipt} />
      </Card>
      <Card title={t('deposits:duplicate.title')}>
        <DuplicatesList duplicates={deposit.duplicates ?? []} />
      </Card>
      <ApproveDialog
        open={approving}
        deposit={deposit}
        busy={review.isPending}
        error={approveError.message}
        fieldErrors={approveError.fields}
        onConfirm={handleApprove}
        onCancel={() => setApproving(false)}
      />
      <ReasonDialog
        open={reject.target !== null}
        title={t('deposits:reject.title', { reference: deposit.reference })}
        message={
          <p>
            {t('deposits:reject.message')} <Amount minor={deposit.amount_minor} currency={deposit.currency} />
          </p>
        }
        confirmLabel={t('deposits:reject.confirm')}
        tone="danger"
        reasonRequired
        reasonLabel={t('deposits:reject.reason')}
        busy={reject.busy}
        error={reject.error}
        onConfirm={reject.confirm}
        onCancel={reject.cancel}
      />
      <ReasonDialog
        open={reverse.target !== null}
        title={t('deposits:reverse.title', { reference: deposit.reference })}
        message={
          <p>
            {t('deposits:reverse.message')}{' '}
            <Amount minor={deposit.approved_amount_minor ?? deposit.amount_minor} currency={deposit.currency} />
          </p>
        }
        confirmLabel={t('deposits:reverse.confirm')}
        tone="danger"
        reasonRequired
        reasonLabel={t('deposits:reverse.reason')}
        busy={reverse.busy}
        error={reverse.error}
        onConfirm={reverse.confirm}
        onCancel={reverse.cancel}
      />
      <ConfirmDialog
        open={deleting}
        tone="danger"
        title={t('deposits:delete.title')}
        message={t('deposits:delete.message', { reference: deposit.reference })}
        confirmLabel={t('deposits:delete.confirm')}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}

/** A ledger transaction as a fact: its reference, opening the ledger filtered on it. */
const transactionFact = (name: string, ref: { reference: string } | null): [string, ReactNode][] =>
  ref
    ? [
        [
          name,
          <Link key={name} to={`/admin/admin-ledger?search=${encodeURIComponent(ref.reference)}`}>
            {ref.reference}
          </Link>,
        ],
      ]
    : [];

function DepositFacts({ deposit: d }: { deposit: TDepositDetails }) {
  const { t } = useTranslation('deposits');
  const facts: [string, ReactNode][] = [
    ['agency', d.agency.name],
    ['amount', <Amount key="a" minor={d.amount_minor} currency={d.currency} />],
    ...(d.approved_amount_minor !== null
      ? [
          [
            d.status === 'awaiting_confirmation' ? 'proposed_amount' : 'approved_amount',
            <Amount key="b" minor={d.approved_amount_minor} currency={d.currency} />,
          ] as [string, ReactNode],
        ]
      : []),
    ['deposit_date', formatDay(d.deposit_date)],
    [
      'bank_reference',
      <bdi key="r" dir="ltr">
        {d.bank_reference}
      </bdi>,
    ],
    [
      'submitted_by',
      d.on_behalf_of ? t('deposits:details.for_agent', { staff: d.submitted_by.name, agent: d.on_behalf_of.name }) : d.submitted_by.name,
    ],
    ['submitted_at', formatDateTime(d.created_at)],
    ...(d.note ? [['note', d.note] as [string, ReactNode]] : []),
    ...(d.reviewer ? [[d.status === 'awaiting_confirmation' ? 'proposed_by' : 'reviewer', d.reviewer.name] as [string, ReactNode]] : []),
    ...(d.reviewed_at ? [['reviewed_at', formatDateTime(d.reviewed_at)] as [string, ReactNode]] : []),
    ...(d.decision_reason ? [['reason', d.decision_reason] as [string, ReactNode]] : []),
    ...(d.confirmer ? [['confirmer', d.confirmer.name] as [string, ReactNode]] : []),
    ...(d.confirmed_at ? [['confirmed_at', formatDateTime(d.confirmed_at)] as [string, ReactNode]] : []),
    ...transactionFact('transaction', d.transaction),
    ...(d.reverser ? [['reverser', d.reverser.name] as [string, ReactNode]] : []),
    ...(d.reversed_at ? [['reversed_at', formatDateTime(d.reversed_at)] as [string, ReactNode]] : []),
    ...(d.reverse_reason ? [['reverse_reason', d.reverse_reason] as [string, ReactNode]] : []),
    ...transactionFact('reversal_transaction', d.reversal_transaction),
  ];
  return (
    <dl className="people-details">
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{t(`deposits:fields.${name}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
