CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"currency" varchar(3) NOT NULL,
	"quote_currency" varchar(3) NOT NULL,
	"rate_millionths" bigint NOT NULL,
	"effective_on" date NOT NULL,
	"note" text,
	"set_by" uuid,
	"set_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_shape" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$' and "exchange_rates"."quote_currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "exchange_rates_not_itself" CHECK ("exchange_rates"."currency" <> "exchange_rates"."quote_currency"),
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate_millionths" between 1 and 999999999999999)
);
--> statement-breakpoint
CREATE TABLE "flight_suppliers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"deadline_ms" integer NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_suppliers_kind" CHECK ("flight_suppliers"."kind" in ('simulated', 'duffel', 'group_tickets')),
	CONSTRAINT "flight_suppliers_deadline" CHECK ("flight_suppliers"."deadline_ms" between 200 and 60000)
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"tag" text NOT NULL,
	"key_id" text NOT NULL,
	"last_four" varchar(4) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_keys_name_shape" CHECK ("integration_keys"."name" ~ '^[a-z][a-z0-9_]{1,63}$')
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_suppliers" ADD CONSTRAINT "flight_suppliers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_day_unique" ON "exchange_rates" USING btree ("quote_currency","currency","effective_on");--> statement-breakpoint
CREATE INDEX "exchange_rates_created_idx" ON "exchange_rates" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_suppliers_code_unique" ON "flight_suppliers" USING btree ("code");