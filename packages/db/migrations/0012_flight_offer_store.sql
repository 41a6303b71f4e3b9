CREATE TABLE "flight_offer_extras" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_set_id" uuid NOT NULL,
	"offer_index" integer NOT NULL,
	"services" jsonb NOT NULL,
	"selections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_offer_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"search_id" uuid NOT NULL,
	"supplier_code" text NOT NULL,
	"viewer_kind" text NOT NULL,
	"agency_id" uuid,
	"user_id" uuid,
	"query" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"supplier_currency" varchar(3) NOT NULL,
	"rate_millionths" bigint,
	"rate_id" uuid,
	"rate_date" text,
	"offer_count" integer NOT NULL,
	"offers" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_offer_extras" ADD CONSTRAINT "flight_offer_extras_offer_set_id_flight_offer_sets_id_fk" FOREIGN KEY ("offer_set_id") REFERENCES "public"."flight_offer_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_offer_extras" ADD CONSTRAINT "flight_offer_extras_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_offer_sets" ADD CONSTRAINT "flight_offer_sets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_offer_sets" ADD CONSTRAINT "flight_offer_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_offer_extras_offer_unique" ON "flight_offer_extras" USING btree ("offer_set_id","offer_index");--> statement-breakpoint
CREATE INDEX "flight_offer_sets_search_idx" ON "flight_offer_sets" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "flight_offer_sets_expiry_idx" ON "flight_offer_sets" USING btree ("expires_at");