CREATE TABLE "search_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"visitor_searches_per_hour" integer DEFAULT 60 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_settings_visitor_searches" CHECK ("search_settings"."visitor_searches_per_hour" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "search_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"supplier_asks" integer DEFAULT 0 NOT NULL,
	"cache_hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_stats_counts" CHECK ("search_stats"."cache_hits" between 0 and "search_stats"."supplier_asks" and "search_stats"."searches" >= 0)
);
--> statement-breakpoint
ALTER TABLE "search_settings" ADD CONSTRAINT "search_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;