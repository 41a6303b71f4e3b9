import { sql } from 'drizzle-orm';
import { bigint, check, index, pgSequence, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn, updatedAt } from './columns';
import { ledgerTransactions } from './ledger';
import { agencies, users } from './users';

export const chargeReferenceSeq = pgSequence('charge_reference_seq', { startWith: 100001 });

/**
 * Other charges: a fee finance staff apply to an agency. Applying it debits the
 * wallet through the ledger (a staff charge: it may go below zero and is then flagged);
 * reversing it posts the reversal and credits the wallet back. Never deleted.
 */
export const agentCharges = pgTable(
  'agent_charges',
  {
    id: idColumn(),
    /** Human reference CHG-…, unique. */
    reference: text('reference')
      .notNull()
      .default(sql`('CHG-' || nextval('charge_reference_seq')::text)`),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    title: text('title').notNull(),
    description: text('description'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: text('status', { enum: ['applied', 'reversed'] })
      .notNull()
      .default('applied'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    reversalTransactionId: uuid('reversal_transaction_id').references(() => ledgerTransactions.id),
    reverseReason: text('reverse_reason'),
    reversedBy: uuid('reversed_by').references(() => users.id),
    reversedAt: tsColumn('reversed_at'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    onBehalfOfId: uuid('on_behalf_of_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agent_charges_reference_unique').on(t.reference),
    index('agent_charges_agency_idx').on(t.agencyId, t.createdAt),
    index('agent_charges_status_idx').on(t.status, t.createdAt),
    check('agent_charges_amount_range', sql`${t.amountMinor} between 1 and 1000000000000000`),
  ],
);
