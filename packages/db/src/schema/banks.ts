import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';

/** The platform's bank accounts that agents deposit into. Deactivated, never deleted once in use. */
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
  (t) => [
    index('banks_active_idx').on(t.active, t.bankName),
    /**
     * One row per account and currency: the same account number at the same bank (whatever the
     * case of its name) is listed once per currency, since a multi-currency account is booked
     * per currency. The account number comes last, so a duplicate is reported on that field.
     */
    uniqueIndex('banks_account_unique').on(sql`lower(${t.bankName})`, t.currency, t.accountNumber),
  ],
);
