-- A charge names its ledger transaction when it is inserted, before the posting that creates
-- the transaction: the posting is then the last statement before commit, so the wallet's row
-- lock is held for the shortest time. The reference is checked at commit (drizzle's schema
-- cannot say DEFERRABLE, so this migration says it; the column's definition is unchanged).
ALTER TABLE "agent_charges" ALTER CONSTRAINT "agent_charges_transaction_id_ledger_transactions_id_fk" DEFERRABLE INITIALLY DEFERRED;
