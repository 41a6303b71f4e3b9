CREATE TABLE "schedule_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"agency_id" uuid,
	"supplier_code" text NOT NULL,
	"change_key" text NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"differences" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_by" timestamp with time zone,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_changes_key_unique" ON "schedule_changes" USING btree ("supplier_code","change_key");--> statement-breakpoint
CREATE INDEX "schedule_changes_agency_idx" ON "schedule_changes" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "schedule_changes_booking_idx" ON "schedule_changes" USING btree ("booking_id");