CREATE TABLE "reference_data_loads" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "airlines_name_idx";--> statement-breakpoint
DROP INDEX "airports_city_prefix_idx";--> statement-breakpoint
DROP INDEX "airports_name_prefix_idx";--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "margin_updated_by_name" text;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "city_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "airlines_name_key_idx" ON "airlines" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "airports_iata_prefix_idx" ON "airports" USING btree ("iata_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "airports_city_key_idx" ON "airports" USING btree ("city_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "airports_name_key_idx" ON "airports" USING btree ("name_key" text_pattern_ops);