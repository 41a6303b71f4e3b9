CREATE TABLE "visas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"visa_type" text NOT NULL,
	"entries" text NOT NULL,
	"processing_days_min" integer NOT NULL,
	"processing_days_max" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"max_stay_days" integer NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"adult_price_minor" bigint NOT NULL,
	"child_price_minor" bigint NOT NULL,
	"agent_adult_price_minor" bigint NOT NULL,
	"agent_child_price_minor" bigint NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visas_processing_days" CHECK ("visas"."processing_days_min" between 0 and 365 and "visas"."processing_days_max" between "visas"."processing_days_min" and 365),
	CONSTRAINT "visas_days" CHECK ("visas"."validity_days" between 1 and 3650 and "visas"."max_stay_days" between 1 and 3650),
	CONSTRAINT "visas_prices" CHECK ("visas"."adult_price_minor" >= 1 and "visas"."child_price_minor" >= 0
       and "visas"."agent_adult_price_minor" between 1 and "visas"."adult_price_minor"
       and "visas"."agent_child_price_minor" between 0 and "visas"."child_price_minor"),
	CONSTRAINT "visas_slug_shape" CHECK ("visas"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "visas" ADD CONSTRAINT "visas_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visas" ADD CONSTRAINT "visas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visas" ADD CONSTRAINT "visas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visas_slug_unique" ON "visas" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "visas_status_country_idx" ON "visas" USING btree ("status","country_code");