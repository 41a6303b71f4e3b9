import type { TCurrency } from '@safar/contracts';
import { ledgerAccounts, type DbOrTx, type Tx } from '@safar/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

export type TLedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type TLedgerAccountKind = TLedgerAccountRow['kind'];

/** The platform's own accounts, one per purpose and currency (no owner). */
export type TSystemPurpose = 'adjustments' | 'charges' | 'margins' | 'suppliers' | 'customers';
const SYSTEM_PREFIX: Record<TLedgerAccountKind, string> = {
  agency_wallet: 'WAL',
  bank: 'BNK',
  revenue: 'REV',
  supplier_payable: 'SUP',
  customer_receivable: 'CUS',
};

/** Available = balance + credit allowance (DESIGN.md §4); meaningful for wallets. */
export const availableOf = (a: Pick<TLedgerAccountRow, 'balanceMinor' | 'creditAllowanceMinor'>) => a.balanceMinor + a.creditAllowanceMinor;

async function getOrCreate(
  tx: DbOrTx,
  match: { kind: TLedgerAccountKind; ownerType: string | null; ownerId: string | null; purpose: string | null; currency: TCurrency },
  code: ReturnType<typeof sql>,
): Promise<TLedgerAccountRow> {
  const where = and(
    eq(ledgerAccounts.kind, match.kind),
    match.ownerType === null ? isNull(ledgerAccounts.ownerType) : eq(ledgerAccounts.ownerType, match.ownerType),
    match.ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, match.ownerId),
    match.purpose === null ? isNull(ledgerAccounts.purpose) : eq(ledgerAccounts.purpose, match.purpose),
    eq(ledgerAccounts.currency, match.currency),
  );
  const [found] = await tx.select().from(ledgerAccounts).where(where).limit(1);
  if (found) return found;
  // Two first-time callers race here: the unique owner constraint lets one insert win and the
  // other waits for it, inserts nothing, and reads the winner's row.
  await tx
    .insert(ledgerAccounts)
    .values({ ...match, code })
    .onConflictDoNothing();
  const [row] = await tx.select().from(ledgerAccounts).where(where).limit(1);
  return row!;
}

/** The wallet of an agency in a currency, created on first use (balance 0, no allowance). */
export function walletAccountFor(tx: DbOrTx, agencyId: string, currency: TCurrency): Promise<TLedgerAccountRow> {
  return getOrCreate(
    tx,
    { kind: 'agency_wallet', ownerType: 'agency', ownerId: agencyId, purpose: null, currency },
    sql`'WAL-' || nextval('ledger_reference_seq')::text || '-' || ${currency}::text`,
  );
}

/** A bank's account in a currency (the banks table comes with deposits; the owner is generic). */
export function bankAccountFor(tx: DbOrTx, bankId: string, currency: TCurrency): Promise<TLedgerAccountRow> {
  return getOrCreate(
    tx,
    { kind: 'bank', ownerType: 'bank', ownerId: bankId, purpose: null, currency },
    sql`'BNK-' || nextval('ledger_reference_seq')::text || '-' || ${currency}::text`,
  );
}

/** A platform account by kind and purpose, e.g. revenue/charges in PKR → REV-CHARGES-PKR. */
export function systemAccountFor(tx: DbOrTx, kind: TLedgerAccountKind, purpose: TSystemPurpose, currency: TCurrency): Promise<TLedgerAccountRow> {
  const code = `${SYSTEM_PREFIX[kind]}-${purpose.toUpperCase()}-${currency}`;
  return getOrCreate(tx, { kind, ownerType: null, ownerId: null, purpose, currency }, sql`${code}::text`);
}

/**
 * Locks account rows FOR UPDATE, always in id order: two transactions touching the same
 * accounts then queue instead of deadlocking. Returns them by id.
 */
export async function lockAccounts(tx: Tx, ids: string[]): Promise<Map<string, TLedgerAccountRow>> {
  const unique = [...new Set(ids)].sort();
  const rows = await tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, unique)).orderBy(asc(ledgerAccounts.id)).for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** The cached balance of an account (sum of its entries), 0 for an unknown id. */
export async function accountBalance(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db.select({ balance: ledgerAccounts.balanceMinor }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)).limit(1);
  return row?.balance ?? 0;
}

export interface TWalletBalance {
  accountId: string | null;
  balanceMinor: number;
  creditAllowanceMinor: number;
  availableMinor: number;
}

/** An agency's wallet figures in a currency, without creating the wallet (zeros when none yet). */
export async function availableBalance(db: DbOrTx, agencyId: string, currency: TCurrency): Promise<TWalletBalance> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'agency_wallet'), eq(ledgerAccounts.ownerType, 'agency'), eq(ledgerAccounts.ownerId, agencyId), eq(ledgerAccounts.currency, currency)))
    .limit(1);
  if (!row) return { accountId: null, balanceMinor: 0, creditAllowanceMinor: 0, availableMinor: 0 };
  return { accountId: row.id, balanceMinor: row.balanceMinor, creditAllowanceMinor: row.creditAllowanceMinor, availableMinor: availableOf(row) };
}
