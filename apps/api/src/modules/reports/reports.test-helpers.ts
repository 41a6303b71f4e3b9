import type { TCurrency } from '@safar/contracts';
import { banks, deposits, ledgerAccounts, ledgerEntries, ledgerTransactions, uploads, type DbOrTx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';

/** A bank row straight in the database (the deposits API is not needed to test the figures). */
export async function insertBank(db: DbOrTx, currency: TCurrency = 'PKR') {
  const [row] = await db
    .insert(banks)
    .values({ bankName: 'Meezan Bank', accountTitle: 'Safar Travels', accountNumber: `0101-${randomBytes(4).toString('hex')}`, currency })
    .returning();
  return row!;
}

/** A deposit row straight in the database, with its receipt upload; pending unless overridden. */
export async function insertDeposit(
  db: DbOrTx,
  base: { agencyId: string; bankId: string; userId: string },
  overrides: Partial<typeof deposits.$inferInsert> = {},
) {
  const name = `${randomBytes(8).toString('hex')}.pdf`;
  const [upload] = await db
    .insert(uploads)
    .values({
      fileName: name,
      originalName: 'receipt.pdf',
      mime: 'application/pdf',
      size: 1024,
      sha256: randomBytes(32).toString('hex'),
      agencyId: base.agencyId,
      uploadedBy: base.userId,
    })
    .returning();
  const [row] = await db
    .insert(deposits)
    .values({
      agencyId: base.agencyId,
      bankId: base.bankId,
      amountMinor: 100000,
      currency: 'PKR',
      depositDate: '2025-01-15',
      bankReference: 'FT-1',
      bankReferenceKey: 'FT1',
      receiptUploadId: upload!.id,
      submittedBy: base.userId,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Posts a balanced transaction at a chosen instant and with a product (the ledger service
 * always stamps the current time, and these tests need month and day boundaries). Entries are written in the order
 * given, so call it in chronological order per account to keep running balances true.
 */
export async function postTagged(
  db: DbOrTx,
  input: {
    at?: Date;
    product?: string | null;
    kind?: 'purchase' | 'charge';
    description?: string;
    entries: { accountId: string; amountMinor: number }[];
  },
) {
  return db.transaction(async (tx) => {
    const at = input.at ?? new Date();
    const [txn] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: input.kind ?? 'purchase',
        description: input.description ?? 'Booking margin',
        product: input.product ?? null,
        createdAt: at,
      })
      .returning();
    for (const e of input.entries) {
      const [account] = await tx
        .update(ledgerAccounts)
        .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${e.amountMinor}` })
        .where(eq(ledgerAccounts.id, e.accountId))
        .returning();
      await tx.insert(ledgerEntries).values({
        transactionId: txn!.id,
        accountId: e.accountId,
        amountMinor: e.amountMinor,
        currency: account!.currency,
        balanceAfterMinor: account!.balanceMinor,
        createdAt: at,
      });
    }
    return txn!;
  });
}
