CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"tracker" text,
	"checkout_url" text,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fee_minor" bigint,
	"paid_at" timestamp with time zone,
	"transaction_id" uuid,
	"refund_due_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"refund_state" text DEFAULT 'none' NOT NULL,
	"refund_reason" text,
	"last_answer" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_amounts" CHECK ("card_payments"."amount_minor" > 0 and "card_payments"."refunded_minor" <= "card_payments"."refund_due_minor" and "card_payments"."refund_due_minor" <= "card_payments"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "card_sandbox_payments" (
	"tracker" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_webhook_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"tracker" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_owner";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_tracker_unique" ON "card_payments" USING btree ("gateway","tracker");--> statement-breakpoint
CREATE INDEX "card_payments_booking_idx" ON "card_payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "card_payments_refund_due_idx" ON "card_payments" USING btree ("refund_state") WHERE "card_payments"."refund_state" in ('due', 'unknown');--> statement-breakpoint
CREATE UNIQUE INDEX "card_webhook_events_unique" ON "card_webhook_events" USING btree ("gateway","event_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner" CHECK ("bookings"."agency_id" is not null or "bookings"."customer_id" is not null or "bookings"."channel" = 'customer');