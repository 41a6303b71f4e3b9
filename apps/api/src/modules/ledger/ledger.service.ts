import type { TCurrency, TLedgerTransactionKind, TProduct } from '@safar/contracts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type Tx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { conflict, notFound } from '@/core/app-error';
import { lockAccount, walletKey, type TAccountRef, type TLedgerAccountRow } from './ledger-accounts';
import { LedgerIntegrityError, postTransaction, type TPosted } from './post-transaction';

/*
 * The ledger as the rest of the API uses it (deposits, charges, bookings, adjustments). Every
 * function takes the caller's database transaction, so the money moves in the same commit as
 * the business change that causes it, and the caller records the activity.
 *
 * Sign convention: a credit (> 0) raises a wallet's balance, a debit (< 0) lowers it. Each
 * wallet operation names the counter account (bank for a deposit, revenue for a charge,
 * supplier payable for a purchase…), so every transaction balances.
 */

export {
  accountBalance,
  availableBalance,
  bankAccountFor,
  bankKey,
  systemAccountFor,
  systemKey,
  walletAccountFor,
  walletKey,
  type TAccountRef,
} from './ledger-accounts';
export {
  insufficientBalance,
  LedgerIntegrityError,
  postTransaction,
  sumsByCurrency,
  type TPostInput,
  type TPosted,
} from './post-transaction';

export interface TWalletMove {
  agencyId: string;
  currency: TCurrency;
  /** Positive minor units. */
  amountMinor: number;
  /** The other side of the transaction, in the same currency: an id, or a key (bankKey, systemKey). */
  counter: TAccountRef;
  description: string;
  kind?: TLedgerTransactionKind;
  createdBy?: string | null;
  onBehalfOfId?: string | null;
  source?: { type: string; id: string } | null;
  /** The product the money is for (a booking's), tagged on the transaction for profit and loss. */
  product?: TProduct | null;
  /** See TPostInput.reserved. */
  reserved?: { id: string; reference: string } | null;
}

export interface TWalletResult extends TPosted {
  wallet: TLedgerAccountRow;
  /** The wallet ended below zero available (only possible for charges and reversals). */
  negative: boolean;
}

function positive(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new LedgerIntegrityError(`wallet amounts are positive integers (got ${amountMinor})`);
  return amountMinor;
}

async function moveWallet(
  tx: Tx,
  move: TWalletMove,
  sign: 1 | -1,
  kind: TLedgerTransactionKind,
  keepAvailable = false,
): Promise<TWalletResult> {
  const amount = positive(move.amountMinor);
  // The wallet by key: found (or created on first use) by the statement that locks it.
  const posted = await postTransaction(tx, {
    kind: move.kind ?? kind,
    description: move.description,
    entries: [
      { account: walletKey(move.agencyId, move.currency), amountMinor: sign * amount, keepAvailable },
      { account: move.counter, amountMinor: -sign * amount },
    ],
    createdBy: move.createdBy ?? null,
    onBehalfOfId: move.onBehalfOfId ?? null,
    source: move.source ?? null,
    product: move.product ?? null,
    reserved: move.reserved ?? null,
  });
  return { ...posted, wallet: posted.accounts[0]!, negative: posted.transaction.negative };
}

/**
 * A purchase by the agency (default kind 'purchase'): refused with 422 "Insufficient Balance"
 * when it would take available (balance + credit allowance) below zero. Decided under the
 * wallet's row lock, so parallel debits cannot overspend.
 */
export function debitWallet(tx: Tx, move: TWalletMove): Promise<TWalletResult> {
  return moveWallet(tx, move, -1, 'purchase', true);
}

/** A staff charge (default kind 'charge'): may take the wallet below zero; the result and the transaction are flagged `negative`. */
export function chargeWallet(tx: Tx, move: TWalletMove): Promise<TWalletResult> {
  return moveWallet(tx, move, -1, 'charge');
}

/** Money in (default kind 'deposit'): a deposit, a refund, a charge reversal, a credit adjustment. */
export function creditWallet(tx: Tx, move: TWalletMove): Promise<TWalletResult> {
  return moveWallet(tx, move, 1, 'deposit');
}

export interface TReverseInput {
  transactionId: string;
  description: string;
  createdBy?: string | null;
  onBehalfOfId?: string | null;
}

/**
 * Posts the opposite entries of a transaction (kind 'reversal'). A transaction is reversed at
 * most once (409 after that); the original's row is locked so two reversals cannot race. A
 * reversal may leave a wallet below zero and is then flagged, like a staff charge.
 */
export async function reverseTransaction(tx: Tx, input: TReverseInput): Promise<TPosted> {
  const [original] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, input.transactionId)).for('update');
  if (!original) throw notFound();
  if (original.kind === 'reversal' || original.kind === 'charge_reversal') throw conflict('messages.reversal_not_reversible');
  const [already] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reversesTransactionId, original.id))
    .limit(1);
  if (already) throw conflict('messages.already_reversed');
  const entries = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, original.id));
  return postTransaction(tx, {
    kind: 'reversal',
    description: input.description,
    entries: entries.map((e) => ({ account: e.accountId, amountMinor: -e.amountMinor })),
    reversesTransactionId: original.id,
    // A reversal undoes revenue of the same product, so profit and loss nets it there.
    product: (original.product as TProduct | null) ?? null,
    createdBy: input.createdBy ?? null,
    onBehalfOfId: input.onBehalfOfId ?? original.onBehalfOfId,
    source: { type: 'transaction', id: original.id },
  });
}

/** Sets a wallet's credit allowance under its row lock; returns the wallet before and after. */
export async function setCreditAllowance(tx: Tx, agencyId: string, currency: TCurrency, allowanceMinor: number) {
  const before = await lockAccount(tx, walletKey(agencyId, currency));
  const [after] = await tx
    .update(ledgerAccounts)
    .set({ creditAllowanceMinor: allowanceMinor })
    .where(eq(ledgerAccounts.id, before.id))
    .returning();
  return { before, after: after! };
}
