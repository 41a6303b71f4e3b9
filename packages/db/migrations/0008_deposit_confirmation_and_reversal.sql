ALTER TABLE "ledger_adjustments" ADD COLUMN "reversal_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reversal_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reverse_reason" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reversed_by" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_reversal_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reversal_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reversal_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reversal_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Records whose transaction was reversed directly (before reversals went through their records)
-- take the status that their money already has.
UPDATE "deposits" AS d SET "status" = 'reversed', "reversal_transaction_id" = r."id", "reversed_by" = r."created_by", "reversed_at" = r."created_at", "reverse_reason" = r."description"
  FROM "ledger_transactions" AS r WHERE r."reverses_transaction_id" = d."transaction_id" AND d."status" = 'approved';--> statement-breakpoint
UPDATE "agent_charges" AS c SET "status" = 'reversed', "reversal_transaction_id" = r."id", "reversed_by" = r."created_by", "reversed_at" = r."created_at", "reverse_reason" = r."description"
  FROM "ledger_transactions" AS r WHERE r."reverses_transaction_id" = c."transaction_id" AND c."status" = 'applied';--> statement-breakpoint
UPDATE "ledger_adjustments" AS a SET "status" = 'reversed', "reversal_transaction_id" = r."id"
  FROM "ledger_transactions" AS r WHERE r."reverses_transaction_id" = a."transaction_id" AND a."status" = 'approved';
