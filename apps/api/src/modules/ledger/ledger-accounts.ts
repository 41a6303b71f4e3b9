import type { TCurrency } from '@safar/contracts';
import { ledgerAccounts, type DbOrTx, type Tx } from '@safar/db';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';

export type TLedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type TLedgerAccountKind = TLedgerAccountRow['kind'];

/** A programming error in a posting (unbalanced, unknown account…): never an API user's fault, so a 500. */
export class LedgerIntegrityError extends Error {
  override name = 'LedgerIntegrityError';
}

/** The platform's own accounts, one per purpose and currency (no owner). */
export type TSystemPurpose =
  | 'adjustments'
  | 'charges'
  | 'margins'
  | 'airline_margins'
  | 'customer_margins'
  | 'booking_fees'
  | 'suppliers'
  | 'customers'
  /** Card payments taken and not yet paid out to us by the gateway (a bank account of the platform's). */
  | 'card_clearing'
  /** What the card gateway keeps of each payment: a cost, booked as negative revenue. */
  | 'card_fees'
  /** What the agency's own products (visas, packages, insurance) sell for. */
  | 'product_sales';
const CODE_PREFIX: Record<TLedgerAccountKind, string> = {
  agency_wallet: 'WAL',
  bank: 'BNK',
  revenue: 'REV',
  supplier_payable: 'SUP',
  customer_receivable: 'CUS',
};

/** What an account is: unique in the ledger (the owner constraint), so it names the account as well as its id does. */
export interface TAccountKey {
  kind: TLedgerAccountKind;
  ownerType: string | null;
  ownerId: string | null;
  purpose: TSystemPurpose | null;
  currency: TCurrency;
}

/** An account by id, or by what it is (created on first use). */
export type TAccountRef = string | TAccountKey;

/** An agency's wallet in a currency. */
export const walletKey = (agencyId: string, currency: TCurrency): TAccountKey => ({
  kind: 'agency_wallet',
  ownerType: 'agency',
  ownerId: agencyId,
  purpose: null,
  currency,
});
/** A bank's account in a currency (the owner is the banks row). */
export const bankKey = (bankId: string, currency: TCurrency): TAccountKey => ({
  kind: 'bank',
  ownerType: 'bank',
  ownerId: bankId,
  purpose: null,
  currency,
});
/** A platform account by kind and purpose, e.g. revenue/charges in PKR → REV-CHARGES-PKR. */
export const systemKey = (kind: TLedgerAccountKind, purpose: TSystemPurpose, currency: TCurrency): TAccountKey => ({
  kind,
  ownerType: null,
  ownerId: null,
  purpose,
  currency,
});

/** Available = balance + credit allowance; meaningful for wallets. */
export const availableOf = (a: Pick<TLedgerAccountRow, 'balanceMinor' | 'creditAllowanceMinor'>) => a.balanceMinor + a.creditAllowanceMinor;

const nullableEq = <T extends string>(
  column: typeof ledgerAccounts.ownerType | typeof ledgerAccounts.ownerId | typeof ledgerAccounts.purpose,
  value: T | null,
) => (value === null ? isNull(column) : eq(column, value));

function keyWhere(key: TAccountKey): SQL {
  return and(
    eq(ledgerAccounts.kind, key.kind),
    nullableEq(ledgerAccounts.ownerType, key.ownerType),
    nullableEq(ledgerAccounts.ownerId, key.ownerId),
    nullableEq(ledgerAccounts.purpose, key.purpose),
    eq(ledgerAccounts.currency, key.currency),
  )!;
}

/**
 * Owned accounts are numbered (WAL-100231-PKR); system accounts are named by purpose
 * (REV-CHARGES-PKR); a system account kept apart per owner is both (SUP-SUPPLIERS-100232-PKR).
 */
function codeFor(key: TAccountKey): SQL {
  const prefix = CODE_PREFIX[key.kind];
  const purpose = key.purpose === null ? '' : `${key.purpose.toUpperCase()}-`;
  if (key.purpose !== null && key.ownerId === null) return sql`${`${prefix}-${purpose}${key.currency}`}::text`;
  return sql`${`${prefix}-${purpose}`}::text || nextval('ledger_reference_seq')::text || ${`-${key.currency}`}::text`;
}

/** The account a key names, created on first use (balance 0, no allowance). */
export async function accountFor(tx: DbOrTx, key: TAccountKey): Promise<TLedgerAccountRow> {
  const where = keyWhere(key);
  const [found] = await tx.select().from(ledgerAccounts).where(where).limit(1);
  if (found) return found;
  // Two first-time callers race here: the unique owner constraint lets one insert win and the
  // other waits for it, inserts nothing, and reads the winner's row.
  await tx
    .insert(ledgerAccounts)
    .values({ ...key, code: codeFor(key) })
    .onConflictDoNothing();
  const [row] = await tx.select().from(ledgerAccounts).where(where).limit(1);
  return row!;
}

/** The wallet of an agency in a currency, created on first use. */
export const walletAccountFor = (tx: DbOrTx, agencyId: string, currency: TCurrency) => accountFor(tx, walletKey(agencyId, currency));
/** A bank's account in a currency, created on first use. */
export const bankAccountFor = (tx: DbOrTx, bankId: string, currency: TCurrency) => accountFor(tx, bankKey(bankId, currency));
/** A platform account by kind, purpose and currency, created on first use. */
export const systemAccountFor = (tx: DbOrTx, kind: TLedgerAccountKind, purpose: TSystemPurpose, currency: TCurrency) =>
  accountFor(tx, systemKey(kind, purpose, currency));

/**
 * The account a key names (created on first use), locked until commit: FOR NO KEY UPDATE, as
 * postings lock it, so it queues with them while foreign-key checks of rows naming it do not.
 */
export async function lockAccount(tx: Tx, key: TAccountKey): Promise<TLedgerAccountRow> {
  const { id } = await accountFor(tx, key);
  const [row] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).for('no key update');
  return row!;
}

/**
 * A platform account of one purpose kept apart per agency (its bookings' supplier payable, its
 * airline margins): every booking of an agency posts to these rows, so payments of different
 * agencies never wait for each other's lock on one shared row. Reports add them up by purpose.
 */
export const agencySystemKey = (kind: TLedgerAccountKind, purpose: TSystemPurpose, agencyId: string, currency: TCurrency): TAccountKey => ({
  kind,
  ownerType: 'agency',
  ownerId: agencyId,
  purpose,
  currency,
});

/** The cached balance of an account (sum of its entries), 0 for an unknown id. */
export async function accountBalance(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .limit(1);
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
    .where(keyWhere(walletKey(agencyId, currency)))
    .limit(1);
  if (!row) return { accountId: null, balanceMinor: 0, creditAllowanceMinor: 0, availableMinor: 0 };
  return {
    accountId: row.id,
    balanceMinor: row.balanceMinor,
    creditAllowanceMinor: row.creditAllowanceMinor,
    availableMinor: availableOf(row),
  };
}
