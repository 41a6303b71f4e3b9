CREATE SEQUENCE "public"."traveller_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "travellers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text DEFAULT ('TRV-' || nextval('traveller_number_seq')::text) NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"born_on" date NOT NULL,
	"gender" text NOT NULL,
	"nationality" varchar(2) NOT NULL,
	"passport_number" text NOT NULL,
	"passport_country" varchar(2) NOT NULL,
	"passport_expires_on" date NOT NULL,
	"email" text,
	"phone" text,
	"created_by" uuid NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_nationality_countries_code_fk" FOREIGN KEY ("nationality") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_passport_country_countries_code_fk" FOREIGN KEY ("passport_country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "travellers_number_unique" ON "travellers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "travellers_agency_idx" ON "travellers" USING btree ("agency_id","family_name","given_name");--> statement-breakpoint
CREATE UNIQUE INDEX "travellers_person_unique" ON "travellers" USING btree ("agency_id",lower("given_name"),lower("family_name"),"born_on");