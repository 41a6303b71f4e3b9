import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn } from './columns';
import { agencies, users } from './users';

/*
 * The double-entry ledger.
 *
 * Amounts are integers in minor units, as `bigint` columns read in drizzle's 'number' mode: every
 * amount is checked to stay within ±10^15 (entries, adjustments, allowances) and balances within
 * JavaScript's safe integer range, so a JS number always holds them exactly and no float ever
 * appears. Sign convention: an entry's amount_minor > 0 is a credit, < 0 a debit. Wallets
 * (money the platform owes an agency), supplier payables and revenue therefore show positive
 * balances, "from the holder's side"; asset accounts (bank, customer receivables) run negative
 * and reports flip their sign.
 */

const SAFE_AMOUNT = 1_000_000_000_000_000; // 10^15
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
const money = (name: string) => bigint(name, { mode: 'number' });

export const LEDGER_ACCOUNT_KINDS = ['agency_wallet', 'bank', 'revenue', 'supplier_payable', 'customer_receivable'] as const;
export const LEDGER_TRANSACTION_KINDS = ['deposit', 'charge', 'charge_reversal', 'purchase', 'refund', 'adjustment', 'reversal'] as const;

export const ledgerReferenceSeq = pgSequence('ledger_reference_seq', { startWith: 100001 });

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    /** Human code, e.g. WAL-100231-PKR or REV-ADJ-PKR. */
    code: text('code').notNull(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** What the account belongs to: 'agency' (wallets), 'bank' (banks table, later), null for system accounts. */
    ownerType: text('owner_type'),
    ownerId: uuid('owner_id'),
    /** System accounts are named by purpose (e.g. 'adjustments', 'charges'); null for owned accounts. */
    purpose: text('purpose'),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Wallets only: how far below zero the agency may buy (available = balance + allowance). */
    creditAllowanceMinor: money('credit_allowance_minor').notNull().default(0),
    /** Sum of the account's entries, updated under the row lock in the same transaction as they are written. */
    balanceMinor: money('balance_minor').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_unique').on(t.code),
    unique('ledger_accounts_owner_unique').on(t.kind, t.ownerType, t.ownerId, t.purpose, t.currency).nullsNotDistinct(),
    check('ledger_accounts_allowance_range', sql`${t.creditAllowanceMinor} between 0 and ${sql.raw(String(SAFE_AMOUNT))}`),
    check(
      'ledger_accounts_balance_range',
      sql`${t.balanceMinor} between ${sql.raw(String(-SAFE_INTEGER))} and ${sql.raw(String(SAFE_INTEGER))}`,
    ),
  ],
);

/**
 * A new transaction reference (TXN-…), the column's default. A caller that must name the
 * transaction before posting it (postTransaction's `reserved`) takes one with this.
 */
export const nextTransactionReference = sql<string>`('TXN-' || nextval('ledger_reference_seq')::text)`;

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: idColumn(),
    /** Human reference TXN-…, unique. */
    reference: text('reference').notNull().default(nextTransactionReference),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    description: text('description').notNull(),
    /** Set on a reversal; unique, so a transaction is reversed at most once. */
    reversesTransactionId: uuid('reverses_transaction_id').references((): AnyPgColumn => ledgerTransactions.id),
    /** A staff charge or reversal that left a wallet below zero available (a debt). */
    negative: boolean('negative').notNull().default(false),
    /** What caused it (e.g. { type: 'deposit', id }), for the documents that link to it. */
    source: jsonb('source').$type<{ type: string; id: string } | null>(),
    /** The product that earned the revenue in it (PRODUCTS in contracts), for profit and loss by product; null when none. */
    product: text('product'),
    createdBy: uuid('created_by').references(() => users.id),
    onBehalfOfId: uuid('on_behalf_of_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_reference_unique').on(t.reference),
    uniqueIndex('ledger_transactions_reverses_unique').on(t.reversesTransactionId),
    index('ledger_transactions_created_idx').on(t.createdAt),
    index('ledger_transactions_kind_idx').on(t.kind, t.createdAt),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE); corrections are reversing transactions. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: money('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The account's balance after this entry, for statements with a running balance. */
    balanceAfterMinor: money('balance_after_minor').notNull(),
    /**
     * clock_timestamp(), not the transaction's start time: entries are written under the account
     * lock, so this orders an account's entries in the order their balances were applied.
     */
    createdAt: tsColumn('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt, t.id),
    check(
      'ledger_entries_amount_range',
      sql`${t.amountMinor} <> 0 and ${t.amountMinor} between ${sql.raw(String(-SAFE_AMOUNT))} and ${sql.raw(String(SAFE_AMOUNT))}`,
    ),
  ],
);

/** Manual adjustments: a maker proposes, a second staff member approves (maker-checker). */
export const ledgerAdjustments = pgTable(
  'ledger_adjustments',
  {
    id: idColumn(),
    reference: text('reference')
      .notNull()
      .default(sql`('ADJ-' || nextval('ledger_reference_seq')::text)`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    amountMinor: money('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    reason: text('reason').notNull(),
    /** pending → approved | rejected; approved → reversed (its transaction reversed through PUT /transactions). */
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'reversed'] })
      .notNull()
      .default('pending'),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => users.id),
    checkerId: uuid('checker_id').references(() => users.id),
    decisionReason: text('decision_reason'),
    decidedAt: tsColumn('decided_at'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    reversalTransactionId: uuid('reversal_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_adjustments_reference_unique').on(t.reference),
    index('ledger_adjustments_status_idx').on(t.status, t.createdAt),
    check('ledger_adjustments_amount_range', sql`${t.amountMinor} between 1 and ${sql.raw(String(SAFE_AMOUNT))}`),
  ],
);

/** Idempotency-Key records: scoped to user and route, kept 24 h. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_progress', 'done'] })
      .notNull()
      .default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_unique').on(t.userId, t.route, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);
