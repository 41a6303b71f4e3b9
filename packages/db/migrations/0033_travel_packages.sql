CREATE TABLE "travel_package_departures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"package_id" uuid NOT NULL,
	"departure_date" date NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"double_price_minor" bigint NOT NULL,
	"agent_double_price_minor" bigint NOT NULL,
	"triple_price_minor" bigint NOT NULL,
	"agent_triple_price_minor" bigint NOT NULL,
	"quad_price_minor" bigint NOT NULL,
	"agent_quad_price_minor" bigint NOT NULL,
	"child_price_minor" bigint NOT NULL,
	"agent_child_price_minor" bigint NOT NULL,
	"infant_price_minor" bigint NOT NULL,
	"agent_infant_price_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_package_departures_seats_total_range" CHECK ("travel_package_departures"."seats_total" between 1 and 999),
	CONSTRAINT "travel_package_departures_seats_taken_range" CHECK ("travel_package_departures"."seats_taken" >= 0 and "travel_package_departures"."seats_taken" <= "travel_package_departures"."seats_total"),
	CONSTRAINT "travel_package_departures_prices" CHECK ("travel_package_departures"."double_price_minor" >= 1 and "travel_package_departures"."triple_price_minor" >= 1 and "travel_package_departures"."quad_price_minor" >= 1
       and "travel_package_departures"."child_price_minor" >= 0 and "travel_package_departures"."infant_price_minor" >= 0
       and "travel_package_departures"."agent_double_price_minor" between 1 and "travel_package_departures"."double_price_minor"
       and "travel_package_departures"."agent_triple_price_minor" between 1 and "travel_package_departures"."triple_price_minor"
       and "travel_package_departures"."agent_quad_price_minor" between 1 and "travel_package_departures"."quad_price_minor"
       and "travel_package_departures"."agent_child_price_minor" between 0 and "travel_package_departures"."child_price_minor"
       and "travel_package_departures"."agent_infant_price_minor" between 0 and "travel_package_departures"."infant_price_minor")
);
--> statement-breakpoint
CREATE TABLE "travel_packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"city_en" text NOT NULL,
	"city_ar" text NOT NULL,
	"nights" integer NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hotels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ziyarat" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport_en" text,
	"transport_ar" text,
	"flights_included" boolean DEFAULT false NOT NULL,
	"flights_note_en" text,
	"flights_note_ar" text,
	"currency" varchar(3) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_packages_nights_range" CHECK ("travel_packages"."nights" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "travel_package_departures" ADD CONSTRAINT "travel_package_departures_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD CONSTRAINT "travel_packages_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD CONSTRAINT "travel_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_package_departures_date_unique" ON "travel_package_departures" USING btree ("package_id","departure_date");--> statement-breakpoint
CREATE INDEX "travel_package_departures_date_idx" ON "travel_package_departures" USING btree ("departure_date");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_packages_kind_slug_unique" ON "travel_packages" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "travel_packages_kind_status_idx" ON "travel_packages" USING btree ("kind","status");