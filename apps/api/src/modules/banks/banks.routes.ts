import { ZBankListQuery, ZCreateBank, ZUpdateBank } from '@safar/contracts';
import { banks } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '@/core/crud-routes';
import { toBankView } from './bank.presenter';
import { assertBankDeletable, banksScope } from './banks.policy';

/** GET/POST/PUT/DELETE /banks (SPEC.md §7 catalogues): plain CRUD through the factory. */
export async function banksRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    path: '/banks',
    table: banks,
    subject: 'bank',
    tags: ['banks'],
    access: { read: 'financeOrAgent', write: 'finance', readOwnership: 'banksScope' },
    schemas: { create: ZCreateBank, update: ZUpdateBank, listQuery: ZBankListQuery },
    searchColumns: [banks.bankName, banks.accountTitle, banks.accountNumber, banks.iban, banks.branch],
    filters: (q) => [q.active ? eq(banks.active, q.active === '1') : undefined],
    readScope: banksScope,
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
    hooks: { beforeDelete: (tx, bank) => assertBankDeletable(tx, bank) },
  });
}
