import type { TDeposit, TDepositBank, TDepositDetails, TDepositDuplicate, TDepositReceipt, TDepositStatus } from '@safar/contracts';
import type { banks, deposits } from '@safar/db';
import type { TUploadRow } from '@/modules/uploads/uploads.presenter';
import type { TUrlSigner } from '@/modules/uploads/signed-url';

export type TDepositRow = typeof deposits.$inferSelect;
type TBankRow = typeof banks.$inferSelect;

/** A deposit row with what every list shows beside it. */
export interface TDepositListRow {
  deposit: TDepositRow;
  agency: { id: string; name: string };
  bank: { id: string; bankName: string };
  /** Computed for finance staff only (undefined for agents, who never see the flag). */
  duplicate?: boolean | undefined;
}

export function toDepositView({ deposit: d, agency, bank, duplicate }: TDepositListRow): TDeposit {
  return {
    id: d.id,
    reference: d.reference,
    status: d.status,
    agency: { id: agency.id, name: agency.name },
    bank: { id: bank.id, bank_name: bank.bankName },
    amount_minor: d.amountMinor,
    currency: d.currency,
    approved_amount_minor: d.approvedAmountMinor,
    deposit_date: d.depositDate,
    bank_reference: d.bankReference,
    note: d.note,
    decision_reason: d.decisionReason,
    reviewed_at: d.reviewedAt?.toISOString() ?? null,
    confirmed_at: d.confirmedAt?.toISOString() ?? null,
    reverse_reason: d.reverseReason,
    reversed_at: d.reversedAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
    ...(duplicate === undefined ? {} : { duplicate_reference: duplicate }),
  };
}

export const toDepositBankView = (b: TBankRow): TDepositBank => ({
  id: b.id,
  bank_name: b.bankName,
  account_title: b.accountTitle,
  account_number: b.accountNumber,
  iban: b.iban,
  branch: b.branch,
  currency: b.currency,
  active: b.active,
});

export function toReceiptView(upload: TUploadRow | undefined, signer: TUrlSigner): TDepositReceipt | null {
  if (!upload || upload.deletedAt) return null;
  const signed = signer.sign(upload.fileName);
  return {
    file_name: upload.fileName,
    name: upload.originalName,
    mime: upload.mime,
    url: signed.url,
    url_expires_at: signed.expiresAt.toISOString(),
  };
}

export interface TDepositDetailsParts {
  row: TDepositListRow;
  bank: TBankRow;
  people: Map<string, string>;
  transaction: { id: string; reference: string } | null;
  reversalTransaction: { id: string; reference: string } | null;
  receipt: TDepositReceipt | null;
  duplicates: TDepositDuplicate[] | undefined;
}

export function toDepositDetailsView({
  row,
  bank,
  people,
  transaction,
  reversalTransaction,
  receipt,
  duplicates,
}: TDepositDetailsParts): TDepositDetails {
  const d = row.deposit;
  const person = (id: string | null) => (id ? { id, name: people.get(id) ?? '' } : null);
  return {
    ...toDepositView(row),
    bank: toDepositBankView(bank),
    submitted_by: person(d.submittedBy)!,
    on_behalf_of: person(d.onBehalfOfId),
    reviewer: person(d.reviewedBy),
    confirmer: person(d.confirmedBy),
    reverser: person(d.reversedBy),
    transaction,
    reversal_transaction: reversalTransaction,
    receipt,
    ...(duplicates === undefined ? {} : { duplicates }),
  };
}

export const toDuplicateView = (d: TDepositRow, agencyName: string): TDepositDuplicate => ({
  id: d.id,
  reference: d.reference,
  agency_name: agencyName,
  status: d.status as TDepositStatus,
  amount_minor: d.amountMinor,
  currency: d.currency,
  deposit_date: d.depositDate,
  bank_reference: d.bankReference,
});

/** What the activity log keeps about a deposit (before/after). */
export const depositAudit = (d: TDepositRow) => ({
  reference: d.reference,
  agency_id: d.agencyId,
  bank_id: d.bankId,
  amount_minor: d.amountMinor,
  currency: d.currency,
  deposit_date: d.depositDate,
  bank_reference: d.bankReference,
  receipt_upload_id: d.receiptUploadId,
  status: d.status,
  approved_amount_minor: d.approvedAmountMinor,
  decision_reason: d.decisionReason,
  reviewed_by: d.reviewedBy,
  confirmed_by: d.confirmedBy,
  transaction_id: d.transactionId,
  reverse_reason: d.reverseReason,
  reversal_transaction_id: d.reversalTransactionId,
  deleted_at: d.deletedAt?.toISOString() ?? null,
});
