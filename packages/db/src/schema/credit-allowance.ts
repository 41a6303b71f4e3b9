import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn } from './columns';
import { ledgerAccounts } from './ledger';
import { agencies, users } from './users';

const SAFE_AMOUNT = 1_000_000_000_000_000; // 10^15, as the wallet's own allowance check
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A change of an agency wallet's credit allowance, asked by one finance staff member (the
 * maker) and applied only when a second one approves it (maker-checker, as manual adjustments):
 * one person alone cannot hand an agency unlimited credit. At most one request per wallet is
 * pending at a time (a partial unique index), so two makers cannot race two changes in.
 */
export const creditAllowanceRequests = pgTable(
  'credit_allowance_requests',
  {
    id: idColumn(),
    /** Human reference CAR-…, numbered with the ledger's other references. */
    reference: text('reference')
      .notNull()
      .default(sql`('CAR-' || nextval('ledger_reference_seq')::text)`),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The agency wallet whose allowance changes (one per agency and currency). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The wallet's allowance when the change was asked: what the checker sees it move from. */
    currentAllowanceMinor: money('current_allowance_minor').notNull(),
    requestedAllowanceMinor: money('requested_allowance_minor').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => users.id),
    checkerId: uuid('checker_id').references(() => users.id),
    decisionReason: text('decision_reason'),
    decidedAt: tsColumn('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_allowance_requests_reference_unique').on(t.reference),
    uniqueIndex('credit_allowance_requests_one_pending')
      .on(t.accountId)
      .where(sql`${t.status} = 'pending'`),
    index('credit_allowance_requests_status_idx').on(t.status, t.createdAt),
    index('credit_allowance_requests_agency_idx').on(t.agencyId, t.createdAt),
    check(
      'credit_allowance_requests_range',
      sql`${t.requestedAllowanceMinor} between 0 and ${sql.raw(String(SAFE_AMOUNT))} and ${t.currentAllowanceMinor} >= 0`,
    ),
  ],
);
