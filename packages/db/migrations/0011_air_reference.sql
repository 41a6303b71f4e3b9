CREATE TABLE "aircraft" (
	"id" uuid PRIMARY KEY NOT NULL,
	"iata_code" varchar(3) NOT NULL,
	"icao_code" varchar(4),
	"name" text NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"edited_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aircraft_iata_shape" CHECK ("aircraft"."iata_code" ~ '^[A-Z0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "airlines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"iata_code" varchar(2) NOT NULL,
	"icao_code" varchar(3),
	"name" text NOT NULL,
	"country_code" varchar(2),
	"country_name" text DEFAULT '' NOT NULL,
	"logo_upload_id" uuid,
	"margin_type" text,
	"margin_amount_minor" bigint,
	"margin_currency" varchar(3),
	"margin_basis_points" integer,
	"margin_updated_by" uuid,
	"margin_updated_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"edited_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airlines_iata_shape" CHECK ("airlines"."iata_code" ~ '^[A-Z0-9]{2}$'),
	CONSTRAINT "airlines_margin_shape" CHECK (("airlines"."margin_type" is null and "airlines"."margin_amount_minor" is null and "airlines"."margin_currency" is null and "airlines"."margin_basis_points" is null)
       or ("airlines"."margin_type" = 'fixed' and "airlines"."margin_amount_minor" between 0 and 1000000000000000 and "airlines"."margin_currency" is not null and "airlines"."margin_basis_points" is null)
       or ("airlines"."margin_type" = 'percent' and "airlines"."margin_basis_points" between 0 and 100000 and "airlines"."margin_amount_minor" is null and "airlines"."margin_currency" is null))
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"iata_code" varchar(3) NOT NULL,
	"icao_code" varchar(4),
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" varchar(2),
	"country_name" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"edited_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airports_iata_shape" CHECK ("airports"."iata_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_margin_updated_by_users_id_fk" FOREIGN KEY ("margin_updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_iata_unique" ON "aircraft" USING btree ("iata_code");--> statement-breakpoint
CREATE UNIQUE INDEX "airlines_iata_unique" ON "airlines" USING btree ("iata_code");--> statement-breakpoint
CREATE INDEX "airlines_name_idx" ON "airlines" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "airports_iata_unique" ON "airports" USING btree ("iata_code");--> statement-breakpoint
CREATE INDEX "airports_city_prefix_idx" ON "airports" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "airports_name_prefix_idx" ON "airports" USING btree (lower("name") text_pattern_ops);