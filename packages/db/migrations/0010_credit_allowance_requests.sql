CREATE TABLE "credit_allowance_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text DEFAULT ('CAR-' || nextval('ledger_reference_seq')::text) NOT NULL,
	"agency_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"currency" varchar(3) NOT NULL,
	"current_allowance_minor" bigint NOT NULL,
	"requested_allowance_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"maker_id" uuid NOT NULL,
	"checker_id" uuid,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_allowance_requests_range" CHECK ("credit_allowance_requests"."requested_allowance_minor" between 0 and 1000000000000000 and "credit_allowance_requests"."current_allowance_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_allowance_requests" ADD CONSTRAINT "credit_allowance_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allowance_requests" ADD CONSTRAINT "credit_allowance_requests_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allowance_requests" ADD CONSTRAINT "credit_allowance_requests_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allowance_requests" ADD CONSTRAINT "credit_allowance_requests_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_allowance_requests_reference_unique" ON "credit_allowance_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_allowance_requests_one_pending" ON "credit_allowance_requests" USING btree ("account_id") WHERE "credit_allowance_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "credit_allowance_requests_status_idx" ON "credit_allowance_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "credit_allowance_requests_agency_idx" ON "credit_allowance_requests" USING btree ("agency_id","created_at");