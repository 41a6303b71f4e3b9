CREATE TABLE "supplier_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_code" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"booking_id" uuid,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_events" ADD CONSTRAINT "supplier_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_events_event_unique" ON "supplier_events" USING btree ("supplier_code","event_id");--> statement-breakpoint
CREATE INDEX "supplier_events_booking_idx" ON "supplier_events" USING btree ("booking_id");