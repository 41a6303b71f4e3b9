import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgSequence, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn, updatedAt } from './columns';
import { banks } from './banks';
import { ledgerTransactions } from './ledger';
import { uploads } from './uploads';
import { agencies, users } from './users';

export const depositReferenceSeq = pgSequence('deposit_reference_seq', { startWith: 100001 });

/**
 * An agency's deposit into one of the platform's banks (a top-up request). Pending
 * until finance staff approve it (crediting the wallet in the same transaction) or reject it.
 * Money records are never erased: deleting a pending deposit sets `deleted_at`.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: idColumn(),
    /** Human reference DEP-…, unique. */
    reference: text('reference')
      .notNull()
      .default(sql`('DEP-' || nextval('deposit_reference_seq')::text)`),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => banks.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    depositDate: date('deposit_date', { mode: 'string' }).notNull(),
    /** As typed by the agent; `bank_reference_key` is its comparable form (upper case, letters and digits only). */
    bankReference: text('bank_reference').notNull(),
    bankReferenceKey: text('bank_reference_key').notNull(),
    receiptUploadId: uuid('receipt_upload_id')
      .notNull()
      .references(() => uploads.id),
    note: text('note'),
    /**
     * pending → approved | rejected | awaiting_confirmation (a reviewer changed the amount: a
     * second staff member confirms it) → approved | rejected; approved → reversed.
     */
    status: text('status', { enum: ['pending', 'awaiting_confirmation', 'approved', 'rejected', 'reversed'] })
      .notNull()
      .default('pending'),
    /**
     * The amount credited on approval; while awaiting confirmation, the changed amount that the
     * reviewer proposed (with a reason, in decision_reason).
     */
    approvedAmountMinor: bigint('approved_amount_minor', { mode: 'number' }),
    decisionReason: text('decision_reason'),
    /** Who approved or rejected it; for a changed amount, who proposed it. */
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: tsColumn('reviewed_at'),
    /** The second staff member who confirmed a changed amount. */
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: tsColumn('confirmed_at'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    /** An approved deposit undone (the bank recalled the money, say): the reversing ledger transaction. */
    reversalTransactionId: uuid('reversal_transaction_id').references(() => ledgerTransactions.id),
    reverseReason: text('reverse_reason'),
    reversedBy: uuid('reversed_by').references(() => users.id),
    reversedAt: tsColumn('reversed_at'),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    /** Staff submitting for an agency: the agency's agent login. */
    onBehalfOfId: uuid('on_behalf_of_id').references(() => users.id),
    deletedAt: tsColumn('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deposits_reference_unique').on(t.reference),
    index('deposits_agency_idx').on(t.agencyId, t.createdAt),
    index('deposits_status_idx').on(t.status, t.createdAt),
    index('deposits_bank_reference_idx').on(t.bankReferenceKey),
    index('deposits_bank_idx').on(t.bankId),
    index('deposits_receipt_idx').on(t.receiptUploadId),
    check('deposits_amount_range', sql`${t.amountMinor} between 1 and 1000000000000000`),
    check(
      'deposits_approved_amount_range',
      sql`${t.approvedAmountMinor} is null or ${t.approvedAmountMinor} between 1 and 1000000000000000`,
    ),
  ],
);
