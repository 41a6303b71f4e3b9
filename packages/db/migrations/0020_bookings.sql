CREATE SEQUENCE "public"."booking_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_passengers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"ref" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"born_on" date NOT NULL,
	"gender" text NOT NULL,
	"nationality" varchar(2) NOT NULL,
	"passport_number" text NOT NULL,
	"passport_country" varchar(2) NOT NULL,
	"passport_expires_on" date NOT NULL,
	"infant_of" text,
	"traveller_id" uuid,
	"ticket_number" text
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" varchar(3) NOT NULL,
	"void_fee_minor" bigint DEFAULT 0 NOT NULL,
	"cancel_fee_minor" bigint DEFAULT 0 NOT NULL,
	"deadline_buffer_minutes" integer DEFAULT 120 NOT NULL,
	"reminder_minutes" jsonb DEFAULT '[1440,180]'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_fees" CHECK ("booking_settings"."void_fee_minor" >= 0 and "booking_settings"."cancel_fee_minor" >= 0),
	CONSTRAINT "booking_settings_buffer" CHECK ("booking_settings"."deadline_buffer_minutes" between 0 and 10080)
);
--> statement-breakpoint
CREATE TABLE "booking_status_settings" (
	"status" text PRIMARY KEY NOT NULL,
	"label_en" text NOT NULL,
	"label_ar" text NOT NULL,
	"colour" varchar(7) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text DEFAULT ('BKG-' || nextval('booking_reference_seq')::text) NOT NULL,
	"product" text DEFAULT 'flight' NOT NULL,
	"channel" text NOT NULL,
	"agency_id" uuid,
	"customer_id" uuid,
	"created_by" uuid NOT NULL,
	"on_behalf_of_id" uuid,
	"request_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"pending_call" text,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"mode" text NOT NULL,
	"supplier_code" text NOT NULL,
	"supplier_order_key" text,
	"pnr" text,
	"supplier_status" text,
	"supplier_currency" varchar(3) NOT NULL,
	"supplier_total_minor" bigint NOT NULL,
	"offer_set_id" uuid,
	"offer_index" integer,
	"offer" jsonb NOT NULL,
	"query" jsonb NOT NULL,
	"price_lines" jsonb NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"rate_millionths" bigint,
	"rate_id" uuid,
	"rate_date" text,
	"net_minor" bigint NOT NULL,
	"airline_margin_minor" bigint NOT NULL,
	"markup_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	"due_minor" bigint NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"supplier_deadline_at" timestamp with time zone,
	"price_guarantee_until" timestamp with time zone,
	"agency_deadline_at" timestamp with time zone,
	"void_until" timestamp with time zone,
	"departs_at" timestamp with time zone NOT NULL,
	"last_flight_on" date NOT NULL,
	"payment_transaction_id" uuid,
	"refund_transaction_id" uuid,
	"duplicate_confirmed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_amounts" CHECK ("bookings"."net_minor" >= 0 and "bookings"."airline_margin_minor" >= 0 and "bookings"."markup_minor" >= 0 and "bookings"."due_minor" = "bookings"."net_minor" + "bookings"."airline_margin_minor" and "bookings"."gross_minor" = "bookings"."due_minor" + "bookings"."markup_minor"),
	CONSTRAINT "bookings_owner" CHECK ("bookings"."agency_id" is not null or "bookings"."customer_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "ticketing_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_settings" ADD CONSTRAINT "booking_status_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_passengers_ref_unique" ON "booking_passengers" USING btree ("booking_id","ref");--> statement-breakpoint
CREATE INDEX "booking_passengers_person_idx" ON "booking_passengers" USING btree (upper("family_name"),upper("given_name"),"born_on");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_unique" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_request_key_unique" ON "bookings" USING btree ("created_by","request_key");--> statement-breakpoint
CREATE INDEX "bookings_agency_idx" ON "bookings" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_pnr_idx" ON "bookings" USING btree ("pnr");--> statement-breakpoint
CREATE INDEX "bookings_supplier_order_idx" ON "bookings" USING btree ("supplier_code","supplier_order_key");