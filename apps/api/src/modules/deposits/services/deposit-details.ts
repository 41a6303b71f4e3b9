import type { TDepositDetails } from '@safar/contracts';
import { agencies, banks, deposits, ledgerTransactions, uploads, users, type DbOrTx } from '@safar/db';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TUrlSigner } from '@/modules/uploads/signed-url';
import { depositsScope } from '../deposits.policy';
import { toDepositDetailsView, toDuplicateView, toReceiptView, type TDepositListRow } from '../deposits.presenter';

/**
 * GET /deposit-details?id=…: the deposit with its bank, people, ledger transaction and a signed
 * link to the receipt. Another agency's deposit (for an agent) and a deleted one are 404. Staff
 * also get the other live deposits with the same bank reference key.
 */
export async function depositDetails(db: DbOrTx, signer: TUrlSigner, actor: AuthUser, id: string): Promise<TDepositDetails> {
  const [found] = await db
    .select({ deposit: deposits, agency: { id: agencies.id, name: agencies.name }, bank: banks })
    .from(deposits)
    .innerJoin(agencies, eq(agencies.id, deposits.agencyId))
    .innerJoin(banks, eq(banks.id, deposits.bankId))
    .where(and(eq(deposits.id, id), isNull(deposits.deletedAt), depositsScope(actor)))
    .limit(1);
  if (!found) throw notFound();
  const d = found.deposit;
  const isStaff = actor.role !== 'agent';

  const personIds = [d.submittedBy, d.onBehalfOfId, d.reviewedBy, d.confirmedBy, d.reversedBy].filter((v): v is string => Boolean(v));
  const people = new Map(
    (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, personIds))).map((p) => [p.id, p.name]),
  );
  const transactionIds = [d.transactionId, d.reversalTransactionId].filter((v): v is string => Boolean(v));
  const transactions = transactionIds.length
    ? await db
        .select({ id: ledgerTransactions.id, reference: ledgerTransactions.reference })
        .from(ledgerTransactions)
        .where(inArray(ledgerTransactions.id, transactionIds))
    : [];
  const transactionRef = (id: string | null) => transactions.find((t) => t.id === id) ?? null;
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, d.receiptUploadId)).limit(1);

  const duplicates = isStaff
    ? (
        await db
          .select({ deposit: deposits, agencyName: agencies.name })
          .from(deposits)
          .innerJoin(agencies, eq(agencies.id, deposits.agencyId))
          .where(and(eq(deposits.bankReferenceKey, d.bankReferenceKey), isNull(deposits.deletedAt), ne(deposits.id, d.id)))
          .orderBy(asc(deposits.createdAt), asc(deposits.id))
          .limit(50)
      ).map((r) => toDuplicateView(r.deposit, r.agencyName))
    : undefined;

  const row: TDepositListRow = {
    deposit: d,
    agency: found.agency,
    bank: { id: found.bank.id, bankName: found.bank.bankName },
    duplicate: isStaff ? (duplicates?.length ?? 0) > 0 : undefined,
  };
  return toDepositDetailsView({
    row,
    bank: found.bank,
    people,
    transaction: transactionRef(d.transactionId),
    reversalTransaction: transactionRef(d.reversalTransactionId),
    receipt: toReceiptView(upload, signer),
    duplicates,
  });
}
