ALTER TABLE "card_payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "refund_sending_minor" bigint;--> statement-breakpoint
-- A send whose answer was lost before claims were recorded: it may have refunded all that was then owed.
UPDATE "card_payments" SET "refund_sending_minor" = "refund_due_minor" WHERE "refund_state" = 'unknown';
