import { ZBank, ZBankListQuery, ZCreateBank, ZUpdateBank } from '@safar/contracts';
import { banks } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineCrudResource, registerCrudRoutes } from '@/core/crud-routes';
import { toBankView } from './banks.presenter';
import { assertBankDeletable, banksScope } from './banks.policy';

/** The banks agents deposit into, a plain catalogue: finance staff keep it, approved agents read the active ones. */
export const bankResource = defineCrudResource({
  path: '/banks',
  table: banks,
  subject: 'bank',
  tags: ['banks'],
  access: { read: 'financeOrAgent', write: 'finance', readOwnership: 'banksScope' },
  schemas: { create: ZCreateBank, update: ZUpdateBank, listQuery: ZBankListQuery, view: ZBank },
  searchColumns: [banks.bankName, banks.accountTitle, banks.accountNumber, banks.iban, banks.branch],
  sortable: {
    // By name whatever its case, as people read it.
    bank_name: sql`lower(${banks.bankName})`,
    account_title: sql`lower(${banks.accountTitle})`,
    currency: banks.currency,
    created_at: banks.createdAt,
  },
  filters: (q) => [q.active ? eq(banks.active, q.active === '1') : undefined],
  readScope: banksScope,
  unique: { banks_account_unique: { field: 'account_number', key: 'validation.bank_account_taken' } },
  toInsert: (b, user) => ({
    bankName: b.bank_name,
    accountTitle: b.account_title,
    accountNumber: b.account_number,
    iban: b.iban ?? null,
    branch: b.branch ?? null,
    currency: b.currency,
    active: b.active,
    createdBy: user.id,
  }),
  toUpdate: (b) => ({
    bankName: b.bank_name,
    accountTitle: b.account_title,
    accountNumber: b.account_number,
    iban: b.iban,
    branch: b.branch,
    currency: b.currency,
    active: b.active,
    updatedAt: sql`now()`,
  }),
  present: toBankView,
  actions: { created: 'bank.created', updated: 'bank.updated', deleted: 'bank.deleted' },
  messages: { saved: 'messages.bank_saved', deleted: 'messages.bank_deleted' },
  hooks: { beforeDelete: ({ tx, current }) => assertBankDeletable(tx, current) },
});

/** GET/POST/PUT/DELETE /banks through the catalogue factory. */
export async function banksRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, bankResource);
}
