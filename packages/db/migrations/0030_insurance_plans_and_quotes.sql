CREATE TABLE "insurance_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"summary_en" text,
	"summary_ar" text,
	"insurer_name" text NOT NULL,
	"regions" text[] NOT NULL,
	"max_trip_days" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_bands" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_plans_max_trip_days" CHECK ("insurance_plans"."max_trip_days" between 1 and 365),
	CONSTRAINT "insurance_plans_regions" CHECK (cardinality("insurance_plans"."regions") >= 1)
);
--> statement-breakpoint
CREATE TABLE "insurance_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"viewer_kind" text NOT NULL,
	"agency_id" uuid,
	"user_id" uuid,
	"visitor_id" text,
	"region" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"trip_days" integer NOT NULL,
	"traveller_ages" jsonb NOT NULL,
	"plans" jsonb NOT NULL,
	"unavailable" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_plans" ADD CONSTRAINT "insurance_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_quotes" ADD CONSTRAINT "insurance_quotes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_quotes" ADD CONSTRAINT "insurance_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_plans_slug_unique" ON "insurance_plans" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "insurance_plans_status_idx" ON "insurance_plans" USING btree ("status");--> statement-breakpoint
CREATE INDEX "insurance_quotes_expiry_idx" ON "insurance_quotes" USING btree ("expires_at");