CREATE SEQUENCE "public"."deposit_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."charge_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text DEFAULT ('DEP-' || nextval('deposit_reference_seq')::text) NOT NULL,
	"agency_id" uuid NOT NULL,
	"bank_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"deposit_date" date NOT NULL,
	"bank_reference" text NOT NULL,
	"bank_reference_key" text NOT NULL,
	"receipt_upload_id" uuid NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_amount_minor" bigint,
	"decision_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"transaction_id" uuid,
	"submitted_by" uuid NOT NULL,
	"on_behalf_of_id" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_range" CHECK ("deposits"."amount_minor" between 1 and 1000000000000000),
	CONSTRAINT "deposits_approved_amount_range" CHECK ("deposits"."approved_amount_minor" is null or "deposits"."approved_amount_minor" between 1 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "agent_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text DEFAULT ('CHG-' || nextval('charge_reference_seq')::text) NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"transaction_id" uuid,
	"reversal_transaction_id" uuid,
	"reverse_reason" text,
	"reversed_by" uuid,
	"reversed_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"on_behalf_of_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_charges_amount_range" CHECK ("agent_charges"."amount_minor" between 1 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "margins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"agency_id" uuid,
	"product" text NOT NULL,
	"type" text NOT NULL,
	"amount_minor" bigint,
	"currency" varchar(3),
	"basis_points" integer,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "margins_scope_unique" UNIQUE NULLS NOT DISTINCT("scope","agency_id","product"),
	CONSTRAINT "margins_scope_agency" CHECK (("margins"."scope" = 'agent') = ("margins"."agency_id" is not null)),
	CONSTRAINT "margins_rule_shape" CHECK (("margins"."type" = 'fixed' and "margins"."amount_minor" between 0 and 1000000000000000 and "margins"."currency" is not null and "margins"."basis_points" is null)
       or ("margins"."type" = 'percent' and "margins"."basis_points" between 0 and 100000 and "margins"."amount_minor" is null and "margins"."currency" is null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"params" jsonb NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_receipt_upload_id_uploads_id_fk" FOREIGN KEY ("receipt_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_charges" ADD CONSTRAINT "agent_charges_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_charges" ADD CONSTRAINT "agent_charges_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_charges" ADD CONSTRAINT "agent_charges_reversal_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reversal_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_charges" ADD CONSTRAINT "agent_charges_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_charges" ADD CONSTRAINT "agent_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_charges" ADD CONSTRAINT "agent_charges_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margins" ADD CONSTRAINT "margins_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margins" ADD CONSTRAINT "margins_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_unique" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "deposits_agency_idx" ON "deposits" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deposits_bank_reference_idx" ON "deposits" USING btree ("bank_reference_key");--> statement-breakpoint
CREATE INDEX "deposits_bank_idx" ON "deposits" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "deposits_receipt_idx" ON "deposits" USING btree ("receipt_upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_charges_reference_unique" ON "agent_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "agent_charges_agency_idx" ON "agent_charges" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_charges_status_idx" ON "agent_charges" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");