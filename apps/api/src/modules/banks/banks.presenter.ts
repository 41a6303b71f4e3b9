import type { TBank } from '@safar/contracts';
import type { banks } from '@safar/db';

export type TBankRow = typeof banks.$inferSelect;

export function toBankView(row: TBankRow): TBank {
  return {
    id: row.id,
    bank_name: row.bankName,
    account_title: row.accountTitle,
    account_number: row.accountNumber,
    iban: row.iban,
    branch: row.branch,
    currency: row.currency,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
