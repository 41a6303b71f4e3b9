import type { TDepositStatus } from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { ModalDialog } from '@/components/modal-dialog';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { Amount } from '@/features/money/amount';
import { currencyDigits, minorToDecimalString, parseMoneyInput } from '@/lib/money';
import '@/styles/dialogs.css';

export interface ApproveDialogProps {
  open: boolean;
  deposit: {
    reference: string;
    amount_minor: number;
    currency: string;
    status: TDepositStatus;
    approved_amount_minor: number | null;
  } | null;
  busy?: boolean;
  /** The server's message after a failed call; the dialog stays open so the user can retry. */
  error?: string | null;
  fieldErrors?: Record<string, string>;
  onConfirm: (decision: { approved_amount_minor: number; reason: string }) => void;
  onCancel: () => void;
}

/**
 * Approving a deposit: the amount starts as the submitted one and may be changed (the bank
 * credited less, say), which then needs a reason, as the API insists too, and goes to a second
 * staff member. That second person opens the same dialog to confirm: it starts at the proposed
 * amount, which needs no new reason.
 */
export function ApproveDialog({ open, deposit, busy, error, fieldErrors, onConfirm, onCancel }: ApproveDialogProps) {
  const { t } = useTranslation(['deposits', 'validation']);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const currency = deposit?.currency ?? 'PKR';
  const proposed = deposit?.status === 'awaiting_confirmation' ? deposit.approved_amount_minor : null;
  const action = proposed === null ? 'approve' : 'confirm';

  const reset = () => {
    setAmount(deposit ? minorToDecimalString(proposed ?? deposit.amount_minor, currencyDigits(deposit.currency)) : '');
    setReason('');
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!deposit) return;
    const parsed = parseMoneyInput(amount, currency);
    if (!parsed.ok) {
      setErrors({ amount: t(parsed.error.replace('.', ':'), parsed.params) });
      return;
    }
    if (parsed.amount_minor !== deposit.amount_minor && parsed.amount_minor !== proposed && !reason.trim()) {
      setErrors({ reason: t('validation:deposit_amount_reason') });
      return;
    }
    setErrors({});
    onConfirm({ approved_amount_minor: parsed.amount_minor, reason: reason.trim() });
  };

  const shown = { ...fieldErrors, ...errors };
  return (
    <ModalDialog
      open={open}
      title={t(`deposits:${action}.title`, { reference: deposit?.reference ?? '' })}
      message={
        deposit && (
          <p>
            {t(`deposits:${action}.message`)} <Amount minor={deposit.amount_minor} currency={deposit.currency} />
          </p>
        )
      }
      className="ledger-dialog deposit-dialog"
      busy={busy}
      onCancel={onCancel}
      onOpen={reset}
      onSubmit={submit}
    >
      <FormError message={error} />
      <TextField
        name="approved_amount"
        label={t('deposits:approve.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        required
        autoFocus
        value={amount}
        error={shown.amount ?? shown.approved_amount_minor}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextAreaField
        name="reason"
        label={t('deposits:approve.reason')}
        hint={t('deposits:approve.reason_hint')}
        maxLength={500}
        value={reason}
        error={shown.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t(`deposits:${action}.confirm`)}
        </Button>
      </div>
    </ModalDialog>
  );
}
