import { boolean, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';

/** The platform's bank accounts that agents deposit into (issue 3 §2). Deactivated, never deleted once in use. */
export const banks = pgTable(
  'banks',
  {
    id: idColumn(),
    bankName: text('bank_name').notNull(),
    accountTitle: text('account_title').notNull(),
    accountNumber: text('account_number').notNull(),
    /** Stored compact and upper-cased (no spaces); checksum validated in contracts. */
    iban: varchar('iban', { length: 34 }),
    branch: text('branch'),
    currency: varchar('currency', { length: 3 }).notNull().default('PKR'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banks_active_idx').on(t.active, t.bankName)],
);
