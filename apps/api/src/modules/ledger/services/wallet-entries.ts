import type { TCurrency, TStatementLine } from '@safar/contracts';
import { agentCharges, deposits, ledgerAccounts, ledgerAdjustments, ledgerEntries, ledgerTransactions, type DbOrTx } from '@safar/db';
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { TLedgerAccountRow } from '../ledger-accounts';

/*
 * An agency wallet's entries as the statement and the agent home show them, read on the index
 * ledger_entries_account_idx (account_id, created_at, id): a page is an index range scan, never
 * a sort of the account's history. Balances come from the stored balance_after_minor, so a page
 * shows the same running balance however it is cut.
 */

/** An agency's wallet in a currency, or null when it has none yet (reading never creates one). */
export async function findWallet(db: DbOrTx, agencyId: string, currency: TCurrency): Promise<TLedgerAccountRow | null> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'agency_wallet'),
        eq(ledgerAccounts.ownerType, 'agency'),
        eq(ledgerAccounts.ownerId, agencyId),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A half-open range of instants [start, end), as SQL expressions (e.g. a day's midnight in the agency time zone). */
export interface TInstantRange {
  start?: SQL | Date;
  end?: SQL | Date;
}

export function inRange(range: TInstantRange): (SQL | undefined)[] {
  return [
    range.start ? gte(ledgerEntries.createdAt, range.start) : undefined,
    range.end ? lt(ledgerEntries.createdAt, range.end) : undefined,
  ];
}

export interface TWalletEntriesQuery extends TInstantRange {
  order: 'asc' | 'desc';
  limit: number;
  offset?: number;
}

/**
 * One slice of a wallet's entries with their transactions, in (created_at, id) order. The slice
 * is cut on the index alone (ids only, so a deep page skips index entries rather than joining
 * every skipped row), then its rows and transactions are read by primary key.
 */
export async function walletEntries(db: DbOrTx, accountId: string, q: TWalletEntriesQuery): Promise<TStatementLine[]> {
  const dir = q.order === 'asc' ? asc : desc;
  const slice = db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), ...inRange(q)))
    .orderBy(dir(ledgerEntries.createdAt), dir(ledgerEntries.id))
    .limit(q.limit)
    .offset(q.offset ?? 0)
    .as('slice');
  const rows = await db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      amountMinor: ledgerEntries.amountMinor,
      balanceAfterMinor: ledgerEntries.balanceAfterMinor,
      transactionId: ledgerTransactions.id,
      reference: ledgerTransactions.reference,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      source: ledgerTransactions.source,
      reverses: ledgerTransactions.reversesTransactionId,
    })
    .from(slice)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, slice.id))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .orderBy(dir(ledgerEntries.createdAt), dir(ledgerEntries.id));
  const documents = await documentReferences(
    db,
    rows.flatMap((r) => [r.reverses, r.source?.id].filter((id): id is string => Boolean(id))),
  );
  return rows.map((r) => ({
    id: r.id,
    transaction_id: r.transactionId,
    date: r.createdAt.toISOString(),
    reference: r.reference,
    // A reversal names the transaction it undoes; otherwise the document that caused the posting.
    document_reference:
      (r.reverses ? documents.get(r.reverses) : undefined) ?? (r.source?.id ? documents.get(r.source.id) : undefined) ?? null,
    kind: r.kind,
    description: r.description,
    debit_minor: r.amountMinor < 0 ? -r.amountMinor : 0,
    credit_minor: r.amountMinor > 0 ? r.amountMinor : 0,
    running_balance_minor: r.balanceAfterMinor,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Human references (DEP-…, CHG-…, ADJ-…, TXN-…) of the documents a page of entries points to,
 * by id. Looked up by primary key in each table that has one, so it does not depend on how a
 * module names its source type; ids are UUIDv7, unique across tables.
 */
async function documentReferences(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  // A source id is free-form jsonb: only UUIDs can name rows of these tables.
  const unique = [...new Set(ids)].filter((id) => UUID.test(id));
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: deposits.id, reference: deposits.reference })
    .from(deposits)
    .where(inArray(deposits.id, unique))
    .unionAll(
      db.select({ id: agentCharges.id, reference: agentCharges.reference }).from(agentCharges).where(inArray(agentCharges.id, unique)),
    )
    .unionAll(
      db
        .select({ id: ledgerAdjustments.id, reference: ledgerAdjustments.reference })
        .from(ledgerAdjustments)
        .where(inArray(ledgerAdjustments.id, unique)),
    )
    .unionAll(
      db
        .select({ id: ledgerTransactions.id, reference: ledgerTransactions.reference })
        .from(ledgerTransactions)
        .where(inArray(ledgerTransactions.id, unique)),
    );
  return new Map(rows.map((r) => [r.id, r.reference]));
}
