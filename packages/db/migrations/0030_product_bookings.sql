CREATE TABLE "booking_products" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"item_id" uuid NOT NULL,
	"departure_id" uuid,
	"room_sharing" text,
	"seats" integer DEFAULT 0 NOT NULL,
	"visa_step" text,
	"quote_id" uuid,
	CONSTRAINT "booking_products_seats" CHECK ("booking_products"."seats" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_products" ADD CONSTRAINT "booking_products_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_products_item_idx" ON "booking_products" USING btree ("product","item_id");--> statement-breakpoint
CREATE INDEX "booking_products_departure_idx" ON "booking_products" USING btree ("departure_id");